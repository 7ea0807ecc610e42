import "server-only";

import { describeEvent } from "@/lib/shared/alerts/describe";
import { isAlertKind } from "@/lib/domain/alerts/kinds";
import { db } from "@/lib/server/db";
import type { DeliveryLog, DeliveryRow } from "@/lib/shared/notifications-api";

// The delivery log admins read in Settings: every email, chat post and webhook with its status, attempts and
// last error; failed and dead ones can be sent again (the same delivery, so still at most once delivered).

export async function listDeliveries(
  workspaceId: string,
  query: { status?: string | undefined; channel?: string | undefined; limit: number },
): Promise<DeliveryLog> {
  const [rows, grouped] = await Promise.all([
    db.alertDelivery.findMany({
      where: {
        workspaceId,
        ...(query.status ? { status: query.status } : {}),
        ...(query.channel ? { channel: query.channel } : {}),
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit,
      include: {
        notification: { select: { title: true } },
        event: { select: { kind: true, containerNumber: true, data: true } },
      },
    }),
    db.alertDelivery.groupBy({ by: ["status"], where: { workspaceId }, _count: { _all: true } }),
  ]);
  const data = rows.map((row): DeliveryRow => {
    const event = row.event;
    const title =
      row.notification?.title ??
      (event && isAlertKind(event.kind)
        ? describeEvent(event.kind, event.containerNumber, (event.data ?? {}) as Record<string, unknown>).title
        : "—");
    return {
      id: row.id,
      channel: row.channel,
      target: row.target,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      responseStatus: row.responseStatus,
      title,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      nextAttemptAt: row.status === "failed" || row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
    };
  });
  return { data, counts: Object.fromEntries(grouped.map((group) => [group.status, group._count._all])) };
}

/** Queues failed or dead deliveries to be sent now; returns how many. Sent ones are never sent again. */
export async function retryDeliveries(
  workspaceId: string,
  input: { ids: string[] } | { allFailed: true },
): Promise<number> {
  const updated = await db.alertDelivery.updateMany({
    where: { workspaceId, status: { in: ["failed", "dead"] }, ...("ids" in input ? { id: { in: input.ids } } : {}) },
    data: { status: "pending", nextAttemptAt: new Date(), attempts: 0, lockedUntil: null },
  });
  if (updated.count > 0) await db.$executeRaw`SELECT pg_notify('quayside_alerts', ${workspaceId})`;
  return updated.count;
}
