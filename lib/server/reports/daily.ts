import "server-only";

import { z } from "zod";

import { DUE_BUCKETS } from "@/lib/domain/bucket";
import { terminalFeeSchema } from "@/lib/domain/container-facts";
import { summarizeFees } from "@/lib/domain/fees";
import { dailyCharge, tariffSchema, type Tariff } from "@/lib/domain/tariff";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { workspaceMode } from "@/lib/server/settings";
import { bucketIn, bucketIs } from "@/lib/server/sql/board-sql";
import type { DailyReport, DailyRow, PastLfdDailyRow, ReportFilters } from "@/lib/shared/report-api";

import { containerFilter, governingZone, TERMINAL_LABEL, zoneTable, zoneTodays, type ZoneToday } from "./scope";
import { tariffJoin } from "./tariff-join";

type Filters = Pick<ReportFilters, "terminal" | "line" | "customer">;

const iso = (date: Date): string => date.toISOString().slice(0, 10);
const feesSchema = z.array(terminalFeeSchema).nullable().catch(null);

/** The morning list: boxes whose LFD is today or tomorrow (the board's buckets), by terminal. */
export async function dailyLfdList(workspaceId: string, filters: Filters): Promise<DailyRow[]> {
  const rows = await db.$queryRaw<(Omit<DailyRow, "lfd"> & { lfd: Date | null })[]>`
    SELECT ${TERMINAL_LABEL} AS terminal, c.bucket, c.number, c.shipping_line_scac AS line, c.customer_name AS customer,
      c.governing_lfd_date AS lfd, c.hold_names AS holds, c.flag_ready AS ready, c.pickup_appointment_at AS appointment, c.pod_timezone AS timezone
    FROM containers c
    WHERE ${containerFilter(workspaceId, filters)} AND ${bucketIn(DUE_BUCKETS)}
    ORDER BY 1, c.bucket_rank, c.number`;
  return rows.map((row) => ({ ...row, lfd: row.lfd ? iso(row.lfd) : null }));
}

type PastSqlRow = Omit<PastLfdDailyRow, "lfd" | "daysPast" | "demurrage" | "estimatePerDay"> & {
  lfd: Date;
  days_past: number;
  fees: unknown;
  tariff_id: string | null;
};

/**
 * Boxes in the board's past_lfd bucket (governing LFD before today in its own zone, not out), latest first
 * per terminal, with the demurrage already posted and what another day would cost by the tariff.
 */
export async function dailyPastLfdList(
  workspaceId: string,
  filters: Filters,
  zt: ZoneToday,
): Promise<PastLfdDailyRow[]> {
  const [rows, tariffRows] = await Promise.all([
    db.$queryRaw<PastSqlRow[]>`
      WITH z AS (${zoneTable(zt)})
      SELECT ${TERMINAL_LABEL} AS terminal, c.number, c.shipping_line_scac AS line, c.customer_name AS customer,
        c.governing_lfd_date AS lfd, (z.today - c.governing_lfd_date)::int AS days_past, c.hold_names AS holds, c.flag_ready AS ready,
        c.fees, tm.id AS tariff_id
      FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
      ${tariffJoin(workspaceId)}
      WHERE ${containerFilter(workspaceId, filters)} AND ${bucketIs("past_lfd")} AND c.governing_lfd_date IS NOT NULL
      ORDER BY 1, 6 DESC, c.number`,
    db.tariff.findMany({ where: { workspaceId } }),
  ]);
  const tariffs = new Map<string, Tariff>();
  for (const row of tariffRows) {
    const parsed = tariffSchema.safeParse({ currency: row.currency, freeDays: row.freeDays, tiers: row.tiers });
    if (parsed.success) tariffs.set(row.id, parsed.data);
  }
  return rows.map(({ days_past, fees, tariff_id, lfd, ...row }) => {
    // The stored bucket was evaluated a moment ago; a box it calls past LFD is at least one day past.
    const daysPast = Math.max(1, days_past);
    const summary = summarizeFees(feesSchema.parse(fees));
    const tariff = tariff_id ? tariffs.get(tariff_id) : undefined;
    return {
      ...row,
      lfd: iso(lfd),
      daysPast,
      demurrage: summary.known ? (summary.byType.demurrage ?? {}) : null,
      estimatePerDay: tariff ? { currency: tariff.currency, amount: dailyCharge(tariff, daysPast + 1) } : null,
    };
  });
}

/** Everything the printed daily report shows, on the board's clock (the simulator's in simulated mode). */
export async function dailyReport(workspaceId: string, filters: Filters): Promise<DailyReport> {
  const at = await now(await workspaceMode(workspaceId));
  const zt = await zoneTodays(workspaceId, at);
  const [pastLfd, due] = await Promise.all([
    dailyPastLfdList(workspaceId, filters, zt),
    dailyLfdList(workspaceId, filters),
  ]);
  return { today: zt.reference, pastLfd, due };
}
