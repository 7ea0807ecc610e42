import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

import { writeAudit, type Actor } from "./audit-write";
import type { Box } from "./box";

/**
 * Watches or unwatches boxes for the actor, in the caller's transaction; a box already in that state is left
 * alone (and not audited). Watching is per user, so it takes no version: it cannot overwrite anyone.
 */
export async function setWatch(
  tx: Prisma.TransactionClient,
  actor: Actor,
  boxes: readonly Pick<Box, "id" | "number">[],
  watch: boolean,
): Promise<void> {
  if (boxes.length === 0) return;
  const ids = boxes.map((box) => box.id);
  const existing = new Set(
    (
      await tx.containerWatch.findMany({
        where: { userId: actor.id, containerId: { in: ids } },
        select: { containerId: true },
      })
    ).map((row) => row.containerId),
  );
  // In id order, as lockWorkRows does, so two batches sharing boxes never deadlock.
  const changed = boxes
    .filter((box) => existing.has(box.id) !== watch)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  if (changed.length === 0) return;
  if (watch) {
    await tx.containerWatch.createMany({
      data: changed.map((box) => ({ containerId: box.id, userId: actor.id, workspaceId: actor.workspaceId })),
      skipDuplicates: true,
    });
  } else {
    await tx.containerWatch.deleteMany({
      where: { userId: actor.id, containerId: { in: changed.map((box) => box.id) } },
    });
  }
  await writeAudit(
    tx,
    actor,
    changed.map((box) => ({
      kind: "watch" as const,
      containerId: box.id,
      containerNumber: box.number,
      changes: [{ field: "watching", from: !watch, to: watch }],
    })),
  );
}
