import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import type { Prisma } from "@/lib/generated/prisma/client";
import { whereOf } from "@/lib/server/containers/where";
import { db } from "@/lib/server/db";
import { containersQuerySchema } from "@/lib/validations/containers-query";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { resolveFilters } from "@/lib/validations/reports";

import { dwell } from "./dwell";
import { exposure } from "./exposure";
import { feesOverTime } from "./fees-report";
import { freshness } from "./freshness-report";
import { activeHolds, holdReleases } from "./holds-report";
import { lfdDue, pastLfd } from "./lfd-due";
import { containerFilter, zoneTodays } from "./scope";

// The report aggregations on fixture rows. 15:30 UTC on Mar 5 is already 00:30 on Mar 6 in Tokyo and still
// 07:30 on Mar 5 in Los Angeles: "today" must come from each box's own zone.
const AT = new Date("2026-03-05T15:30:00Z");
const d = (date: string) => new Date(`${date}T00:00:00Z`);

async function box(workspaceId: string, data: Partial<Prisma.ContainerUncheckedCreateInput> = {}) {
  const id = randomUUID().slice(0, 8);
  return db.container.create({
    data: {
      workspaceId,
      upstreamId: `c-${id}`,
      number: `TEST${id}`,
      bucket: "ready",
      bucketRank: 5,
      evaluatedAt: AT,
      raw: {},
      observedAt: AT,
      podTimezone: "America/Los_Angeles",
      terminalName: "Pier 400",
      terminalFirmsCode: "W185",
      shippingLineScac: "MAEU",
      ...data,
      // As the evaluation stores it: a port LFD is counted in the port's zone.
      governingLfdZone: data.governingLfdZone ?? data.podTimezone ?? "America/Los_Angeles",
    },
  });
}

const filtersAll = (overrides: Partial<ReturnType<typeof resolveFilters>> = {}) => ({
  ...resolveFilters({}, "2026-03-05"),
  from: "2026-02-01",
  to: "2026-03-31",
  ...overrides,
});

