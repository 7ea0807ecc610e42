import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { emitUserEvent } from "@/lib/server/alerts/emit";

/** Someone was assigned a box or mentioned in a note, by someone else. */
export type WorkUserEvent = {
  kind: "mention" | "assigned";
  userId: string;
  containerId: string;
  actorId: string;
  text: string;
};

/**
 * The one place the team's writes hand people-facing events to the alerts (lib/server/alerts/emit.ts), inside
 * the write's transaction: an alert for a change that rolled back would be a lie.
 */
export async function emitWorkUserEvents(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  events: readonly WorkUserEvent[],
): Promise<void> {
  for (const event of events)
    await emitUserEvent(tx, {
      workspaceId,
      userId: event.userId,
      kind: event.kind,
      containerId: event.containerId,
      actorId: event.actorId,
      text: event.text,
    });
}
