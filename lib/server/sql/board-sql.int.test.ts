import { beforeAll, describe, expect, it } from "vitest";

import { BUCKETS, type Bucket } from "@/lib/domain/bucket";
import { EMPTY_FREE_TIME_BOOK } from "@/lib/domain/free-time/box-free-time";
import type { ContainerFactsInput } from "@/lib/domain/container-facts";
import { LENS_KEYS, type LensKey } from "@/lib/domain/lens-keys";
import { holdAgeBandOf, pastLfdBandOf } from "@/lib/domain/report-bands";
import { TEST_NOW, testAttributes } from "@/lib/domain/test-facts";
import { Prisma } from "@/lib/generated/prisma/client";
import { evaluate } from "@/lib/server/cache/normalize";
import { whereOf } from "@/lib/server/containers/where";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { containersQuerySchema } from "@/lib/validations/containers-query";

import {
  AT_TERMINAL_WHERE,
  bucketIn,
  bucketIs,
  bucketNotIn,
  bucketsWhere,
  dueDay,
  inLens,
  lensesWhere,
  lensWhere,
  LISTED,
  LISTED_WHERE,
  NOT_PICKED_UP,
  NOT_RETURNED,
  NOT_RETURNED_WHERE,
  ON_THE_BOARD,
} from "./board-sql";
import { holdAgeBandSql, pastLfdBandSql } from "./report-band-sql";

// Parity of the SQL fragments with the domain's rules. Each box below is a scenario at a Los Angeles terminal on
// Jun 19 11:00 PDT (TEST_NOW) whose bucket and cards are read off the product rules by hand; the box is
// evaluated by the write path (normalize.ts evaluate) and stored, then every bucket, lens and board scope is
// selected in SQL (and through the Prisma where) and must give exactly the boxes the scenario says.

/** An LFD at 23:59 PDT, `days` after Jun 19. */
const lfd = (days: number) => new Date(Date.parse("2026-06-20T06:59:00Z") + days * 86_400_000).toISOString();
const customs = [{ name: "customs", status: "hold", description: null }];
const arrivingFacts = { current_status: "on_ship", pod_discharged_at: null, pod_arrived_at: null };

type Scenario = {
  facts: Partial<ContainerFactsInput>;
  bucket: Bucket;
  lenses: LensKey[];
  /** The service no longer lists it. */
  gone?: boolean;
  /** Days from today to its LFD, where it has one. */
  lfdIn?: number;
  atTerminal?: boolean;
};

const SCENARIOS: Record<string, Scenario> = {
  returned: {
    facts: { current_status: "empty_returned", empty_terminated_at: "2026-06-18T20:00:00Z" },
    bucket: "done",
    lenses: [],
  },
  out: {
    facts: { current_status: "picked_up", pod_full_out_at: "2026-06-18T20:00:00Z" },
    bucket: "needs_return",
    lenses: ["return_soon"],
  },
  checkedEightDaysAgo: {
    facts: { terminal_checked_at: "2026-06-11T17:00:00Z", import_deadlines: { pickup_lfd_terminal: lfd(-3) } },
    bucket: "stale",
    lenses: ["unknown"],
    atTerminal: true,
  },
  pastAndHeld: {
    facts: { import_deadlines: { pickup_lfd_terminal: lfd(-2) }, holds_at_pod_terminal: customs },
    bucket: "past_lfd",
    lenses: ["past_lfd", "blocked"],
    atTerminal: true,
  },
  pastYesterday: {
    facts: { import_deadlines: { pickup_lfd_terminal: lfd(-1) } },
    bucket: "past_lfd",
    lenses: ["past_lfd", "not_released"],
    atTerminal: true,
  },
  readyDueToday: {
    facts: {
      current_status: "available",
      available_for_pickup: true,
      import_deadlines: { pickup_lfd_terminal: lfd(0) },
    },
    bucket: "lfd_today",
    lenses: ["pull_now", "due_today"],
    lfdIn: 0,
    atTerminal: true,
  },
  dueTomorrowNotReleased: {
    facts: { import_deadlines: { pickup_lfd_terminal: lfd(1) } },
    bucket: "lfd_tomorrow",
    lenses: ["due_tomorrow", "not_released"],
    lfdIn: 1,
    atTerminal: true,
  },
  heldDueLater: {
    facts: { import_deadlines: { pickup_lfd_terminal: lfd(2) }, holds_at_pod_terminal: customs },
    bucket: "blocked",
    lenses: ["blocked"],
    lfdIn: 2,
    atTerminal: true,
  },
  readyDueLater: {
    facts: {
      current_status: "available",
      available_for_pickup: true,
      import_deadlines: { pickup_lfd_terminal: lfd(5) },
    },
    bucket: "ready",
    lenses: ["pull_now"],
    lfdIn: 5,
    atTerminal: true,
  },
  notReleased: { facts: {}, bucket: "not_available", lenses: ["not_released"], atTerminal: true },
  pendingHoldOnly: {
    facts: { holds_at_pod_terminal: [{ name: "TMF", status: "pending", description: null }] },
    bucket: "not_available",
    lenses: ["not_released"],
    atTerminal: true,
  },
  holdsUnknown: {
    facts: { current_status: "available", available_for_pickup: true, holds_at_pod_terminal: null },
    bucket: "not_available",
    lenses: ["not_released"],
    atTerminal: true,
  },
  onRailHeld: {
    facts: { current_status: "on_rail", holds_at_pod_terminal: customs },
    bucket: "on_rail",
    lenses: ["on_rail"],
  },
  arriving: { facts: arrivingFacts, bucket: "arriving", lenses: ["arriving"] },
  arrivingDueToday: {
    facts: { ...arrivingFacts, import_deadlines: { pickup_lfd_terminal: lfd(0) } },
    bucket: "lfd_today",
    lenses: ["due_today", "arriving"],
    lfdIn: 0,
  },
  goneReady: {
    facts: {
      current_status: "available",
      available_for_pickup: true,
      import_deadlines: { pickup_lfd_terminal: lfd(4) },
    },
    bucket: "ready",
    lenses: ["pull_now"],
    gone: true,
    lfdIn: 4,
    atTerminal: true,
  },
};

