import { resolveTimeZone } from "../local-date";

/**
 * The zone a box's days are counted in: its port's. (product.md would count rail-ramp days at the ramp; a box's
 * days are kept in one zone so that they never overlap or leave a gap where it changes place.) An unknown zone
 * counts in UTC, as every local date does.
 */
export function dayZone(podTimezone: string | null): string {
  return resolveTimeZone(podTimezone).timeZone;
}
