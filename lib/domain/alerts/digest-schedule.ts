import type { LocalDate } from "../local-date";

import { instantAt, localTimeOf } from "./zoned-time";

// The daily digest goes out at a local hour in the person's zone. It is keyed by the local date it covers, so
// a DST day (a 23- or 25-hour day, an hour that happens twice) still gets exactly one. A digest that could not
// go out on time (the workers were down) is still sent within the catch-up window, never a stale one later.

export const DIGEST_CATCH_UP_HOURS = 6;

/** The local date whose digest is due at `now`, or null when none is (before the hour, or too late). */
export function dueDigestDate(now: Date, timeZone: string | null, hour: number): LocalDate | null {
  const local = localTimeOf(now, timeZone);
  const dueAt = instantAt(local.date, hour * 60, timeZone);
  if (now.getTime() < dueAt.getTime()) return null;
  if (now.getTime() - dueAt.getTime() > DIGEST_CATCH_UP_HOURS * 3_600_000) return null;
  return local.date;
}
