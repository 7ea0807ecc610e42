import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { emitUserEvent } from "@/lib/server/alerts/emit";
import { userLabel, type UserRef } from "@/lib/shared/work-api";

/** Someone was assigned a box, had one taken from them, or was mentioned in a note, by someone else. */
export type WorkUserEvent = {
  kind: "mention" | "assigned" | "reassigned";
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

/** The alert to the teammate a box was taken from. */
export function takenFrom(
  previousId: string,
  box: { id: string; number: string },
  actorId: string,
  next: UserRef | null,
): WorkUserEvent {
  return {
    kind: "reassigned",
    userId: previousId,
    containerId: box.id,
    actorId,
    text: next ? `${box.number} is now assigned to ${userLabel(next)}.` : `${box.number} is now unassigned.`,
  };
}
