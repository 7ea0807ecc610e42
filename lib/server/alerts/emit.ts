import "server-only";

import { createHash } from "node:crypto";

import type { PersonalKind } from "@/lib/domain/alerts/kinds";
import type { Prisma } from "@/lib/generated/prisma/client";

import { storeEvents } from "./store-events";

// Personal events (a mention in a note, an assignment), recorded inside the transaction of the change that
// caused them: they exist exactly when the change committed, and the NOTIFY that wakes fan-out is delivered
// only then. Nobody is told about their own action.

export type UserEventInput = {
  workspaceId: string;
  userId: string;
  kind: PersonalKind;
  containerId: string | null;
  actorId: string | null;
  text: string | null;
};

/** Same person, box and words within a minute is one fact (a double-click, a retried save). */
function dedupeKey(input: UserEventInput, at: Date): string {
  const words = createHash("sha256")
    .update(input.text ?? "")
    .digest("hex")
    .slice(0, 16);
  return [
    input.kind,
    input.userId,
    input.containerId ?? "-",
    input.actorId ?? "-",
    words,
    Math.floor(at.getTime() / 60_000),
  ].join(":");
}

export async function emitUserEvent(tx: Prisma.TransactionClient, input: UserEventInput): Promise<boolean> {
  if (input.actorId !== null && input.actorId === input.userId) return false;
  const at = new Date();
  const [box, actor] = await Promise.all([
    input.containerId
      ? tx.container.findFirst({
          where: { id: input.containerId, workspaceId: input.workspaceId },
          select: { number: true },
        })
      : null,
    input.actorId
      ? tx.user.findFirst({
          where: { id: input.actorId, workspaceId: input.workspaceId },
          select: { name: true, email: true },
        })
      : null,
  ]);
  const stored = await storeEvents(
    tx,
    input.workspaceId,
    [
      {
        kind: input.kind,
        dedupeKey: dedupeKey(input, at),
        containerId: box ? input.containerId : null,
        containerNumber: box?.number ?? null,
        userId: input.userId,
        data: { actor: actor ? (actor.name ?? actor.email) : null, text: input.text ? input.text.slice(0, 500) : null },
      },
    ],
    at,
  );
  return stored > 0;
}
