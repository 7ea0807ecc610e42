import { randomUUID } from "node:crypto";

import { describe, expect, it } from "vitest";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { dailyPastLfdList } from "./daily";
import { zoneTodays } from "./scope";

// The printed daily report's past-LFD section on fixture rows: boxes in the board's past_lfd bucket only,
// days past in the box's own zone, demurrage as posted (not exam fees, not the terminal's "total"), and the
// tariff's charge for the next day as the estimate. 15:30 UTC on Mar 5 is Mar 5 in Los Angeles, Mar 6 in Tokyo.
const AT = new Date("2026-03-05T15:30:00Z");
const d = (date: string) => new Date(`${date}T00:00:00Z`);

async function box(workspaceId: string, number: string, data: Partial<Prisma.ContainerUncheckedCreateInput>) {
  return db.container.create({
    data: {
      workspaceId,
      upstreamId: `c-${randomUUID()}`,
      number,
      bucket: "past_lfd",
      bucketRank: 3,
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

const ALL = { terminal: [], line: [], customer: [] };

describe("daily report: past LFD", () => {
  it("lists past-LFD boxes with days past, posted demurrage and the tariff's estimate per day", async () => {
    const { workspace } = await createTestWorkspace(["manager"]);
    const { workspace: other } = await createTestWorkspace(["manager"]);
    await db.tariff.createMany({
      data: [
        {
          workspaceId: workspace.id,
          scope: "line",
          scopeKey: "MAEU",
          name: "Maersk",
          currency: "USD",
          freeDays: 4,
          tiers: [
            { fromDay: 1, toDay: 4, amountPerDay: 100 },
            { fromDay: 5, toDay: null, amountPerDay: 250 },
          ],
        },
        {
          workspaceId: workspace.id,
          scope: "terminal",
          scopeKey: "Y123",
          name: "Yard",
          currency: "CAD",
          freeDays: 3,
          tiers: [{ fromDay: 1, toDay: null, amountPerDay: 75 }],
        },
      ],
    });
    const fees = [
      { type: "demurrage", amount: 300, currency_code: "USD" },
      { type: "exam", amount: 100, currency_code: "USD" },
      { type: "total", amount: 400, currency_code: "USD" },
    ];
    await box(workspace.id, "PAST0000003", { governingLfdDate: d("2026-03-02"), fees, holdNames: ["customs"] });
    await box(workspace.id, "PAST0000004", { governingLfdDate: d("2026-03-01"), fees: [], customerName: "Acme" });
    await box(workspace.id, "PAST0000NOT", { governingLfdDate: d("2026-03-03"), shippingLineScac: "ZIMU" });
    // Terminal tariff wins over the line's; Tokyo is already on Mar 6, so Mar 4 is two days past there.
    await box(workspace.id, "PAST000TOKY", {
      governingLfdDate: d("2026-03-04"),
      podTimezone: "Asia/Tokyo",
      terminalName: "Tokyo",
      terminalFirmsCode: "Y123",
      fees: [{ type: "demurrage", amount: 0, currency_code: "CAD" }],
    });
    // Not in the section: due today, out and awaiting return, urgency unknown, another workspace.
    await box(workspace.id, "TODAY000001", { bucket: "lfd_today", governingLfdDate: d("2026-03-05") });
    await box(workspace.id, "RETURN00001", { bucket: "needs_return", governingLfdDate: d("2026-02-20") });
    await box(workspace.id, "STALE000001", { bucket: "stale", governingLfdDate: d("2026-02-20") });
    await box(other.id, "OTHER000001", { governingLfdDate: d("2026-03-01") });

    const rows = await dailyPastLfdList(workspace.id, ALL, await zoneTodays(workspace.id, AT));
    // Each estimate names the tariff's version (both saved once, so version 1) and the day it is for.
    const maersk = expect.objectContaining({ name: "Maersk", version: 1 });
    const yard = expect.objectContaining({ name: "Yard", version: 1 });
    expect(
      rows.map((row) => ({
        terminal: row.terminal,
        number: row.number,
        lfd: row.lfd,
        daysPast: row.daysPast,
        demurrage: row.demurrage,
        estimatePerDay: row.estimatePerDay,
      })),
    ).toEqual([
      {
        terminal: "Pier 400",
        number: "PAST0000004",
        lfd: "2026-03-01",
        daysPast: 4,
        demurrage: {},
        // One more day is the day after the 4th past the LFD: day 5, Mar 6, at the version in force then.
        estimatePerDay: { currency: "USD", amount: 250, day: 5, date: "2026-03-06", tariff: maersk },
      },
      {
        terminal: "Pier 400",
        number: "PAST0000003",
        lfd: "2026-03-02",
        daysPast: 3,
        demurrage: { USD: 300 },
        estimatePerDay: { currency: "USD", amount: 100, day: 4, date: "2026-03-06", tariff: maersk },
      },
      {
        terminal: "Pier 400",
        number: "PAST0000NOT",
        lfd: "2026-03-03",
        daysPast: 2,
        demurrage: null,
        estimatePerDay: null,
      },
      {
        terminal: "Tokyo",
        number: "PAST000TOKY",
        lfd: "2026-03-04",
        daysPast: 2,
        demurrage: { CAD: 0 },
        estimatePerDay: { currency: "CAD", amount: 75, day: 3, date: "2026-03-07", tariff: yard },
      },
    ]);
    expect(rows.find((row) => row.number === "PAST0000003")?.holds).toEqual(["customs"]);

    const filtered = await dailyPastLfdList(
      workspace.id,
      { ...ALL, line: ["ZIMU"] },
      await zoneTodays(workspace.id, AT),
    );
    expect(filtered.map((row) => row.number)).toEqual(["PAST0000NOT"]);
  });
});
