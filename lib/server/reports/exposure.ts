import "server-only";

import { calendarDaysBetween } from "@/lib/domain/local-date";
import { exposureByDay, tariffSchema, type Tariff } from "@/lib/domain/tariff";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { NOT_PICKED_UP } from "@/lib/server/sql/board-sql";
import { DUE_DAYS, type ExposureReport, type ExposureRow, type ReportFilters } from "@/lib/shared/report-api";

import { boardFilter, governingZone, podZone, zoneTable, type ZoneToday } from "./scope";
import { tariffJoin } from "./tariff-join";

type Group = { tariff_id: string | null; today: Date; lfd: Date | null; discharge: Date | null; n: number };
type Filters = Pick<ReportFilters, "terminal" | "line" | "customer">;

const iso = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);

// Estimated demurrage at risk per day for boxes not yet picked up, if none were picked up. The filtering,
// tariff matching and grouping run in SQL (one row per tariff × local today × LFD × discharge date, a few
// hundred at most); the tier arithmetic is the pure, tested exposureByDay over those groups, weighted by count.
function groupsOf(workspaceId: string, filters: Filters, zt: ZoneToday, ids: boolean) {
  return db.$queryRaw<(Group & { ids: string[] | null })[]>`
    WITH z AS (${zoneTable(zt)})
    SELECT tm.id AS tariff_id, z.today, c.governing_lfd_date AS lfd,
      -- Discharge counts only without an LFD (free days from discharge), so boxes with one group by LFD alone.
      CASE WHEN c.governing_lfd_date IS NULL THEN (c.pod_discharged_at AT TIME ZONE ${podZone(zt)})::date END AS discharge, count(*)::int AS n,
      ${ids ? Prisma.sql`array_agg(c.id)` : Prisma.sql`NULL::uuid[]`} AS ids
    FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
    ${tariffJoin(workspaceId)}
    WHERE ${boardFilter(workspaceId, filters)} AND ${NOT_PICKED_UP}
      AND (c.governing_lfd_date IS NOT NULL OR c.pod_discharged_at IS NOT NULL)
    GROUP BY 1, 2, 3, 4`;
}

async function tariffsOf(workspaceId: string): Promise<Map<string, Tariff>> {
  const byId = new Map<string, Tariff>();
  for (const row of await db.tariff.findMany({ where: { workspaceId } })) {
    const parsed = tariffSchema.safeParse({ currency: row.currency, freeDays: row.freeDays, tiers: row.tiers });
    if (parsed.success) byId.set(row.id, parsed.data);
  }
  return byId;
}

/** What one group of boxes is charged each day from its own today, per box. */
function groupDays(group: Group, tariff: Tariff, zt: ZoneToday) {
  return exposureByDay(
    [{ lfdDate: iso(group.lfd), dischargeDate: iso(group.discharge), tariff }],
    iso(group.today) ?? zt.reference,
    DUE_DAYS,
  );
}

export async function exposure(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<ExposureReport> {
  const [groups, byId] = await Promise.all([groupsOf(workspaceId, filters, zt, false), tariffsOf(workspaceId)]);
  const rows: ExposureRow[] = Array.from({ length: DUE_DAYS }, (_, offset) => ({
    offset,
    date: "",
    byCurrency: {},
    containers: 0,
  }));
  let estimated = 0;
  let withoutTariff = 0;
  for (const group of groups) {
    const tariff = group.tariff_id ? (byId.get(group.tariff_id) ?? null) : null;
    if (!tariff) {
      withoutTariff += group.n;
      continue;
    }
    estimated += group.n;
    groupDays(group, tariff, zt).forEach((day, offset) => {
      const target = rows[offset];
      if (!target || day.containers === 0) return;
      target.containers += day.containers * group.n;
      for (const [currency, amount] of Object.entries(day.byCurrency)) {
        target.byCurrency[currency] = Math.round(((target.byCurrency[currency] ?? 0) + amount * group.n) * 100) / 100;
      }
    });
  }
  const dated = exposureByDay([], zt.reference, DUE_DAYS);
  rows.forEach((row, offset) => {
    row.date = dated[offset]?.date ?? "";
  });
  const currencies = [...new Set(rows.flatMap((row) => Object.keys(row.byCurrency)))].sort();
  return { rows, currencies, estimated, withoutTariff };
}

/** The boxes the estimate charges on the chart's day `date` (counted from each box's own today) in `currency`. */
export async function exposureIds(
  workspaceId: string,
  filters: Filters,
  zt: ZoneToday,
  cell: { date: string; currency: string },
): Promise<string[]> {
  const offset = calendarDaysBetween(zt.reference, cell.date);
  if (offset < 0 || offset >= DUE_DAYS) return [];
  const [groups, byId] = await Promise.all([groupsOf(workspaceId, filters, zt, true), tariffsOf(workspaceId)]);
  return groups.flatMap((group) => {
    const tariff = group.tariff_id ? byId.get(group.tariff_id) : undefined;
    if (!tariff || tariff.currency !== cell.currency) return [];
    return (groupDays(group, tariff, zt)[offset]?.containers ?? 0) > 0 ? (group.ids ?? []) : [];
  });
}
