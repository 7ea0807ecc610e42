import "server-only";

import { db } from "@/lib/server/db";
import { errorText } from "@/lib/server/error-text";
import { logger } from "@/lib/server/logger";

import { UpstreamError } from "../upstream/errors";

import { markReachable } from "./sync-state";
import { upstreamFor } from "./upstream";

// The "service down" notice clears with the first call that gets an answer (upstream.ts), but when nobody acts
// and no job is due, the next call may be minutes away (documents every 5, the sweep every 15). So while a
// workspace is marked unreachable the worker asks the service one cheap question every PROBE_EVERY_MS.

/** How often the worker probes a service marked unreachable. */
export const PROBE_EVERY_MS = 15_000;

/** Probes each workspace marked unreachable once; returns how many are reachable again. */
export async function probeUnreachable(): Promise<number> {
  const down = await db.workspaceSync.findMany({ where: { upstreamReachable: false }, select: { workspaceId: true } });
  let back = 0;
  for (const { workspaceId } of down) {
    if (await probe(workspaceId)) back += 1;
  }
  return back;
}

async function probe(workspaceId: string): Promise<boolean> {
  try {
    // No retries: the next probe is the retry. A success marks the workspace reachable through the client.
    const { client } = await upstreamFor(workspaceId, "background", { maxRetries: 0 });
    await client.get("containers", { "page[size]": 1 });
    return true;
  } catch (error) {
    // Any answer of the service's own (a refused key, a 429, a 404) proves it is there again; only the
    // failures that made it "unreachable", or our own budget saying wait, leave the notice up.
    if (error instanceof UpstreamError && !error.unreachable && error.kind !== "budget") {
      await markReachable(workspaceId, true);
      return true;
    }
    if (!(error instanceof UpstreamError))
      logger.warn("reachability probe failed", { workspaceId, error: errorText(error) });
    return false;
  }
}
