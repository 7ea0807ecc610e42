"use client";

import { NotificationList } from "@/components/notifications/notification-list";
import { useNotifications } from "@/components/notifications/use-notifications";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useMarkRead, useNotificationPages } from "@/lib/queries/notifications-queries";
import type { NotificationsResponse } from "@/lib/shared/notifications-api";

/** Every notification of the user, in pages of 30, live (the bell's stream refreshes this list too). */
export function NotificationsScreen({ userId, initial }: { userId: string; initial: NotificationsResponse }) {
  useNotifications(userId);
  const markRead = useMarkRead();
  const pages = useNotificationPages(initial);
  const items = pages.data.pages.flatMap((page) => page.data);
  const unread = pages.data.pages[0]?.unreadCount ?? 0;
  return (
    <Card>
      <div className="flex items-center justify-between border-b border-border px-5 py-3">
        <p className="text-sm text-muted" aria-live="polite">
          {unread === 0 ? "All read." : `${unread} unread.`}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          busy={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </Button>
      </div>
      {pages.isError ? (
        <Alert tone="error" className="m-4">
          Could not load notifications. Reload the page to try again.
        </Alert>
      ) : null}
      <NotificationList
        items={items}
        onOpen={(item) => (item.readAt ? undefined : markRead.mutate({ ids: [item.id] }))}
        onMarkRead={(item) => markRead.mutate({ ids: [item.id] })}
      />
      {pages.hasNextPage ? (
        <div className="border-t border-border px-5 py-3">
          <Button
            variant="secondary"
            size="sm"
            busy={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            Show older
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
