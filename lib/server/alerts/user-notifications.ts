import "server-only";

import { z } from "zod";

import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { AppError } from "@/lib/shared/app-error";
import { isStorableInstant } from "@/lib/shared/db-ranges";
import type { NotificationItem, NotificationsResponse } from "@/lib/shared/notifications-api";
import { boxBoardPath } from "@/lib/shared/alerts/box-email";

// The signed-in user's notifications: newest first (keyset pages on created_at, id), the unread count, and
// marking read. Every query is by the user's own id within their workspace.

type Viewer = { id: string; workspaceId: string };

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString("base64url");
}

/** What encodeCursor writes: an ISO instant and a uuid. Checked strictly, so an edited cursor is a 400. */
const cursorParts = z.tuple([z.iso.datetime().refine((at) => isStorableInstant(new Date(at))), z.uuid()]);

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const parsed = cursorParts.safeParse(Buffer.from(cursor, "base64url").toString("utf8").split("|"));
  if (!parsed.success) throw new AppError("bad_request", "The cursor is not valid; start again from the first page.");
  const [at, id] = parsed.data;
  return { createdAt: new Date(at), id };
}

function hrefOf(row: {
  id: string;
  kind: string;
  containerId: string | null;
  data: unknown;
  event: { containerNumber: string | null } | null;
}): string | null {
  if (row.kind === "digest") return `/notifications/digest?id=${row.id}`;
  const number = row.event?.containerNumber;
  if (row.containerId) return boxBoardPath({ id: row.containerId, number: number ?? "" });
  const data = typeof row.data === "object" && row.data !== null ? (row.data as Record<string, unknown>) : {};
  if (row.kind === "tracking_failed") return "/tracking";
  if (row.kind === "document_review" && typeof data["documentId"] === "string")
    return `/documents/${data["documentId"]}`;
  if (row.kind === "dispute_deadline" && typeof data["invoiceId"] === "string") return `/invoices/${data["invoiceId"]}`;
  return null;
}

export async function unreadCount(viewer: Viewer): Promise<number> {
  return db.notification.count({ where: { userId: viewer.id, workspaceId: viewer.workspaceId, readAt: null } });
}

export async function listNotifications(
  viewer: Viewer,
  query: { limit: number; cursor?: string | undefined; unread?: "1" | "0" | undefined },
): Promise<NotificationsResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db.notification.findMany({
    where: {
      userId: viewer.id,
      workspaceId: viewer.workspaceId,
      ...(query.unread === "1" ? { readAt: null } : {}),
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: {
      id: true,
      kind: true,
      title: true,
      body: true,
      containerId: true,
      createdAt: true,
      readAt: true,
      data: true,
      event: { select: { containerNumber: true } },
    },
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const data: NotificationItem[] = page.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    containerId: row.containerId,
    containerNumber: row.event?.containerNumber ?? null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    href: hrefOf(row),
  }));
  return {
    data,
    unreadCount: await unreadCount(viewer),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** Marks the given notifications (only the viewer's own) or all of them read; returns the unread count left. */
export async function markRead(viewer: Viewer, input: { ids: string[] } | { all: true }): Promise<number> {
  await db.notification.updateMany({
    where: {
      userId: viewer.id,
      workspaceId: viewer.workspaceId,
      readAt: null,
      ...("ids" in input ? { id: { in: input.ids } } : {}),
    },
    data: { readAt: new Date() },
  });
  // Other open tabs of the same person refresh their bell.
  await notifyLive(viewer.workspaceId, "notifications", [viewer.id]);
  return unreadCount(viewer);
}
