import "server-only";

import { db } from "@/lib/server/db";

import type { LiveTopic } from "@/lib/shared/live-events";

import { changedHere } from "./local-changes";

// Changes are announced through PostgreSQL NOTIFY, so every app instance (each LISTENs once) hears what any
// worker or instance changed, and fans it out to its open pages over SSE.
export const LIVE_CHANNEL = "quayside_live";

export type LiveMessage = { workspaceId: string; topic: LiveTopic; ids?: string[] };

export async function notifyLive(workspaceId: string, topic: LiveTopic, ids: string[] = []): Promise<void> {
  // NOTIFY payloads are limited to 8000 bytes; past 50 ids, "something changed" is as useful.
  const message: LiveMessage = { workspaceId, topic, ...(ids.length > 0 && ids.length <= 50 ? { ids } : {}) };
  await db.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(message)})`;
  changedHere(message);
}
