"use client";

import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";

import { useMarkRead } from "@/lib/queries/notifications-queries";

import { BellSummary } from "./bell-summary";
import { NotificationList } from "./notification-list";
import { useNotifications } from "./use-notifications";

function BellIcon(props: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={props.className}
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The header's bell: the unread count, live, and a popover with the latest notifications. */
export function NotificationBell({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { data } = useNotifications(userId);
  const markRead = useMarkRead();
  const unread = data?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent): void => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        className="relative inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-ink"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="notification-bell"
      >
        <BellIcon className="size-5" />
        {unread > 0 ? (
          <span
            className="absolute -right-1 -top-1 min-w-4 rounded-full bg-accent px-1 text-center text-[10px] font-semibold leading-4 text-accent-ink"
            data-testid="notification-count"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="dialog"
          aria-label="Notifications"
          className="absolute right-0 z-40 mt-2 w-96 max-w-[90vw] overflow-hidden rounded-lg border border-border bg-surface shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-border px-3 py-2">
            <span className="text-sm font-semibold">Notifications</span>
            <button
              type="button"
              className="text-xs text-accent hover:underline disabled:text-muted disabled:no-underline"
              disabled={unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate({ all: true })}
            >
              Mark all read
            </button>
          </div>
          <BellSummary open={open} onNavigate={() => setOpen(false)} />
          <div className="max-h-96 overflow-y-auto">
            <NotificationList
              items={data?.data ?? []}
              onOpen={(item) => {
                if (!item.readAt) markRead.mutate({ ids: [item.id] });
                setOpen(false);
              }}
              onMarkRead={(item) => markRead.mutate({ ids: [item.id] })}
            />
          </div>
          <div className="flex justify-between border-t border-border px-3 py-2 text-xs">
            <Link href="/notifications" className="text-accent hover:underline" onClick={() => setOpen(false)}>
              All notifications
            </Link>
            <Link href="/notifications/settings" className="text-accent hover:underline" onClick={() => setOpen(false)}>
              Settings
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
