import "server-only";

import {
  AT_TERMINAL_BUCKETS,
  BUCKETS,
  DUE_BUCKET_DAYS,
  OFF_BOARD_BUCKETS,
  PICKED_UP_BUCKETS,
  type Bucket,
} from "@/lib/domain/bucket";
import { LENS_KEYS, type LensKey } from "@/lib/domain/lens-keys";
import { Prisma } from "@/lib/generated/prisma/client";

import { integerLiteral, textLiteral } from "./sql-literal";

// The board's rules over the stored evaluated columns, as SQL over `containers c` and as Prisma where, built from
// lib/domain's names (bucket.ts, lens-keys.ts): no query writes a bucket or lens name in a string. Which boxes
// are in a bucket or lens is the domain's to say (the evaluation stores it); this module only selects them, and
// board-sql.int.test.ts runs every fragment here against the domain's rules over the same rows.

function bucketLiteral(bucket: Bucket): Prisma.Sql {
  if (!BUCKETS.includes(bucket)) throw new Error(`"${bucket}" is not a bucket.`);
  return textLiteral(bucket);
}

function lensLiteral(lens: LensKey): Prisma.Sql {
  if (!LENS_KEYS.includes(lens)) throw new Error(`"${lens}" is not a lens.`);
  return textLiteral(lens);
}

/** `c.bucket` is one of `buckets`. */
export function bucketIn(buckets: readonly Bucket[]): Prisma.Sql {
  const [only] = buckets;
  if (!only) return Prisma.sql`false`;
  if (buckets.length === 1) return Prisma.sql`c.bucket = ${bucketLiteral(only)}`;
  return Prisma.sql`c.bucket IN (${Prisma.join(buckets.map(bucketLiteral))})`;
}

export const bucketIs = (bucket: Bucket): Prisma.Sql => bucketIn([bucket]);

/** `c.bucket` is none of `buckets`. */
export function bucketNotIn(buckets: readonly Bucket[]): Prisma.Sql {
  const [only] = buckets;
  if (!only) return Prisma.sql`true`;
  if (buckets.length === 1) return Prisma.sql`c.bucket <> ${bucketLiteral(only)}`;
  return Prisma.sql`c.bucket NOT IN (${Prisma.join(buckets.map(bucketLiteral))})`;
}

/** The box answers the card `lens` (the GIN index on lenses serves it). */
export function inLens(lens: LensKey): Prisma.Sql {
  return Prisma.sql`c.lenses @> ARRAY[${lensLiteral(lens)}]::text[]`;
}

/** Not returned: a returned box is history and reports only. */
export const NOT_RETURNED = bucketNotIn(OFF_BOARD_BUCKETS);
/** Still listed by the service (lib/server/sync/gone-upstream.ts); a box it dropped leaves the board. */
export const LISTED = Prisma.sql`c.gone_upstream_at IS NULL`;
/** On the board: not returned and still listed. */
export const ON_THE_BOARD = Prisma.sql`${NOT_RETURNED} AND ${LISTED}`;
/** No trucker has had the box yet: a pickup LFD or appointment is still to meet. */
export const NOT_PICKED_UP = bucketNotIn(PICKED_UP_BUCKETS);

/**
 * The day (0 = today) a box's LFD falls on, for boxes not past it: the LFD buckets of a day to come give their
 * own day (so "due today" is the board's LFD-today count, even when the stored evaluation is a minute older
 * than `daysLeft`); beyond them, `daysLeft` itself; null for a box in no LFD bucket whose `daysLeft` is not beyond.
 */
export function dueDay(daysLeft: Prisma.Sql): Prisma.Sql {
  const known = DUE_BUCKET_DAYS.map(
    ({ bucket, daysLeft: day }) => Prisma.sql`WHEN c.bucket = ${bucketLiteral(bucket)} THEN ${integerLiteral(day)}`,
  );
  const beyond = Math.max(...DUE_BUCKET_DAYS.map((due) => due.daysLeft)) + 1;
  return Prisma.sql`CASE ${Prisma.join(known, " ")} WHEN ${daysLeft} >= ${integerLiteral(beyond)} THEN ${daysLeft} END`;
}

// The same rules for queries written with the Prisma client.

const bucketWhere = (buckets: readonly Bucket[], negate: boolean): Prisma.ContainerWhereInput => {
  const [only] = buckets;
  if (buckets.length === 1 && only) return { bucket: negate ? { not: only } : only };
  return { bucket: negate ? { notIn: [...buckets] } : { in: [...buckets] } };
};

export const bucketsWhere = (buckets: readonly Bucket[]): Prisma.ContainerWhereInput => bucketWhere(buckets, false);
export const NOT_RETURNED_WHERE: Prisma.ContainerWhereInput = bucketWhere(OFF_BOARD_BUCKETS, true);
export const LISTED_WHERE: Prisma.ContainerWhereInput = { goneUpstreamAt: null };
/** Boxes in any bucket a box at a terminal can have (bucket.ts AT_TERMINAL_BUCKETS): the priority refresh's. */
export const AT_TERMINAL_WHERE: Prisma.ContainerWhereInput = bucketsWhere(AT_TERMINAL_BUCKETS);

/** The box answers the card `lens`. */
export function lensWhere(lens: LensKey): Prisma.ContainerWhereInput {
  return { lenses: { has: lens } };
}

/** The box answers any of the cards `lenses`. */
export function lensesWhere(lenses: readonly LensKey[]): Prisma.ContainerWhereInput {
  return { lenses: { hasSome: [...lenses] } };
}