describe("reports", () => {
  it("counts LFDs per terminal-local day, uses the stored buckets for today and tomorrow, and stays in its workspace", async () => {
    const { workspace } = await createTestWorkspace(["manager"]);
    const { workspace: other } = await createTestWorkspace(["manager"]);
    await box(workspace.id, { bucket: "lfd_today", governingLfdDate: d("2026-03-05") });
    await box(workspace.id, {
      bucket: "lfd_today",
      governingLfdDate: d("2026-03-06"),
      podTimezone: "Asia/Tokyo",
      terminalName: "Tokyo",
      terminalFirmsCode: "T001",
    });
    await box(workspace.id, { bucket: "lfd_tomorrow", governingLfdDate: d("2026-03-06") });
    // Two days out in Tokyo (Mar 8 - Mar 6) although three by the UTC calendar.
    await box(workspace.id, {
      bucket: "ready",
      governingLfdDate: d("2026-03-08"),
      podTimezone: "Asia/Tokyo",
      terminalName: "Tokyo",
      terminalFirmsCode: "T001",
    });
    // Unknown zone: counted in UTC, like the domain rules.
    await box(workspace.id, { bucket: "blocked", governingLfdDate: d("2026-03-07"), podTimezone: "Mars/Base" });
    await box(workspace.id, { bucket: "needs_return", governingLfdDate: d("2026-03-07") });
    await box(workspace.id, {
      bucket: "past_lfd",
      governingLfdDate: d("2026-03-04"),
      podTimezone: "Asia/Tokyo",
      terminalName: "Tokyo",
      terminalFirmsCode: "T001",
    });
    await box(other.id, { bucket: "lfd_today", governingLfdDate: d("2026-03-05") });

    const zt = await zoneTodays(workspace.id, AT);
    expect(zt.reference).toBe("2026-03-05");
    const rows = await lfdDue(workspace.id, filtersAll(), zt);
    expect(rows).toEqual([
      { offset: 0, date: "2026-03-05", terminal: "Pier 400", containers: 1 },
      { offset: 0, date: "2026-03-05", terminal: "Tokyo", containers: 1 },
      { offset: 1, date: "2026-03-06", terminal: "Pier 400", containers: 1 },
      { offset: 2, date: "2026-03-07", terminal: "Pier 400", containers: 1 },
      { offset: 2, date: "2026-03-07", terminal: "Tokyo", containers: 1 },
    ]);
    const lfdToday = await db.container.count({ where: { workspaceId: workspace.id, bucket: "lfd_today" } });
    expect(rows.filter((row) => row.offset === 0).reduce((sum, row) => sum + row.containers, 0)).toBe(lfdToday);
    expect(await pastLfd(workspace.id, filtersAll(), zt)).toEqual([
      { band: "2 days", terminal: "Tokyo", containers: 1 },
    ]);
    expect(await lfdDue(workspace.id, filtersAll({ terminal: ["W185"] }), zt)).toHaveLength(3);
  });

  it("sums posted fees per type and currency over time without adding the terminal's total", async () => {
    const { workspace } = await createTestWorkspace(["manager"]);
    const current = [
      { type: "demurrage", amount: 175, currency_code: "USD" },
      { type: "exam", amount: "50", currency_code: "USD" },
      { type: "total", amount: 225, currency_code: "USD" },
      { type: "demurrage", amount: 80, currency_code: "EUR" },
      { type: "storage", amount: 0, currency_code: "EUR" },
    ];
    const c = await box(workspace.id, { fees: current, firstObservedAt: new Date("2026-03-01T10:00:00Z") });
    await db.containerChange.create({
      data: {
        workspaceId: workspace.id,
        containerUpstreamId: c.upstreamId,
        field: "fees",
        source: "sync",
        observedAt: new Date("2026-03-03T10:00:00Z"),
        oldValue: [
          { type: "demurrage", amount: 100, currency_code: "USD" },
          { type: "total", amount: 100, currency_code: "USD" },
          { type: "demurrage", amount: 80, currency_code: "EUR" },
        ],
        newValue: current,
      },
    });
    await box(workspace.id, {
      fees: [{ type: "extended_dwell_time", amount: 40 }],
      firstObservedAt: new Date("2026-03-02T10:00:00Z"),
    });
    const zt = await zoneTodays(workspace.id, AT);
    const { grain, rows } = await feesOverTime(workspace.id, filtersAll({ from: "2026-02-20", to: "2026-03-10" }), zt);
    expect(grain).toBe("day");
    expect(rows).toEqual([
      { period: "2026-03-01", type: "demurrage", currency: "EUR", amount: 80 },
      { period: "2026-03-01", type: "demurrage", currency: "USD", amount: 100 },
      { period: "2026-03-02", type: "extended_dwell_time", currency: "UNKNOWN", amount: 40 },
      { period: "2026-03-03", type: "demurrage", currency: "USD", amount: 75 },
      { period: "2026-03-03", type: "exam", currency: "USD", amount: 50 },
    ]);
    const usd = rows.filter((row) => row.currency === "USD").reduce((sum, row) => sum + row.amount, 0);
    expect(usd).toBe(225);
    const outside = await feesOverTime(workspace.id, filtersAll({ from: "2026-03-02", to: "2026-03-02" }), zt);
    expect(outside.rows).toEqual([
      { period: "2026-03-02", type: "extended_dwell_time", currency: "UNKNOWN", amount: 40 },
    ]);
  });

  it("estimates exposure from the matching tariff, terminal before line, and follows a tariff change", async () => {
    const { workspace } = await createTestWorkspace(["manager"]);
    await box(workspace.id, { bucket: "past_lfd", governingLfdDate: d("2026-03-04") });
    await box(workspace.id, {
      bucket: "ready",
      governingLfdDate: d("2026-03-06"),
      terminalFirmsCode: "Y309",
      terminalName: "FMS",
      shippingLineScac: "MSCU",
    });
    await box(workspace.id, {
      bucket: "not_available",
      podDischargedAt: new Date("2026-03-02T20:00:00Z"),
      terminalFirmsCode: "Y309",
      terminalName: "FMS",
      shippingLineScac: "MSCU",
    });
    await box(workspace.id, {
      bucket: "ready",
      governingLfdDate: d("2026-03-04"),
      terminalFirmsCode: "E416",
      shippingLineScac: "CMDU",
    });
    const terminal = await db.tariff.create({
      data: {
        workspaceId: workspace.id,
        scope: "terminal",
        scopeKey: "W185",
        name: "Pier 400",
        currency: "USD",
        freeDays: 4,
        tiers: [
          { fromDay: 1, toDay: 3, amountPerDay: 100 },
          { fromDay: 4, toDay: null, amountPerDay: 200 },
        ],
      },
    });
    await db.tariff.create({
      data: {
        workspaceId: workspace.id,
        scope: "line",
        scopeKey: "MAEU",
        name: "Maersk",
        currency: "USD",
        freeDays: 4,
        tiers: [{ fromDay: 1, toDay: null, amountPerDay: 999 }],
      },
    });
    await db.tariff.create({
      data: {
        workspaceId: workspace.id,
        scope: "line",
        scopeKey: "MSCU",
        name: "MSC",
        currency: "EUR",
        freeDays: 3,
        tiers: [{ fromDay: 1, toDay: null, amountPerDay: 50 }],
      },
    });
    const zt = await zoneTodays(workspace.id, AT);
    const before = await exposure(workspace.id, filtersAll(), zt);
    // The box discharged Mar 2 with no LFD has none on the board either (no free-time rule counts one): it is
    // estimated nowhere, though MSC's tariff has free days.
    expect(before.estimated).toBe(2);
    expect(before.withoutTariff).toBe(1);
    expect(before.currencies).toEqual(["EUR", "USD"]);
    // Day 0 (Mar 5): W185 box 1 day past (100 USD). Mar 7: the MSC box with an LFD of Mar 6 (50 EUR).
    expect(before.rows[0]).toEqual({ offset: 0, date: "2026-03-05", byCurrency: { USD: 100 }, containers: 1 });
    expect(before.rows[2]).toEqual({
      offset: 2,
      date: "2026-03-07",
      byCurrency: { USD: 100, EUR: 50 },
      containers: 2,
    });
    expect(before.rows[3]?.byCurrency.USD).toBe(200);
    await db.tariff.update({
      where: { id: terminal.id },
      data: { tiers: [{ fromDay: 1, toDay: null, amountPerDay: 300 }] },
    });
    const after = await exposure(workspace.id, filtersAll(), zt);
    expect(after.rows[0]?.byCurrency.USD).toBe(300);
  });

  it("ages active holds from history and measures time to release", async () => {
    const { workspace } = await createTestWorkspace(["manager"]);
    const held = await box(workspace.id, {
      bucket: "blocked",
      holds: [
        { name: "customs", status: "hold" },
        { name: "TMF", status: "pending" },
      ],
      podDischargedAt: new Date("2026-02-20T00:00:00Z"),
    });
    await db.containerChange.create({
      data: {
        workspaceId: workspace.id,
        containerUpstreamId: held.upstreamId,
        field: "holds",
        source: "sync",
        observedAt: new Date("2026-03-05T03:30:00Z"),
        oldValue: [{ name: "TMF", status: "pending" }],
        newValue: [
          { name: "customs", status: "hold" },
          { name: "TMF", status: "pending" },
        ],
      },
    });
    const released = await box(workspace.id, { bucket: "ready", holds: [] });
    await db.containerChange.createMany({
      data: [
        {
          workspaceId: workspace.id,
          containerUpstreamId: released.upstreamId,
          field: "holds",
          source: "sync",
          observedAt: new Date("2026-03-01T00:00:00Z"),
          oldValue: [],
          newValue: [{ name: "USDA", status: "hold" }],
        },
        {
          workspaceId: workspace.id,
          containerUpstreamId: released.upstreamId,
          field: "holds",
          source: "sync",
          observedAt: new Date("2026-03-02T06:00:00Z"),
          oldValue: [{ name: "USDA", status: "hold" }],
          newValue: [],
        },
      ],
    });
    expect(await activeHolds(workspace.id, filtersAll(), AT)).toEqual([
      { name: "TMF", band: "7+ days", containers: 1 },
      { name: "customs", band: "< 1 day", containers: 1 },
    ]);
    expect(await holdReleases(workspace.id, filtersAll(), await zoneTodays(workspace.id, AT))).toEqual([
      { name: "USDA", releases: 1, medianHours: 30, p90Hours: 30 },
    ]);
  });

  it("builds dwell distributions, the free-time share and freshness", async () => {
    const { workspace } = await createTestWorkspace(["manager"]);
    await box(workspace.id, {
      bucket: "done",
      podDischargedAt: new Date("2026-03-01T00:00:00Z"),
      podFullOutAt: new Date("2026-03-03T12:00:00Z"),
      emptyTerminatedAt: new Date("2026-03-06T12:00:00Z"),
    });
    await box(workspace.id, {
      bucket: "done",
      podDischargedAt: new Date("2026-03-01T00:00:00Z"),
      podFullOutAt: new Date("2026-03-02T00:00:00Z"),
      emptyTerminatedAt: new Date("2026-03-12T00:00:00Z"),
    });
    // Picked up Wed Mar 4 (Los Angeles), back Tue Mar 10: six days.
    await box(workspace.id, {
      bucket: "done",
      podDischargedAt: new Date("2026-03-01T00:00:00Z"),
      podFullOutAt: new Date("2026-03-04T20:00:00Z"),
      emptyTerminatedAt: new Date("2026-03-10T20:00:00Z"),
    });
    await box(workspace.id, { bucket: "stale", flagStale: true, flagUrgencyUnknown: true });
    await box(workspace.id, { bucket: "ready", flagStale: true });
    // Free time is the line's per diem, by the version in force on the day each box was picked up: 12 days
    // through Mar 2, 4 days from Mar 3. So the box out on Mar 1 (back Mar 11, by Mar 13) and the one out on Mar 3
    // (back Mar 6, by Mar 7) were on time, the one out on Mar 4 (back Mar 10, by Mar 8) late. Today's version
    // alone would call the first late too, and the demurrage tariff's free days are not the equipment clock.
    const tiers = [{ fromDay: 1, toDay: null, amountPerDay: 100 }];
    const perDiem = { workspaceId: workspace.id, lineScac: "MAEU", name: "Maersk per diem", currency: "USD", tiers };
    const { tariffId } = await db.perDiemTariff.create({
      data: { ...perDiem, freeDays: 12, dayKind: "calendar", effectiveTo: d("2026-03-02") },
    });
    await db.perDiemTariff.create({
      data: { ...perDiem, tariffId, version: 2, freeDays: 4, dayKind: "calendar", effectiveFrom: d("2026-03-03") },
    });
    await db.tariff.create({
      data: {
        workspaceId: workspace.id,
        scope: "line",
        scopeKey: "MAEU",
        name: "Maersk",
        currency: "USD",
        freeDays: 30,
        tiers,
      },
    });
    const zt = await zoneTodays(workspace.id, AT);
    const report = await dwell(workspace.id, filtersAll(), zt);
    expect(report.histogram).toEqual([
      { kind: "discharge_to_out", days: 1, containers: 1 },
      { kind: "discharge_to_out", days: 2, containers: 1 },
      { kind: "discharge_to_out", days: 3, containers: 1 },
      { kind: "out_to_return", days: 3, containers: 1 },
      { kind: "out_to_return", days: 6, containers: 1 },
      { kind: "out_to_return", days: 10, containers: 1 },
    ]);
    expect(report.freeTime).toEqual({ withTariff: 3, withinFreeTime: 2 });
    expect(await freshness(workspace.id, filtersAll())).toEqual([
      { terminal: "Pier 400", containers: 2, stale: 2, unknown: 1 },
    ]);
  });

  it("filters by terminal, line and customer exactly as the board does", async () => {
    const { workspace } = await createTestWorkspace(["manager"]);
    const pier = await box(workspace.id, { podTerminalUpstreamId: "term-1" });
    const byName = await box(workspace.id, {
      terminalName: "Fenix",
      terminalFirmsCode: null,
      shippingLineScac: "CMDU",
      customerName: "Acme",
    });
    const byParty = await box(workspace.id, {
      terminalName: "Trapac",
      terminalFirmsCode: "Y258",
      customerName: "Acme Logistics",
      customerPartyUpstreamId: "party-9",
    });
    const cases: { filters: { terminal?: string[]; line?: string[]; customer?: string[] }; expected: string[] }[] = [
      { filters: { terminal: ["term-1"] }, expected: [pier.id] },
      { filters: { terminal: ["W185", "Fenix"] }, expected: [pier.id, byName.id] },
      { filters: { line: ["CMDU"] }, expected: [byName.id] },
      { filters: { customer: ["Acme", "party-9"] }, expected: [byName.id, byParty.id] },
      { filters: { terminal: ["Y258"], customer: ["Acme"] }, expected: [] },
      { filters: {}, expected: [pier.id, byName.id, byParty.id] },
    ];
    for (const { filters, expected } of cases) {
      const reportRows = await db.$queryRaw<
        { id: string }[]
      >`SELECT c.id FROM containers c WHERE ${containerFilter(workspace.id, filtersAll(filters))}`;
      const query = containersQuerySchema.parse(
        Object.fromEntries(Object.entries(filters).map(([key, values]) => [key, values.join(",")])),
      );
      const boardRows = await db.container.findMany({
        where: whereOf(workspace.id, query, null),
        select: { id: true },
      });
      expect(reportRows.map((row) => row.id).sort()).toEqual([...expected].sort());
      expect(boardRows.map((row) => row.id).sort()).toEqual([...expected].sort());
    }
  });
});
