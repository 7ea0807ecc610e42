import "server-only";

import { z } from "zod";

import { DUE_BUCKETS } from "@/lib/domain/bucket";
import { terminalFeeSchema } from "@/lib/domain/container-facts";
import { summarizeFees } from "@/lib/domain/fees";
import { moneyAtRiskOf } from "@/lib/domain/money-at-risk";
import { incurredOfRuns } from "@/lib/server/money/incurred-of";
import { tariffsFor } from "@/lib/domain/tariff-match";
import { workspaceTariffBook } from "@/lib/server/cache/evaluation-inputs";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { workspaceMode } from "@/lib/server/settings";
import { bucketIn, bucketIs } from "@/lib/server/sql/board-sql";
import type { DailyReport, DailyRow, PastLfdDailyRow, ReportFilters } from "@/lib/shared/report-api";

import { boardFilter, governingZone, TERMINAL_LABEL, zoneTable, zoneTodays, type ZoneToday } from "./scope";

type Filters = Pick<ReportFilters, "terminal" | "line" | "customer">;

const iso = (date: Date): string => date.toISOString().slice(0, 10);
const feesSchema = z.array(terminalFeeSchema).nullable().catch(null);

/** The morning list: boxes whose LFD is today or tomorrow (the board's buckets), by terminal. */
export async function dailyLfdList(workspaceId: string, filters: Filters): Promise<DailyRow[]> {
  const rows = await db.$queryRaw<(Omit<DailyRow, "lfd"> & { lfd: Date | null })[]>`
    SELECT ${TERMINAL_LABEL} AS terminal, c.bucket, c.number, c.shipping_line_scac AS line, c.customer_name AS customer,
      c.governing_lfd_date AS lfd, c.hold_names AS holds, c.flag_ready AS ready, c.pickup_appointment_at AS appointment, c.pod_timezone AS timezone
    FROM containers c
    WHERE ${boardFilter(workspaceId, filters)} AND ${bucketIn(DUE_BUCKETS)}
    ORDER BY 1, c.bucket_rank, c.number`;
  return rows.map((row) => ({ ...row, lfd: row.lfd ? iso(row.lfd) : null }));
}

type PastSqlRow = Omit<
  PastLfdDailyRow,
  "lfd" | "daysPast" | "demurrage" | "estimatePerDay" | "incurred" | "incurredUnpricedDays"
> & {
  lfd: Date;
  days_past: number;
  fees: unknown;
  firms: string | null;
  terminal_id: string | null;
  length: number | null;
  charged: unknown;
};

/**
 * Boxes in the board's past_lfd bucket (governing LFD before today in its own zone, not out, still listed),
 * latest first per terminal, with the demurrage already posted and what another day would cost: the board's
 * Past LFD card's rule (tariff match and money at risk from lib/domain), so the sheet and the card agree. An
 * estimate is in its tariff's currency, named with the tariff version and the chargeable day it is for.
 */
export async function dailyPastLfdList(
  workspaceId: string,
  filters: Filters,
  zt: ZoneToday,
): Promise<PastLfdDailyRow[]> {
  const [rows, tariffs] = await Promise.all([
    db.$queryRaw<PastSqlRow[]>`
      WITH z AS (${zoneTable(zt)})
      SELECT ${TERMINAL_LABEL} AS terminal, c.number, c.shipping_line_scac AS line, c.customer_name AS customer,
        c.governing_lfd_date AS lfd, (z.today - c.governing_lfd_date)::int AS days_past, c.hold_names AS holds, c.flag_ready AS ready,
        c.fees, c.terminal_firms_code AS firms, c.pod_terminal_upstream_id AS terminal_id, c.equipment_length AS length,
        s.charged
      FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
      LEFT JOIN container_day_state s ON s.container_id = c.id
      WHERE ${boardFilter(workspaceId, filters)} AND ${bucketIs("past_lfd")} AND c.governing_lfd_date IS NOT NULL
      ORDER BY 1, 6 DESC, c.number`,
    workspaceTariffBook(workspaceId),
  ]);
  return rows.map(({ days_past, fees, firms, terminal_id, length, lfd, charged, ...row }) => {
    // The stored bucket was evaluated a moment ago; a box it calls past LFD is at least one day past.
    const daysPast = Math.max(1, days_past);
    const summary = summarizeFees(feesSchema.parse(fees));
    const subject = { terminalKeys: [firms, terminal_id], lineScac: row.line, equipmentLength: length };
    const money = moneyAtRiskOf({
      phase: "at_terminal",
      lfd: { date: iso(lfd), daysLeft: -daysPast },
      returnBy: { date: null, daysLeft: null },
      tariffs: tariffsFor(tariffs, subject),
    });
    // The card's incurred rule over the same chargeable days (lib/server/containers/past-lfd-card.ts).
    const incurred = incurredOfRuns(charged, tariffs, subject);
    // The part names the tariff version in force on the day it is for, and that day's number.
    const estimate = money?.parts.find((part) => part.kind === "demurrage");
    return {
      ...row,
      lfd: iso(lfd),
      daysPast,
      demurrage: summary.known ? (summary.byType.demurrage ?? {}) : null,
      estimatePerDay: estimate
        ? {
            currency: estimate.currency,
            amount: estimate.amount,
            day: estimate.day,
            date: estimate.date,
            tariff: estimate.tariff,
          }
        : null,
      incurred: incurred.figures.filter((figure) => figure.kind !== "per_diem"),
      incurredUnpricedDays: incurred.unpriced.find((gap) => gap.clock === "terminal")?.days ?? 0,
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
