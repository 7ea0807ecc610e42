"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

import { useLatestNotifications } from "@/lib/queries/notifications";
import { notificationKeys } from "@/lib/queries/keys";

/**
 * The signed-in user's latest notifications and unread count, refetched the moment the server says this user
 * was told something (the `notifications` topic of GET /api/events carries the ids of the users told).
 */
export function useNotifications(userId: string, limit = 10) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events");
    let opened = false;
    const refetch = (): void => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const listener = (message: MessageEvent<string>): void => {
      try {
        const event = JSON.parse(message.data) as { ids?: string[] };
        if (!event.ids || event.ids.includes(userId)) refetch();
      } catch {
        refetch();
      }
    };
    source.addEventListener("notifications", listener);
    // After a reconnect, whatever was said meanwhile was missed: refetch once.
    source.onopen = () => {
      if (opened) refetch();
      opened = true;
    };
    return () => {
      source.removeEventListener("notifications", listener);
      source.close();
    };
  }, [queryClient, userId]);
  return useLatestNotifications(limit);
}
