import "server-only";

import { calendarDaysBetween } from "@/lib/domain/local-date";
import { exposureByDay, tariffSchema, type Tariff } from "@/lib/domain/tariff";
import { inForceOn, type TariffVersionInfo } from "@/lib/domain/tariff-version";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { NOT_PICKED_UP } from "@/lib/server/sql/board-sql";
import { DUE_DAYS, type ExposureReport, type ExposureRow, type ReportFilters } from "@/lib/shared/report-api";

import { boardFilter, governingZone, zoneTable, type ZoneToday } from "./scope";
import { tariffJoin } from "./tariff-join";

type Group = { tariff_id: string | null; today: Date; lfd: Date; n: number };
type Filters = Pick<ReportFilters, "terminal" | "line" | "customer">;

const iso = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);

// Estimated demurrage at risk per day for boxes not yet picked up, if none were picked up. The filtering,
// tariff matching and grouping run in SQL (one row per tariff × local today × LFD, a few hundred at most); the
// tier arithmetic is the pure, tested exposureByDay over those groups, weighted by count. A box counts from its
// governing LFD as the board has it (reported, else calculated by its free-time rule): one LFD rule, so a box
// without one is estimated nowhere, here or on the board (a tariff's free days from discharge would be a second).
function groupsOf(workspaceId: string, filters: Filters, zt: ZoneToday, ids: boolean) {
  return db.$queryRaw<(Group & { ids: string[] | null })[]>`
    WITH z AS (${zoneTable(zt)})
    SELECT tm.id AS tariff_id, z.today, c.governing_lfd_date AS lfd, count(*)::int AS n,
      ${ids ? Prisma.sql`array_agg(c.id)` : Prisma.sql`NULL::uuid[]`} AS ids
    FROM containers c JOIN z ON z.zone = ${governingZone(zt)}
    ${tariffJoin(workspaceId, Prisma.sql`z.today`)}
    WHERE ${boardFilter(workspaceId, filters)} AND ${NOT_PICKED_UP} AND c.governing_lfd_date IS NOT NULL
    GROUP BY 1, 2, 3`;
}

type Version = Tariff & Pick<TariffVersionInfo, "tariffId" | "effectiveFrom" | "effectiveTo">;
type Versions = { byId: Map<string, Version>; ofTariff: Map<string, Version[]> };

const dateText = (date: Date): string => date.toISOString().slice(0, 10);

/** Every demurrage tariff version, by its id and by its tariff. */
async function tariffsOf(workspaceId: string): Promise<Versions> {
  const byId = new Map<string, Version>();
  const ofTariff = new Map<string, Version[]>();
  for (const row of await db.tariff.findMany({ where: { workspaceId } })) {
    const parsed = tariffSchema.safeParse({ currency: row.currency, freeDays: row.freeDays, tiers: row.tiers });
    if (!parsed.success) continue;
    const version: Version = {
      ...parsed.data,
      tariffId: row.tariffId,
      effectiveFrom: dateText(row.effectiveFrom),
      effectiveTo: row.effectiveTo ? dateText(row.effectiveTo) : null,
    };
    byId.set(row.id, version);
    ofTariff.set(row.tariffId, [...(ofTariff.get(row.tariffId) ?? []), version]);
  }
  return { byId, ofTariff };
}

/**
 * What one group of boxes is charged each day from its own today, per box: the free days of the version in force
 * today, each day's rates from its tariff's version in force that day.
 */
function groupDays(group: Group, tariff: Version, versions: Versions, zt: ZoneToday) {
  const mine = versions.ofTariff.get(tariff.tariffId) ?? [tariff];
  return exposureByDay(
    [
      {
        lfdDate: iso(group.lfd),
        dischargeDate: null,
        tariff,
        tariffOn: (date) => mine.find((version) => inForceOn(version, date)) ?? null,
      },
    ],
    iso(group.today) ?? zt.reference,
    DUE_DAYS,
  );
}

export async function exposure(workspaceId: string, filters: ReportFilters, zt: ZoneToday): Promise<ExposureReport> {
  const [groups, versions] = await Promise.all([groupsOf(workspaceId, filters, zt, false), tariffsOf(workspaceId)]);
  const rows: ExposureRow[] = Array.from({ length: DUE_DAYS }, (_, offset) => ({
    offset,
    date: "",
    byCurrency: {},
    containers: 0,
  }));
  let estimated = 0;
  let withoutTariff = 0;
  for (const group of groups) {
    const tariff = group.tariff_id ? (versions.byId.get(group.tariff_id) ?? null) : null;
    if (!tariff) {
      withoutTariff += group.n;
      continue;
    }
    estimated += group.n;
    groupDays(group, tariff, versions, zt).forEach((day, offset) => {
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
  const [groups, versions] = await Promise.all([groupsOf(workspaceId, filters, zt, true), tariffsOf(workspaceId)]);
  return groups.flatMap((group) => {
    const tariff = group.tariff_id ? versions.byId.get(group.tariff_id) : undefined;
    if (!tariff) return [];
    const day = groupDays(group, tariff, versions, zt)[offset];
    return (day?.byCurrency[cell.currency] ?? 0) > 0 ? (group.ids ?? []) : [];
  });
}
