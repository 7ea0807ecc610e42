import type { QueryKey } from "@tanstack/react-query";

import type { LiveTopic } from "@/lib/shared/live-events";
import {
  calendarKeys,
  containerKeys,
  documentKeys,
  emailKeys,
  freeTimeKeys,
  notificationKeys,
  settingsKeys,
  syncKeys,
  trackingKeys,
  workKeys,
} from "./keys";

// What each live topic of GET /api/events (lib/shared/live-events.ts) makes stale: roots of the key factories,
// matched as prefixes, so a page refetches what changed. Roots, not spelled-out keys, so a renamed key moves
// its live updates with it (live-keys.test.ts checks each prefix matches a key some hook uses).

export const LIVE_QUERY_KEYS: Record<LiveTopic, readonly QueryKey[]> = {
  containers: [containerKeys.boards, containerKeys.details],
  // The board's freshness banner comes with its pages; other pages read the sync status.
  freshness: [containerKeys.boards, syncKeys.all],
  tracking_requests: [trackingKeys.requests, containerKeys.boards],
  documents: [documentKeys.all, emailKeys.all, containerKeys.allLinks],
  webhooks: [settingsKeys.webhooks],
  // The team's work on boxes (lib/server/work): rows show assignee and notes, the drawer the thread.
  work: [containerKeys.boards, containerKeys.details, workKeys.all, calendarKeys.all],
  // New notifications (lib/server/alerts): `ids` are the users told; each page refetches only its own.
  notifications: [notificationKeys.all],
  // Free-time rules and terminal calendars (lib/server/free-time): a closure moves calculated LFDs on the board.
  free_time: [freeTimeKeys.all, containerKeys.boards, containerKeys.details],
  // Day records written (lib/server/days): the drawer's Days list, under each box's detail.
  days: [containerKeys.details],
};