const NAMES = Object.keys(SCENARIOS).sort();
const namesWhere = (keep: (scenario: Scenario) => boolean): string[] =>
  NAMES.filter((name) => keep(SCENARIOS[name] as Scenario));
let workspaceId = "";

/** The scenario names of the boxes `condition` selects, in SQL over `containers c`. */
async function selectedBy(condition: Prisma.Sql): Promise<string[]> {
  const rows = await db.$queryRaw<{ name: string }[]>`
    SELECT c.upstream_id AS name FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND ${condition}`;
  return rows.map((row) => row.name).sort();
}

async function selectedWhere(where: Prisma.ContainerWhereInput): Promise<string[]> {
  const rows = await db.container.findMany({ where: { AND: [{ workspaceId }, where] }, select: { upstreamId: true } });
  return rows.map((row) => row.upstreamId).sort();
}

beforeAll(async () => {
  workspaceId = (await createTestWorkspace(["manager"])).workspace.id;
  const context = {
    lineTrackingStoppedAt: null,
    lineTrackingStoppedReason: null,
    podEtaAt: null,
    shippingLineScac: null,
    terminalFirmsCode: null,
    customerPartyUpstreamId: null,
    firstAvailableAt: null,
    extensionDaysLine: 0,
    extensionDaysTerminal: 0,
  };
  const options = {
    now: TEST_NOW,
    lfdRule: "earliest" as const,
    tariffs: { demurrage: [], perDiem: [] },
    freeTime: EMPTY_FREE_TIME_BOOK,
  };
  for (const [index, name] of NAMES.entries()) {
    const scenario = SCENARIOS[name] as Scenario;
    const raw = {
      id: name,
      type: "container",
      attributes: testAttributes({ number: `SCEN${index}`, ...scenario.facts }),
    };
    const { columns } = evaluate(raw, context, options);
    await db.container.create({
      data: {
        workspaceId,
        upstreamId: name,
        number: `SCEN${index}`,
        raw: JSON.parse(JSON.stringify(raw)) as Prisma.InputJsonValue,
        observedAt: TEST_NOW,
        podTimezone: "America/Los_Angeles",
        goneUpstreamAt: scenario.gone ? TEST_NOW : null,
        ...columns,
      },
    });
  }
});

