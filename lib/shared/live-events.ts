// The live-update events a page can receive over SSE (GET /api/events). Shared by the server (lib/server/live)
// and the tab's one connection (components/live/live-connection.ts); the query keys each topic invalidates are in
// lib/queries/live-keys.ts, beside the key factories they come from.

export const LIVE_TOPICS = [
  "containers",
  "freshness",
  "tracking_requests",
  "documents",
  "webhooks",
  "work",
  "notifications",
  "free_time",
  "days",
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** SSE event data: `{topic, ids?}`; the SSE `event:` name is the topic. */
export type LiveEvent = { topic: LiveTopic; ids?: string[] };

/**
 * The first reconnect delay, in ms: the route's `retry:` hint and the base of the tab's back-off (doubling to
 * LIVE_RETRY_MAX_MS, with jitter), so a server restart is not met by every tab at once.
 */
export const LIVE_RETRY_MS = 2_000;
export const LIVE_RETRY_MAX_MS = 30_000;
