import "server-only";

import { db } from "@/lib/server/db";
import type { ReportFilters } from "@/lib/validations/reports";

import { containerFilter, TERMINAL_LABEL } from "./scope";

export type DailyRow = {
  terminal: string; bucket: "lfd_today" | "lfd_tomorrow"; number: string; line: string | null; customer: string | null;
  lfd: string | null; holds: string[]; ready: boolean; appointment: Date | null; timezone: string | null;
};

/** The morning list: boxes whose LFD is today or tomorrow (the board's buckets), by terminal. */
export async function dailyLfdList(workspaceId: string, filters: Pick<ReportFilters, "terminal" | "line" | "customer">): Promise<DailyRow[]> {
  const rows = await db.$queryRaw<(Omit<DailyRow, "lfd"> & { lfd: Date | null })[]>`
    SELECT ${TERMINAL_LABEL} AS terminal, c.bucket, c.number, c.shipping_line_scac AS line, c.customer_name AS customer,
      c.governing_lfd_date AS lfd, c.hold_names AS holds, c.flag_ready AS ready, c.pickup_appointment_at AS appointment, c.pod_timezone AS timezone
    FROM containers c
    WHERE ${containerFilter(workspaceId, filters)} AND c.bucket IN ('lfd_today', 'lfd_tomorrow')
    ORDER BY 1, c.bucket_rank, c.number`;
  return rows.map((row) => ({ ...row, lfd: row.lfd ? row.lfd.toISOString().slice(0, 10) : null }));
}