describe("board SQL against the domain's rules", () => {
  it("stores the bucket and cards each scenario has by the product rules", async () => {
    const stored = await db.container.findMany({
      where: { workspaceId },
      select: { upstreamId: true, bucket: true, lenses: true },
    });
    const byName = Object.fromEntries(
      stored.map((row) => [row.upstreamId, { bucket: row.bucket, lenses: row.lenses }]),
    );
    for (const name of NAMES) {
      const scenario = SCENARIOS[name] as Scenario;
      expect([name, byName[name]]).toEqual([name, { bucket: scenario.bucket, lenses: scenario.lenses }]);
    }
  });

  it("covers every bucket and every card", () => {
    expect(new Set(NAMES.map((name) => SCENARIOS[name]?.bucket))).toEqual(new Set(BUCKETS));
    expect(new Set(NAMES.flatMap((name) => SCENARIOS[name]?.lenses ?? []))).toEqual(new Set(LENS_KEYS));
  });

  it("selects each bucket, in SQL and through the Prisma where", async () => {
    for (const bucket of BUCKETS) {
      const expected = namesWhere((s) => s.bucket === bucket);
      expect([bucket, await selectedBy(bucketIs(bucket))]).toEqual([bucket, expected]);
      expect([bucket, await selectedWhere(bucketsWhere([bucket]))]).toEqual([bucket, expected]);
    }
    const due = namesWhere((s) => s.bucket === "lfd_today" || s.bucket === "lfd_tomorrow");
    expect(await selectedBy(bucketIn(["lfd_today", "lfd_tomorrow"]))).toEqual(due);
    expect(await selectedBy(bucketNotIn(["lfd_today", "lfd_tomorrow"]))).toEqual(NAMES.filter((n) => !due.includes(n)));
  });

  it("selects each card, in SQL and through the Prisma where", async () => {
    for (const lens of LENS_KEYS) {
      const expected = namesWhere((s) => s.lenses.includes(lens));
      expect([lens, await selectedBy(inLens(lens))]).toEqual([lens, expected]);
      expect([lens, await selectedWhere(lensWhere(lens))]).toEqual([lens, expected]);
      expect([lens, await selectedWhere(lensesWhere([lens]))]).toEqual([lens, expected]);
    }
  });

  it("keeps the board's scope: returned and dropped boxes off it, picked-up boxes apart, terminals for refresh", async () => {
    const returned = (s: Scenario) => s.bucket === "done";
    const pickedUp = (s: Scenario) => s.bucket === "done" || s.bucket === "needs_return";
    const onBoard = namesWhere((s) => !returned(s) && !s.gone);
    expect(await selectedBy(NOT_RETURNED)).toEqual(namesWhere((s) => !returned(s)));
    expect(await selectedWhere(NOT_RETURNED_WHERE)).toEqual(namesWhere((s) => !returned(s)));
    expect(await selectedBy(LISTED)).toEqual(namesWhere((s) => !s.gone));
    expect(await selectedWhere(LISTED_WHERE)).toEqual(namesWhere((s) => !s.gone));
    expect(await selectedBy(ON_THE_BOARD)).toEqual(onBoard);
    expect(await selectedWhere(whereOf(workspaceId, containersQuerySchema.parse({}), null))).toEqual(onBoard);
    expect(await selectedBy(NOT_PICKED_UP)).toEqual(namesWhere((s) => !pickedUp(s)));
    // Every box at a terminal, and the arriving box due today that shares its bucket.
    const refreshable = [...namesWhere((s) => s.atTerminal === true), "arrivingDueToday"].sort();
    expect(await selectedWhere(AT_TERMINAL_WHERE)).toEqual(refreshable);
  });

  it("reads the day of an LFD still to come off the stored LFD bucket, else off the date", async () => {
    const dayOn = async (today: string) => {
      const rows = await db.$queryRaw<{ name: string; day: number | null }[]>`
        SELECT c.upstream_id AS name, ${dueDay(Prisma.sql`(c.governing_lfd_date - ${today}::date)`)} AS day
        FROM containers c
        WHERE c.workspace_id = ${workspaceId}::uuid AND ${bucketNotIn(["done", "needs_return", "stale", "past_lfd"])}
          AND c.governing_lfd_date IS NOT NULL`;
      return Object.fromEntries(rows.map((row) => [row.name, row.day]));
    };
    expect(await dayOn("2026-06-19")).toEqual(
      Object.fromEntries(namesWhere((s) => s.lfdIn !== undefined).map((name) => [name, SCENARIOS[name]?.lfdIn])),
    );
    // Past midnight, before the boxes are evaluated again: an LFD bucket still says its day; the held box due
    // on Jun 21 is one day out by the date, which only an LFD bucket may say, so it is in no day yet.
    expect(await dayOn("2026-06-20")).toEqual({
      arrivingDueToday: 0,
      readyDueToday: 0,
      dueTomorrowNotReleased: 1,
      heldDueLater: null,
      goneReady: 3,
      readyDueLater: 4,
    });
  });
});

describe("report bands in SQL against the domain's", () => {
  it("bands days past an LFD alike", async () => {
    const rows = await db.$queryRaw<{ days: number; band: string }[]>`
      SELECT d AS days, ${pastLfdBandSql(Prisma.sql`d`)} AS band FROM generate_series(0, 30) AS d ORDER BY d`;
    expect(rows).toHaveLength(31);
    for (const row of rows) expect([row.days, row.band]).toEqual([row.days, pastLfdBandOf(row.days)]);
  });

  it("bands a hold's age alike, on each bound", async () => {
    const hours = [0, 1, 23.5, 24, 24.5, 47.9, 48, 95.9, 96, 167.9, 168, 500];
    const rows = await db.$queryRaw<{ hours: number; band: string }[]>`
      SELECT h AS hours, ${holdAgeBandSql(Prisma.sql`(h * interval '1 hour')`)} AS band
      FROM unnest(${hours}::float8[]) AS h`;
    expect(rows).toHaveLength(hours.length);
    for (const row of rows) expect([row.hours, row.band]).toEqual([row.hours, holdAgeBandOf(row.hours)]);
  });
});

describe("board SQL literals", () => {
  it("refuses a name the domain does not define", () => {
    expect(() => bucketIs("gone'; DROP TABLE containers; --" as Bucket)).toThrow(/not a bucket/);
    expect(() => inLens("nope" as LensKey)).toThrow(/not a lens/);
  });
});
