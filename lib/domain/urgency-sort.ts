import { BOARD_BUCKETS, BUCKETS, type Bucket } from "./bucket";

// The board's default sort, "urgency first". Keys, in order:
// 1. Bucket, in BOARD_BUCKETS order: past_lfd, lfd_today, lfd_tomorrow, stale, blocked, ready,
//    not_available, on_rail, arriving, needs_return, then done.
// 2. Days left, ascending: within past_lfd the most days past comes first (-5 before -1); elsewhere the
//    nearest LFD first; boxes without an LFD last.
// 3. Money posted, descending: the box already costing the most first. Amounts are added across
//    currencies, which is only a tie-breaker (a board rarely mixes USD and CAD on the same LFD day);
//    unknown fees count as 0.
// 4. Container number, ascending, so the order is stable and total.

export interface UrgencySortable {
  number: string;
  bucket: Bucket;
  lfd: { daysLeft: number | null };
  fees: { byCurrency: Record<string, number> };
}

const BUCKET_RANK: ReadonlyMap<Bucket, number> = new Map(
  [...BOARD_BUCKETS, ...BUCKETS.filter((bucket) => !BOARD_BUCKETS.includes(bucket))].map((bucket, index) => [
    bucket,
    index,
  ]),
);

function moneyPosted(row: UrgencySortable): number {
  return Object.values(row.fees.byCurrency).reduce((sum, amount) => sum + amount, 0);
}

export function bucketRank(bucket: Bucket): number {
  return BUCKET_RANK.get(bucket) ?? BUCKET_RANK.size;
}

export function compareByUrgency(a: UrgencySortable, b: UrgencySortable): number {
  const byBucket = bucketRank(a.bucket) - bucketRank(b.bucket);
  if (byBucket !== 0) return byBucket;
  const daysA = a.lfd.daysLeft ?? Number.POSITIVE_INFINITY;
  const daysB = b.lfd.daysLeft ?? Number.POSITIVE_INFINITY;
  if (daysA !== daysB) return daysA < daysB ? -1 : 1;
  const byMoney = moneyPosted(b) - moneyPosted(a);
  if (byMoney !== 0) return byMoney;
  return a.number < b.number ? -1 : a.number > b.number ? 1 : 0;
}

/** A sorted copy; the input is left as is. */
export function sortByUrgency<T extends UrgencySortable>(rows: readonly T[]): T[] {
  return [...rows].sort(compareByUrgency);
}
