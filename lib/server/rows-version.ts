import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

/**
 * The version of a workspace's rows of one table, read from PostgreSQL itself: the row count and the sum of the
 * row versions (`xmin`, the id of the transaction that wrote each row; a sum, not a max, because a transaction
 * that began earlier may commit later). Any writer — sync, webhook, recompute, another instance — changes it,
 * with no bookkeeping in the write paths.
 */
export async function rowsVersion(table: "containers" | "tariffs", workspaceId: string): Promise<string> {
  const rows = await db.$queryRaw<{ n: number; v: string | null }[]>`
    SELECT count(*)::int AS n, sum(xmin::text::bigint)::text AS v FROM ${Prisma.raw(table)} WHERE workspace_id = ${workspaceId}::uuid`;
  return `${rows[0]?.n ?? 0}:${rows[0]?.v ?? ""}`;
}
