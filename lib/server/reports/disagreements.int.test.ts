// The Reports page's LFD disagreements, end to end: the simulated world's terminals count free time by rules the
// test sets through the control API (POST /_sim/free-time, `discharged_at`), the workspace's admin keeps other
// rules (5 calendar days at both terminals), and each terminal has a flat demurrage tariff. Dates read off a wall
// calendar in each box's zone, from "discharged yesterday 10:00 local":
//   A at terminal 1 (world: 3 calendar days) reports yesterday+3 = day 2, the rule counts day 4: 2 days earlier,
//     at stake 2 × $50 = $100;
//   B at terminal 2 (world: 4 calendar days) reports day 3 against day 4: 1 day earlier, 1 × $300 = $300;
//   C at terminal 1 reports day 5 (pinned by the test) against day 4: 1 day later, nothing at stake.
// Most costly first: B ($300, fewer days) before A ($100), both before C.
import { beforeAll, describe, expect, it } from "vitest";

import type { DisagreementRow } from "@/lib/shared/report-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { localAt, localDate } from "@/lib/testing/scenario-time";

const world = backfilledWorkspace({ containers: 120, roles: ["admin"] });
type Box = { id: string; number: string; zone: string; terminalKey: string };
const boxes = {} as Record<"a" | "b" | "c", Box>;
let simNow = new Date(0);
let admin: SessionUser;

const day = (box: Box, offset: number): string => localDate(localAt(simNow, box.zone, offset, 12, 0), box.zone);

async function place(box: Box, extra: Record<string, unknown> = {}): Promise<void> {
  await world.control(`/_sim/containers/${box.number}`, {
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    discharged_at: localAt(simNow, box.zone, -1, 10, 0).toISOString(),
    terminal_checked_at: new Date(simNow.getTime() - 3_600_000).toISOString(),
    line_tracking: { stopped: false },
    ...extra,
  });
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const { syncLists } = await import("@/lib/server/sync/lists");
  const { addFreeTimeRuleVersion } = await import("@/lib/server/free-time/rule-store");
  const { createTariff } = await import("@/lib/server/reports/tariff-store");
  const { freeTimeRuleVersionSchema } = await import("@/lib/validations/free-time");
  const { tariffInputSchema } = await import("@/lib/validations/tariffs");
  const workspaceId = world.workspaceId;
  const user = await db.user.findFirstOrThrow({ where: { workspaceId, role: "admin" }, include: { workspace: true } });
  admin = {
    id: user.id,
    email: user.email,
    name: null,
    role: "admin",
    workspaceId,
    workspaceName: user.workspace.name,
  };
  simNow = new Date((await world.control<{ now: string }>("/_sim/clock")).now);

  const rows = await db.container.findMany({
    where: {
      workspaceId,
      bucket: { notIn: ["done"] },
      terminalFirmsCode: { not: null },
      podTimezone: { not: null },
      finalDestinationTimezone: null,
      lineTrackingStoppedAt: null,
    },
    orderBy: { number: "asc" },
    select: { id: true, number: true, podTimezone: true, terminalFirmsCode: true },
  });
  const asBox = (row: (typeof rows)[number]): Box => ({
    id: row.id,
    number: row.number,
    zone: row.podTimezone ?? "",
    terminalKey: row.terminalFirmsCode ?? "",
  });
  const first = rows[0];
  const second = rows.find((row) => row.terminalFirmsCode !== first?.terminalFirmsCode);
  const third = rows.find((row) => row.terminalFirmsCode === first?.terminalFirmsCode && row.id !== first?.id);
  if (!first || !second || !third) throw new Error("the simulated world lacks road boxes at two FIRMS terminals");
  boxes.a = asBox(first);
  boxes.b = asBox(second);
  boxes.c = asBox(third);

  await world.sim.control.setFreeTimeRule({
    scope: "terminal",
    key: boxes.a.terminalKey,
    days: 3,
    day_kind: "calendar",
  });
  await world.sim.control.setFreeTimeRule({
    scope: "terminal",
    key: boxes.b.terminalKey,
    days: 4,
    day_kind: "calendar",
  });
  await place(boxes.a);
  await place(boxes.b);
  await place(boxes.c, { lfd: { terminal: localAt(simNow, boxes.c.zone, 5, 12, 0).toISOString() } });
  await syncLists(workspaceId, { ref: "sweep" });

  const today = day(boxes.a, 0);
  for (const [key, rate] of [
    [boxes.a.terminalKey, 50],
    [boxes.b.terminalKey, 300],
  ] as const) {
    await addFreeTimeRuleVersion(
      admin,
      freeTimeRuleVersionSchema.parse({
        scope: "terminal",
        scopeKey: key,
        freeDays: 5,
        dayKind: "calendar",
        effectiveFrom: "2020-01-01",
      }),
      today,
    );
    await createTariff(
      workspaceId,
      tariffInputSchema.parse({
        scope: "terminal",
        scopeKey: key,
        name: `Storage ${key}`,
        currency: "USD",
        freeDays: 5,
        tiers: [{ fromDay: 1, toDay: null, amountPerDay: rate }],
        effectiveFrom: "2020-01-01",
      }),
    );
  }
}, 90_000);

async function report() {
  const { getReports } = await import("@/lib/server/reports/reports-cache");
  const { reportsQuerySchema } = await import("@/lib/validations/reports");
  return (await getReports(world.workspaceId, reportsQuerySchema.parse({}))).disagreements;
}

describe("the LFD disagreements report", () => {
  it("lists each box with the days and direction the scenario sets, the costliest first", async () => {
    const result = await report();
    const row = (box: Box): DisagreementRow | undefined => result.rows.find((r) => r.id === box.id);
    expect(row(boxes.a)).toMatchObject({
      source: "terminal",
      reported: day(boxes.a, 2),
      calculated: day(boxes.a, 4),
      days: 2,
      direction: "reported_earlier",
      atStake: { USD: 100 },
      rule: { freeDays: 5, dayKind: "calendar" },
    });
    expect(row(boxes.b)).toMatchObject({
      reported: day(boxes.b, 3),
      calculated: day(boxes.b, 4),
      days: 1,
      direction: "reported_earlier",
      atStake: { USD: 300 },
    });
    expect(row(boxes.c)).toMatchObject({
      reported: day(boxes.c, 5),
      calculated: day(boxes.c, 4),
      days: 1,
      direction: "reported_later",
      atStake: null,
    });
    const order = result.rows.map((r) => r.id);
    expect(order.indexOf(boxes.b.id)).toBeLessThan(order.indexOf(boxes.a.id));
    expect(order.indexOf(boxes.a.id)).toBeLessThan(order.indexOf(boxes.c.id));
    // Every reported-earlier box before every reported-later one.
    const lastEarlier = result.rows.map((r) => r.direction).lastIndexOf("reported_earlier");
    expect(result.rows.map((r) => r.direction).indexOf("reported_later")).toBeGreaterThan(lastEarlier);
    expect(result.total).toBeGreaterThanOrEqual(3);
    expect(result.earlier).toBeGreaterThanOrEqual(2);
    expect(result.earlier).toBeLessThan(result.total);
  });

  it("drops a box once its reported LFD agrees with the rule again", async () => {
    const { syncLists } = await import("@/lib/server/sync/lists");
    await world.control(`/_sim/containers/${boxes.c.number}`, {
      lfd: { terminal: localAt(simNow, boxes.c.zone, 4, 12, 0).toISOString() },
    });
    await syncLists(world.workspaceId, { ref: "sweep" });
    expect((await report()).rows.some((r) => r.id === boxes.c.id)).toBe(false);
  });
});
