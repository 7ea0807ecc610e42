import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";

import { fetchJson, type ApiError } from "@/lib/shared/fetch-json";
import type { NotificationsResponse, PreferencesView, SubscriptionView } from "@/lib/shared/notifications-api";
import type { PreferencesInput } from "@/lib/validations/notifications";
import { notificationKeys } from "./keys";

// The signed-in user's notifications (the bell's latest and the page's full list), marking them read, and the
// user's subscriptions and delivery preferences. The `notifications` live topic invalidates `all`.

export function useLatestNotifications(limit: number) {
  return useQuery({
    queryKey: notificationKeys.latest(limit),
    queryFn: () => fetchJson<NotificationsResponse>(`/api/notifications?limit=${limit}`),
    staleTime: 5_000,
  });
}

/** Every notification, in pages of 30, starting from the page the server rendered. */
export function useNotificationPages(initial: NotificationsResponse) {
  return useInfiniteQuery({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam }) =>
      fetchJson<NotificationsResponse>(
        `/api/notifications?limit=30${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: { pages: [initial], pageParams: [""] },
  });
}

export type MarkReadInput = { ids: string[] } | { all: true };
type NotificationPages = InfiniteData<NotificationsResponse, unknown>;
type NotificationData = NotificationsResponse | NotificationPages;

const isPages = (data: NotificationData): data is NotificationPages => "pages" in data;

/**
 * A cached list (one response or loaded pages) with `input` marked read at `at`: the count drops by the unread
 * items it shows that were marked (all of them for "all", where the count becomes 0).
 */
export function markReadLocally(data: NotificationData, input: MarkReadInput, at: string): NotificationData {
  const ids = "ids" in input ? new Set(input.ids) : null;
  const marks = (item: { id: string; readAt: string | null }): boolean =>
    item.readAt === null && (ids === null || ids.has(item.id));
  const pages = isPages(data) ? data.pages : [data];
  const marked = pages.reduce((sum, page) => sum + page.data.filter(marks).length, 0);
  const apply = (page: NotificationsResponse): NotificationsResponse => ({
    ...page,
    unreadCount: ids === null ? 0 : Math.max(0, page.unreadCount - marked),
    data: page.data.map((item) => (marks(item) ? { ...item, readAt: at } : item)),
  });
  return isPages(data) ? { ...data, pages: data.pages.map(apply) } : apply(data);
}

/** Marks notifications read: the bell and the list show it at once, and go back if the server refuses. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkReadInput) =>
      fetchJson<{ unreadCount: number }>("/api/notifications/read", { method: "POST", body: input }),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: notificationKeys.all });
      const snapshots = client.getQueriesData<NotificationData>({ queryKey: notificationKeys.all });
      const at = new Date().toISOString();
      for (const [key, data] of snapshots) if (data) client.setQueryData(key, markReadLocally(data, input, at));
      return { snapshots };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshots ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** A subscription as PUT/POST /api/notifications/subscriptions takes it (the route validates it). */
export type SubscriptionBody = {
  name: string;
  kinds: string[];
  scope: string;
  viewId: string | null;
  leadDays: number | null;
  channels: string[];
  enabled: boolean;
};

/** Creates (`id` null) or replaces a subscription; the page keeps its own list, so `onSaved` updates it. */
export function useSaveSubscription(onSaved: (saved: SubscriptionView, id: string | null) => void) {
  return useMutation<SubscriptionView, ApiError, { id: string | null; body: SubscriptionBody }>({
    mutationFn: ({ id, body }) =>
      fetchJson<SubscriptionView>(id ? `/api/notifications/subscriptions/${id}` : "/api/notifications/subscriptions", {
        method: id ? "PUT" : "POST",
        body,
      }),
    onSuccess: (saved, { id }) => onSaved(saved, id),
  });
}

export function useDeleteSubscription(onDeleted: (id: string) => void) {
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => fetchJson<void>(`/api/notifications/subscriptions/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => onDeleted(id),
  });
}

export function useSavePreferences(onSaved: (saved: PreferencesView) => void) {
  return useMutation<PreferencesView, ApiError, PreferencesInput>({
    mutationFn: (body) => fetchJson<PreferencesView>("/api/notifications/preferences", { method: "PUT", body }),
    onSuccess: (saved) => onSaved(saved),
  });
}
