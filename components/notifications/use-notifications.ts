"use client";

import { useQueryClient } from "@tanstack/react-query";

import { useLiveSubscription } from "@/components/live/live-provider";
import { notificationKeys } from "@/lib/queries/keys";
import { useLatestNotifications } from "@/lib/queries/notifications-queries";

const TOPICS = ["notifications"] as const;

/**
 * The signed-in user's latest notifications and unread count, refetched the moment the server says this user
 * was told something (the `notifications` topic of GET /api/events carries the ids of the users told), and
 * once after a reconnect, since whatever was said meanwhile was missed.
 */
export function useNotifications(userId: string, limit = 10) {
  const queryClient = useQueryClient();
  const refetch = (): void => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  useLiveSubscription(
    TOPICS,
    (event) => {
      if (!event.ids || event.ids.includes(userId)) refetch();
    },
    refetch,
  );
  return useLatestNotifications(limit);
}
