import "server-only";

import { isAlertKind } from "@/lib/domain/alerts/kinds";
import { now as clockNow } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { workspaceMode } from "@/lib/server/settings";
import { boxEmailContent, type BoxEmailChange, type BoxEmailContent } from "@/lib/shared/alerts/box-email";

import { groupNotifications } from "./email-groups";

// What the email of one delivery about one box carries: the notifications of its group (email-groups.ts), and the
// box as it stands when the email is written (its terminal, customer, bill of lading and governing LFD), with days
// left counted on the workspace's clock (the simulator's in simulated mode).

export async function boxEmailOf(
  deliveryId: string,
  workspaceId: string,
  containerId: string,
): Promise<BoxEmailContent | null> {
  const ids = await groupNotifications(db, deliveryId);
  const [notifications, box, at] = await Promise.all([
    db.notification.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        kind: true,
        data: true,
        createdAt: true,
        event: { select: { occurredAt: true, containerNumber: true } },
      },
    }),
    db.container.findFirst({
      where: { id: containerId, workspaceId },
      select: {
        id: true,
        number: true,
        terminalName: true,
        customerName: true,
        billOfLading: true,
        governingLfdDate: true,
        governingLfdZone: true,
        podTimezone: true,
      },
    }),
    workspaceMode(workspaceId).then(clockNow),
  ]);
  const order = new Map(ids.map((id, index) => [id, index]));
  const changes: BoxEmailChange[] = notifications
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .flatMap((notification) =>
      isAlertKind(notification.kind)
        ? [
            {
              kind: notification.kind,
              data: (notification.data ?? {}) as Record<string, unknown>,
              at: (notification.event?.occurredAt ?? notification.createdAt).toISOString(),
            },
          ]
        : [],
    );
  const number = box?.number ?? notifications[0]?.event?.containerNumber ?? null;
  if (changes.length === 0 || !number) return null;
  return boxEmailContent(
    {
      id: containerId,
      number,
      terminal: box?.terminalName ?? null,
      customer: box?.customerName ?? null,
      billOfLading: box?.billOfLading ?? null,
      lfdDate: box?.governingLfdDate ? box.governingLfdDate.toISOString().slice(0, 10) : null,
      lfdZone: box?.governingLfdZone ?? box?.podTimezone ?? null,
      zone: box?.podTimezone ?? null,
    },
    changes,
    at,
  );
}
