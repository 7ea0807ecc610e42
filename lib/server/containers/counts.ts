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
import type { BlockedGroup, LensCounts } from "@/lib/shared/container-api";

// The board's counts, as SQL aggregates over the stored evaluated columns: per bucket (the one urgency per box),
// per lens (the overlapping cards, from one GROUP BY over the lens bitmask), and the blocked boxes by hold type.
// The GROUP BY (bucket, lens mask, blocking holds) answers all three, and an index of exactly those columns over
// the boxes on the board (containers_on_board_idx) answers it without reading the table: at 300,000 boxes, most
// of them history, 27 ms instead of 0.4 s.

export type BoardCounts = {
  bucketCounts: Partial<Record<Bucket, number>>;
  lensCounts: LensCounts;
  boardTotal: number;
  total: number;
  /** Blocked boxes (the lens-free filters) by blocking hold kind and who resolves it; largest first. */
  blockedGroups: BlockedGroup[];
};

type Group = { bucket: string; lensMask: number; blockingHolds: string[]; n: number };

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
  return { bucketCounts, lensCounts, boardTotal, total, blockedGroups: blockedGroupsOf(byLens) };
}

/** A box with two kinds counts in both. */
function blockedGroupsOf(groups: readonly Group[]): BlockedGroup[] {
  const counts = new Map<KnownHoldName, number>();
  for (const group of groups) {
    if (!lensesOfMask(group.lensMask).includes("blocked")) continue;
    for (const hold of group.blockingHolds)
      if (isKnownHoldName(hold)) counts.set(hold, (counts.get(hold) ?? 0) + group.n);
  }
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => y - x || KNOWN_HOLD_NAMES.indexOf(a) - KNOWN_HOLD_NAMES.indexOf(b))
    .map(([hold, count]) => {
      const resolution = holdResolution(hold);
      return { hold, owner: resolution.owner, ownerLabel: resolution.ownerLabel, count };
    });
}

/**
 * `byBucketWhere`: every filter but the bucket; `byLensWhere`: every filter but the lens (the blocked groups too).
 * With neither filter given both are the page's own filters, so one GROUP BY answers everything.
 */
export async function boardCounts(
  byBucketWhere: Prisma.ContainerWhereInput,
  byLensWhere: Prisma.ContainerWhereInput,
  filters: { bucket?: readonly string[] | undefined; lens?: readonly LensKey[] | undefined },
): Promise<BoardCounts> {
  const groupBy = async (where: Prisma.ContainerWhereInput): Promise<Group[]> =>
    (await db.container.groupBy({ by: ["bucket", "lensMask", "blockingHolds"], where, _count: { _all: true } })).map(
      (g) => ({ bucket: g.bucket, lensMask: g.lensMask, blockingHolds: g.blockingHolds, n: g._count._all }),
    );
  if (!filters.bucket?.length && !filters.lens?.length) {
    const groups = await groupBy(byLensWhere);
    return tally(groups, groups, undefined);
  }
  const [byBucket, byLens] = await Promise.all([groupBy(byBucketWhere), groupBy(byLensWhere)]);
  return tally(byBucket, byLens, filters.lens);
}
