import type { ContainerFacts } from "./container-facts";
import { hasRailLeg } from "./container-phase";
import { firstKnownZone } from "./lfd";
import { addCalendarDays, calendarDaysBetween, localDateOf, type LocalDate } from "./local-date";
import type { PerDiemDayKind, PerDiemTariff } from "./per-diem";

// Return by (product.md v2): a box that is out runs the line's equipment clock. Return-by = the full-out local
// date + the line's free days (calendar or working days, per-diem.ts), counted in the zone of the place it left:
// the port (pod_timezone) for a truck pickup at the port, the inland ramp (final_destination_timezone, else the
// port's) for a rail move picked up inland. The full-out day itself is day 0, as the LFD is the last free day.

export interface ReturnBy {
  date: LocalDate | null;
  /** `date` minus today, both in `timezone`; negative = per diem is running. */
  daysLeft: number | null;
  timezone: string | null;
  freeDays: number | null;
  dayKind: PerDiemDayKind | null;
  fullOutDate: LocalDate | null;
}

type FullOutFacts = Pick<
  ContainerFacts,
  | "current_status"
  | "empty_terminated_at"
  | "pod_discharged_at"
  | "pod_full_out_at"
  | "final_destination_full_out_at"
  | "pod_rail_loaded_at"
  | "pod_rail_departed_at"
  | "ind_ata_at"
  | "ind_rail_unloaded_at"
  | "pod_timezone"
  | "final_destination_timezone"
>;

/**
 * When and where the box left with a trucker. On a rail move pod_full_out_at records the box leaving the port
 * by train (container-phase.ts isOut), so only final_destination_full_out_at is a pickup there. Null when only
 * the status says the box is out.
 */
export function fullOutOf(facts: FullOutFacts): { at: string; zones: (string | null)[] } | null {
  if (facts.final_destination_full_out_at !== null) {
    return { at: facts.final_destination_full_out_at, zones: [facts.final_destination_timezone, facts.pod_timezone] };
  }
  if (facts.pod_full_out_at !== null && !hasRailLeg(facts))
    return { at: facts.pod_full_out_at, zones: [facts.pod_timezone] };
  return null;
}

function isWeekend(date: LocalDate): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** `days` working days (Monday to Friday) after `date`; 0 → `date` itself. */
export function addWorkingDays(date: LocalDate, days: number): LocalDate {
  let current = date;
  let left = days;
  while (left > 0) {
    current = addCalendarDays(current, 1);
    if (!isWeekend(current)) left -= 1;
  }
  return current;
}

export function returnByOf(facts: FullOutFacts, tariff: PerDiemTariff | null, now: Date): ReturnBy {
  const fullOut = fullOutOf(facts);
  const zone = fullOut
    ? firstKnownZone(fullOut.zones)
    : firstKnownZone([facts.final_destination_timezone, facts.pod_timezone]);
  const local = fullOut ? localDateOf(fullOut.at, zone) : null;
  const fullOutDate = local?.date ?? null;
  const timezone = local?.timeZone ?? zone;
  const none: ReturnBy = {
    date: null,
    daysLeft: null,
    timezone,
    freeDays: tariff?.freeDays ?? null,
    dayKind: tariff?.dayKind ?? null,
    fullOutDate,
  };
  if (!tariff || fullOutDate === null) return none;
  const date =
    tariff.dayKind === "working"
      ? addWorkingDays(fullOutDate, tariff.freeDays)
      : addCalendarDays(fullOutDate, tariff.freeDays);
  const today = localDateOf(now, timezone);
  return { ...none, date, daysLeft: today ? calendarDaysBetween(today.date, date) : null };
}
