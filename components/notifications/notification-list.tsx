"use client";

import Link from "next/link";

import { LocalTime } from "@/components/ui/local-time";
import type { NotificationItem } from "@/lib/shared/notifications-api";
import { cn } from "@/lib/shared/cn";

/** Notifications as a list: unread ones marked, each opening what it is about (and marking itself read). */
export function NotificationList({
  items,
  onOpen,
  onMarkRead,
}: {
  items: NotificationItem[];
  onOpen?: (item: NotificationItem) => void;
  onMarkRead: (item: NotificationItem) => void;
}) {
  if (items.length === 0)
    return (
      <p className="px-3 py-6 text-center text-sm text-muted">
        Nothing yet. Alerts for your boxes appear here as they happen.
      </p>
    );
  return (
    <ul className="divide-y divide-border" data-testid="notification-list">
      {items.map((item) => (
        <li
          key={item.id}
          className={cn("flex items-start gap-2 px-3 py-2.5", item.readAt ? "" : "bg-accent/5")}
          data-testid="notification-item"
          data-unread={item.readAt ? "false" : "true"}
        >
          <span
            aria-hidden
            className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.readAt ? "bg-transparent" : "bg-accent")}
          />
          <div className="min-w-0 flex-1">
            {item.href ? (
              <Link
                href={item.href}
                className="block text-sm font-medium hover:underline"
                onClick={() => onOpen?.(item)}
              >
                {item.title}
              </Link>
            ) : (
              <span className="block text-sm font-medium">{item.title}</span>
            )}
            <p className="text-xs text-muted">{item.body}</p>
            <p className="mt-0.5 text-[11px] text-muted">
              <LocalTime at={item.createdAt} />
              {item.readAt ? null : <span className="sr-only"> (unread)</span>}
            </p>
          </div>
          {item.readAt ? null : (
            <button
              type="button"
              className="shrink-0 rounded px-1.5 py-0.5 text-[11px] text-muted hover:bg-surface-muted hover:text-ink"
              onClick={() => onMarkRead(item)}
              aria-label={`Mark "${item.title}" read`}
            >
              Mark read
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
