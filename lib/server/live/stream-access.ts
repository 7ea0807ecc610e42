import "server-only";

import { db } from "@/lib/server/db";
import { errorText } from "@/lib/server/error-text";
import { logger } from "@/lib/server/logger";
import type { SessionUser } from "@/lib/shared/session-api";

// An open live stream (GET /api/events) was allowed for the user as they were when it opened. It may stay open
// for hours, so it must not outlive that permission: every STREAM_CHECK_MS this process reads, in one query for
// all its open streams, whether each stream's user still exists in its workspace, is enabled and has the role
// it opened with, and ends the streams whose user does not. A stream that ends reconnects (EventSource), and
// the route checks the session afresh: a disabled or removed user gets 401, a changed role a stream of its own.

/** How often this process re-checks the users of its open streams. */
export const STREAM_CHECK_MS = 2_000;

type Watched = { user: Pick<SessionUser, "id" | "workspaceId" | "role">; end: () => void };
type Registry = { streams: Set<Watched>; timer: ReturnType<typeof setInterval> | null; checking: boolean };

const globalRegistry = globalThis as unknown as { quaysideStreamAccess?: Registry };

function registry(): Registry {
  globalRegistry.quaysideStreamAccess ??= { streams: new Set(), timer: null, checking: false };
  return globalRegistry.quaysideStreamAccess;
}

/** Ends the stream (`end`) once its user no longer may have it; returns the function that stops watching. */
export function watchStreamAccess(user: Watched["user"], end: () => void): () => void {
  const state = registry();
  const watched: Watched = { user, end };
  state.streams.add(watched);
  if (!state.timer) {
    state.timer = setInterval(() => void checkStreams(), STREAM_CHECK_MS);
    // Never the reason a process stays alive (tests, a worker importing this by way of another module).
    state.timer.unref?.();
  }
  return () => {
    state.streams.delete(watched);
    if (state.streams.size === 0 && state.timer) {
      clearInterval(state.timer);
      state.timer = null;
    }
  };
}

type UserRow = { id: string; workspace_id: string; role: string };

/** One pass over every open stream of this process. Exported for tests, which need not wait for the timer. */
export async function checkStreams(): Promise<void> {
  const state = registry();
  if (state.checking || state.streams.size === 0) return;
  state.checking = true;
  try {
    const watched = [...state.streams];
    const ids = [...new Set(watched.map((stream) => stream.user.id))];
    const rows = await db.$queryRaw<UserRow[]>`
      SELECT id, workspace_id, role::text AS role FROM users WHERE id = ANY(${ids}::uuid[]) AND disabled_at IS NULL`;
    const current = new Map(rows.map((row) => [row.id, row]));
    for (const stream of watched) {
      const row = current.get(stream.user.id);
      if (row && row.workspace_id === stream.user.workspaceId && row.role === stream.user.role) continue;
      state.streams.delete(stream);
      stream.end();
    }
  } catch (error) {
    // The database away: the streams stay as they are and the next pass decides.
    logger.warn("could not re-check the users of open live streams", { error: errorText(error) });
  } finally {
    state.checking = false;
  }
}
