"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

import { LIVE_QUERY_KEYS } from "@/lib/queries/live-keys";
import { LIVE_TOPICS, type LiveEvent, type LiveTopic } from "@/lib/shared/live-events";

/**
 * Subscribes to GET /api/events (server-sent events for the user's workspace) and invalidates the react-query
 * keys of each topic (lib/queries/live-keys.ts), so open pages refetch what changed. EventSource reconnects
 * by itself; after a reconnect everything is invalidated once, since events may have been missed.
 */
export function useLiveUpdates(onEvent?: (event: LiveEvent) => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    let opened = false;
    const invalidate = (topic: LiveTopic): void => {
      for (const queryKey of LIVE_QUERY_KEYS[topic]) void queryClient.invalidateQueries({ queryKey });
    };
    const listeners = LIVE_TOPICS.map((topic) => {
      const listener = (message: MessageEvent<string>): void => {
        invalidate(topic);
        try {
          onEvent?.(JSON.parse(message.data) as LiveEvent);
        } catch {
          // a malformed event still invalidated its keys
        }
      };
      source.addEventListener(topic, listener);
      return [topic, listener] as const;
    });
    source.onopen = () => {
      if (opened) for (const topic of LIVE_TOPICS) invalidate(topic);
      opened = true;
    };
    return () => {
      for (const [topic, listener] of listeners) source.removeEventListener(topic, listener);
      source.close();
    };
  }, [queryClient, onEvent]);
}
