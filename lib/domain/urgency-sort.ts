import { BUCKETS, type Bucket } from "./bucket";
import type { LocalDate } from "./local-date";

// The board's default sort, "urgency first", and the single source of it: GET /api/containers builds its SQL
// ORDER BY and keyset cursor from URGENCY_SORT_KEYS over the stored evaluated columns of the same names
// (lib/server/cache/normalize.ts writes them from urgencySortValues), and a parity test compares the two.
// Keys, in order:
// 1. bucketRank: the urgency (bucket), in SORT_BUCKETS order: what can still be saved first (due today, due
//    tomorrow, ready to pull), then the past-LFD boxes as a group of their own, then what waits on someone else
//    (blocked, not released), the per-diem clocks, the boxes whose urgency is unknown, and what is still coming.
//    A dispatcher opening the board sees today's savable boxes first, not a month of boxes already past.
// 2. urgencyDate, earliest first, none last: the governing LFD's local date (ready boxes by days left); for a box
//    out (needs_return) its return-by date; for a box arriving its ETA at the port. None for a past-LFD box: the
//    group is ordered by what it costs each day (key 3), not by how long ago its LFD was. Dates in different
//    zones compare as dates: across zones the urgency (key 1) already splits today from tomorrow.
// 3. money at risk, most first, none last: the estimated cost of one more day. Amounts of different currencies
//    are never compared (money-sort.ts): the workspace's currency first (moneyAtRiskRank), then each other
//    currency apart (moneyAtRiskCurrency), and the amount (moneyAtRisk) only within one currency.
// 4. fees posted, most first, the same way (feesPostedRank, feesPostedCurrency, feesPosted): the box already
//    costing the most; unknown fees count as none.
// 5. number, so the order is stable and total (the API adds the row id after it).

export interface UrgencySortValues {
  bucketRank: number;
  urgencyDate: LocalDate | null;
  /** 0: in the workspace currency, 1: in another; null with no money at risk. */
  moneyAtRiskRank: number | null;
  moneyAtRiskCurrency: string | null;
  moneyAtRisk: number | null;
  /** 0: fees in the workspace currency, 1: only in others, 2: none. */
  feesPostedRank: number;
  /** "" with no fees. */
  feesPostedCurrency: string;
  /** The posted sum in feesPostedCurrency (0 with none). */
  feesPosted: number;
  number: string;
}

export type UrgencySortKey = { field: keyof UrgencySortValues; dir: "asc" | "desc"; nullable: boolean };

export const URGENCY_SORT_KEYS: readonly UrgencySortKey[] = [
  { field: "bucketRank", dir: "asc", nullable: false },
  { field: "urgencyDate", dir: "asc", nullable: true },
  { field: "moneyAtRiskRank", dir: "asc", nullable: true },
  { field: "moneyAtRiskCurrency", dir: "asc", nullable: true },
  { field: "moneyAtRisk", dir: "desc", nullable: true },
  { field: "feesPostedRank", dir: "asc", nullable: false },
  { field: "feesPostedCurrency", dir: "asc", nullable: false },
  { field: "feesPosted", dir: "desc", nullable: false },
  { field: "number", dir: "asc", nullable: false },
];

/** The money sort's keys (money-sort.ts): ranks and currencies always ascending, the amount in `dir`. */
export function moneySortKeys(prefix: "moneyAtRisk" | "feesPosted", dir: "asc" | "desc"): UrgencySortKey[] {
  const nullable = prefix === "moneyAtRisk";
  return [
    { field: `${prefix}Rank`, dir: "asc", nullable },
    { field: `${prefix}Currency`, dir: "asc", nullable },
    { field: prefix, dir, nullable },
  ];
}

/** The urgencies in the board's default order (key 1). */
export const SORT_BUCKETS: readonly Bucket[] = [
  "lfd_today",
  "lfd_tomorrow",
  "ready",
  "past_lfd",
  "blocked",
  "not_available",
  "needs_return",
  "stale",
  "on_rail",
  "arriving",
  "done",
];

const BUCKET_RANK: ReadonlyMap<Bucket, number> = new Map(
  [...SORT_BUCKETS, ...BUCKETS.filter((bucket) => !SORT_BUCKETS.includes(bucket))].map((bucket, index) => [
    bucket,
    index,
  ]),
);

export function bucketRank(bucket: Bucket): number {
  return BUCKET_RANK.get(bucket) ?? BUCKET_RANK.size;
}

function compareValues(a: string | number, b: string | number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Nulls last in either direction, as the SQL's NULLS LAST. Strings compare by code unit (COLLATE "C"). */
export function compareByUrgency(a: UrgencySortValues, b: UrgencySortValues): number {
  for (const key of URGENCY_SORT_KEYS) {
    const x = a[key.field];
    const y = b[key.field];
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    const order = compareValues(x, y);
    if (order !== 0) return key.dir === "asc" ? order : -order;
  }
  return 0;
}
