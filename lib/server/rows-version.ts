import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

type VersionedTable =
  "containers" | "tariffs" | "container_work" | "container_notes" | "container_watches" | "disputes";

/**
 * The version of a workspace's rows of one table, read from PostgreSQL itself: the row count and the sum of the
 * row versions (`xmin`, the id of the transaction that wrote each row; a sum, not a max, because a transaction
 * that began earlier may commit later). Any writer — sync, webhook, recompute, another instance — changes it,
 * with no bookkeeping in the write paths.
 */
export async function rowsVersion(table: VersionedTable, workspaceId: string): Promise<string> {
  return rowsVersions([table], workspaceId);
}

/** The versions of several tables' rows (as `rowsVersion`), joined, in one round trip. */
export async function rowsVersions(tables: readonly VersionedTable[], workspaceId: string): Promise<string> {
  const parts = tables.map(
    (table) => Prisma.sql`(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint)::text, '')
      FROM ${Prisma.raw(table)} WHERE workspace_id = ${workspaceId}::uuid)`,
  );
  const rows = await db.$queryRaw<{ v: string }[]>`SELECT concat_ws('|', ${Prisma.join(parts)}) AS v`;
  return rows[0]?.v ?? "";
}
