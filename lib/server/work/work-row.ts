import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * Makes sure each box has its work row, then locks those rows for the rest of the transaction: two saves of
 * one box queue here, so the second sees the first's version (and gets its 409) instead of overwriting it.
 */
export async function lockWorkRows(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  containerIds: readonly string[],
): Promise<void> {
  if (containerIds.length === 0) return;
  // One order for everyone: two batches that share boxes then wait for each other instead of deadlocking.
  const ids = [...new Set(containerIds)].sort();
  await tx.$executeRaw`
    INSERT INTO container_work (container_id, workspace_id, tags)
    SELECT id, ${workspaceId}::uuid, '{}' FROM unnest(${ids}::uuid[]) AS id
    ON CONFLICT (container_id) DO NOTHING`;
  await tx.$queryRaw`SELECT container_id FROM container_work WHERE container_id = ANY(${ids}::uuid[]) ORDER BY container_id FOR UPDATE`;
}
