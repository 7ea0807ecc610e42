// The live-update events a page can receive over SSE (GET /api/events). Shared by the server (lib/server/live)
// and the client hook (components/live/use-live-updates.ts); the query keys each topic invalidates are in
// lib/queries/live-keys.ts, beside the key factories they come from.

export const LIVE_TOPICS = [
  "containers",
  "freshness",
  "tracking_requests",
  "documents",
  "webhooks",
  "work",
  "notifications",
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** SSE event data: `{topic, ids?}`; the SSE `event:` name is the topic. */
export type LiveEvent = { topic: LiveTopic; ids?: string[] };
