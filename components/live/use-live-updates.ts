"use client";

import { useQueryClient } from "@tanstack/react-query";

import { LIVE_QUERY_KEYS } from "@/lib/queries/live-keys";
import { LIVE_TOPICS, type LiveTopic } from "@/lib/shared/live-events";

import { useLiveSubscription } from "./live-provider";

/**
 * Keeps a page's data live: each event of GET /api/events invalidates the react-query keys of its topic
 * (lib/queries/live-keys.ts), so open pages refetch what changed; after a reconnect everything is invalidated
 * once, since events may have been missed. Listens on the tab's one connection (live-provider.tsx).
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const invalidate = (topic: LiveTopic): void => {
    for (const queryKey of LIVE_QUERY_KEYS[topic]) void queryClient.invalidateQueries({ queryKey });
  };
  useLiveSubscription(
    LIVE_TOPICS,
    (event) => invalidate(event.topic),
    () => {
      for (const topic of LIVE_TOPICS) invalidate(topic);
    },
  );
}
