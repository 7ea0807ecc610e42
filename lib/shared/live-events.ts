// The live-update events a page can receive over SSE (GET /api/events), and the react-query keys each one
// invalidates. Shared by the server (lib/server/live) and the client hook (components/live/use-live-updates.ts).

export const LIVE_TOPICS = ["containers", "freshness", "tracking_requests", "documents", "webhooks", "work", "notifications"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** SSE event data: `{topic, ids?}`; the SSE `event:` name is the topic. */
export type LiveEvent = { topic: LiveTopic; ids?: string[] };

/** Query keys to invalidate per topic (prefix match, as react-query does). */
export const LIVE_QUERY_KEYS: Record<LiveTopic, readonly (readonly string[])[]> = {
  containers: [["containers"], ["container"]],
  freshness: [["containers"], ["freshness"]],
  tracking_requests: [["tracking-requests"], ["containers"]],
  documents: [["documents"], ["email-submissions"]],
  webhooks: [["admin-webhooks"]],
  // The team's work on boxes (lib/server/work): rows show assignee and notes, the drawer the thread.
  work: [["containers"], ["container"], ["work"], ["calendar"], ["activity"]],
  // New notifications (lib/server/alerts): `ids` are the users told; each page refetches only its own.
  notifications: [["notifications"]],
};
