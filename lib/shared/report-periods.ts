import { addCalendarDays } from "@/lib/domain/local-date";

import type { ReportFilters } from "./report-api";

// Pure. The periods of the fees chart: days, or weeks (from Monday) over long ranges so a year stays readable.
// The server groups by them (lib/server/reports/fees-report.ts) and a bar's link covers the days of its period
// that fall in the range.

export function feeGrain(filters: Pick<ReportFilters, "from" | "to">): "day" | "week" {
  return Date.parse(filters.to) - Date.parse(filters.from) > 62 * 86_400_000 ? "week" : "day";
}

/** The days of the range a period starting on `period` covers: one day, or its week cut to the range. */
export function periodDays(
  period: string,
  grain: "day" | "week",
  range: Pick<ReportFilters, "from" | "to">,
): { from: string; to: string } {
  if (grain === "day") return { from: period, to: period };
  const end = addCalendarDays(period, 6);
  return { from: period < range.from ? range.from : period, to: end > range.to ? range.to : end };
}
