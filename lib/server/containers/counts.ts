import "server-only";

import {
  holdResolution,
  isKnownHoldName,
  KNOWN_HOLD_NAMES,
  LENS_KEYS,
  lensesOfMask,
  type KnownHoldName,
  type LensKey,
} from "@/lib/domain";
import type { Bucket } from "@/lib/domain/bucket";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { lensWhere } from "@/lib/server/sql/board-sql";
import type { BlockedGroup, LensCounts } from "@/lib/shared/container-api";

// The board's counts, as SQL aggregates over the stored evaluated columns: per bucket (the one urgency per box),
// per lens (the overlapping cards, from one GROUP BY over the lens bitmask), and the blocked boxes by hold type.

export type BoardCounts = {
  bucketCounts: Partial<Record<Bucket, number>>;
  lensCounts: LensCounts;
  boardTotal: number;
  total: number;
};

type Group = { bucket: string; lensMask: number; n: number };

function tally(
  byBucket: readonly Group[],
  byLens: readonly Group[],
  lensFilter: readonly LensKey[] | undefined,
): BoardCounts {
  const bucketCounts: Partial<Record<Bucket, number>> = {};
  for (const group of byBucket)
    bucketCounts[group.bucket as Bucket] = (bucketCounts[group.bucket as Bucket] ?? 0) + group.n;
  const lensCounts = Object.fromEntries(LENS_KEYS.map((key) => [key, 0])) as LensCounts;
  let boardTotal = 0;
  let total = 0;
  for (const group of byLens) {
    const lenses = lensesOfMask(group.lensMask);
    for (const lens of lenses) lensCounts[lens] += group.n;
    boardTotal += group.n;
    // The page's own where is the lens-free one AND "in one of the lenses asked for": the same rows.
    if (!lensFilter?.length || lenses.some((lens) => lensFilter.includes(lens))) total += group.n;
  }
  return { bucketCounts, lensCounts, boardTotal, total };
}

/**
 * `byBucketWhere`: every filter but the bucket; `byLensWhere`: every filter but the lens. With neither filter
 * given both are the page's own filters, so one GROUP BY (bucket, lens mask) answers everything.
 */
export async function boardCounts(
  byBucketWhere: Prisma.ContainerWhereInput,
  byLensWhere: Prisma.ContainerWhereInput,
  filters: { bucket?: readonly string[] | undefined; lens?: readonly LensKey[] | undefined },
): Promise<BoardCounts> {
  const groupBy = async (where: Prisma.ContainerWhereInput): Promise<Group[]> =>
    (await db.container.groupBy({ by: ["bucket", "lensMask"], where, _count: { _all: true } })).map((g) => ({
      bucket: g.bucket,
      lensMask: g.lensMask,
      n: g._count._all,
    }));
  if (!filters.bucket?.length && !filters.lens?.length) {
    const groups = await groupBy(byLensWhere);
    return tally(groups, groups, undefined);
  }
  const [byBucket, byLens] = await Promise.all([groupBy(byBucketWhere), groupBy(byLensWhere)]);
  return tally(byBucket, byLens, filters.lens);
}

/** Blocked boxes (the Blocked lens of `where`) by blocking hold kind and who resolves it; a box with two kinds counts in both. */
export async function blockedGroups(where: Prisma.ContainerWhereInput): Promise<BlockedGroup[]> {
  const rows = await db.container.findMany({
    where: { AND: [where, lensWhere("blocked")] },
    select: { blockingHolds: true },
  });
  const counts = new Map<KnownHoldName, number>();
  for (const row of rows)
    for (const hold of row.blockingHolds) if (isKnownHoldName(hold)) counts.set(hold, (counts.get(hold) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || KNOWN_HOLD_NAMES.indexOf(a) - KNOWN_HOLD_NAMES.indexOf(b))
    .map(([hold, count]) => {
      const resolution = holdResolution(hold);
      return { hold, owner: resolution.owner, ownerLabel: resolution.ownerLabel, count };
    });
}
