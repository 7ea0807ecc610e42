// Day records end to end against PostgreSQL: a box put in a known state through the simulator's control API and
// taken in through the real cache code (applyContainers, as a sync or webhook does), then the worker's day-record
// pass. Scenario, in the box's port zone, D = the simulator's today there (expected values read off the calendar):
// - discharged D−3 10:00, available since, no holds, terminal LFD D−2 23:30; observed D−2 12:00;
//   the terminal checked it D−1 09:00 only.
//   → D−3: at the terminal 14 h available, free, unverified; D−2: 24 h, free (the LFD); D−1: chargeable day 1,
//     verified. All three written after the fact: reconstructed.
// - then a delivery stamped D−1 15:00 arrives late with a customs hold: D−1 gets a correction (held 9 h), which
//   supersedes the first D−1 record; both stay, and nothing else is rewritten.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { ContainerDaysResponse } from "@/lib/shared/days-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { localAt, localDate } from "@/lib/testing/scenario-time";
import type { Resource } from "@/lib/server/upstream/json-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const daysRoute = await import("@/app/api/containers/[id]/days/route");

const world = backfilledWorkspace({ containers: 30, roles: ["dispatcher"] });
let simNow = new Date(0);
let zone = "UTC";
let resource: Resource | null = null;
let boxId = "";

const day = (offset: number): string => localDate(localAt(simNow, zone, offset, 12, 0), zone);
const at = (offset: number, hour: number, minute = 0): Date => localAt(simNow, zone, offset, hour, minute);

const sim = <T>(path: string, body?: unknown): Promise<T> => world.control<T>(path, body);

async function apply(data: Resource, observedAt: Date): Promise<void> {
  const { applyContainers } = await import("@/lib/server/cache/containers");
  await applyContainers(world.workspaceId, [data], {
    observedAt,
    source: { kind: "webhook", ref: "day-records test" },
    now: simNow,
    lfdRule: "earliest",
  });
}

async function days(): Promise<ContainerDaysResponse["data"]> {
  const response = await daysRoute.GET(new NextRequest(`http://127.0.0.1:3000/api/containers/${boxId}/days`), {
    params: Promise.resolve({ id: boxId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as ContainerDaysResponse).data;
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const user = await db.user.findFirstOrThrow({
    where: { workspaceId: world.workspaceId },
    include: { workspace: true },
  });
  session.user = {
    id: user.id,
    email: user.email,
    name: null,
    role: "dispatcher",
    workspaceId: world.workspaceId,
    workspaceName: user.workspace.name,
  };
  simNow = new Date((await sim<{ now: string }>("/_sim/clock")).now);
  const created = await sim<{ containers: Resource[] }>("/_sim/shipments", {
    scac: "MSCU",
    pod: "USLAX",
    containers: 1,
    phase: "recent",
    rail: false,
  });
  const number = String(created.containers[0]?.attributes["number"]);
  zone = String(created.containers[0]?.attributes["pod_timezone"] ?? "America/Los_Angeles");
  const changed = await sim<{ data: Resource }>(`/_sim/containers/${number}`, {
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    fees: [],
    lfd: { line: null, terminal: at(-2, 23, 30).toISOString(), rail: null },
    pod_discharged_at: at(-3, 10).toISOString(),
    terminal_checked_at: at(-1, 9).toISOString(),
  });
  resource = changed.data;
  await apply(changed.data, at(-2, 12));
  boxId = (await db.container.findFirstOrThrow({ where: { workspaceId: world.workspaceId, number } })).id;
}, 60_000);

describe("day records", () => {
  it("writes each past day of a box once, from discharge, reconstructed from its history", async () => {
    const { writeDayRecords } = await import("@/lib/server/days/write-days");
    const first = await writeDayRecords(world.workspaceId);
    expect(first.days).toBeGreaterThanOrEqual(3);
    expect((await writeDayRecords(world.workspaceId)).days).toBe(0);

    const written = await days();
    expect(written.map((item) => [item.date, item.current, item.reconstructed])).toEqual([
      [day(-3), true, true],
      [day(-2), true, true],
      // Written within an hour of its midnight it would stand as written on time.
      [day(-1), true, simNow.getTime() - at(0, 0).getTime() > 3_600_000],
    ]);
    const [third, second, last] = written.map((item) => item.record);
    expect(third).toMatchObject({
      phase: "at_terminal",
      available: { known: true, hours: 14 },
      holds: [],
      lfd: { terminal: day(-2), governing: day(-2) },
      charges: [{ kind: "demurrage", status: "free", dayNumber: null }],
      unverified: true,
    });
    expect(second).toMatchObject({ available: { hours: 24 }, charges: [{ status: "free" }], unverified: true });
    expect(last).toMatchObject({
      charges: [{ kind: "demurrage", status: "chargeable", dayNumber: 1 }],
      unverified: false,
      checks: { count: 1, first: at(-1, 9).toISOString(), last: at(-1, 9).toISOString() },
    });
  });

  it("adds a correction for a day a late observation reaches back into, and keeps the first record", async () => {
    if (!resource) throw new Error("fixture");
    const held: Resource = {
      ...resource,
      attributes: {
        ...resource.attributes,
        holds_at_pod_terminal: [{ name: "customs", status: "hold", description: "CBP exam" }],
        available_for_pickup: false,
      },
    };
    await apply(held, at(-1, 15));
    const { writeDayRecords } = await import("@/lib/server/days/write-days");
    const result = await writeDayRecords(world.workspaceId);
    expect(result).toMatchObject({ days: 1, corrections: 1 });

    const written = await days();
    const lastDay = written.filter((item) => item.date === day(-1));
    expect(lastDay.map((item) => item.current)).toEqual([false, true]);
    const [original, correction] = lastDay;
    expect(correction?.supersedes).toBe(original?.id);
    expect(correction?.record.holds).toEqual([
      {
        name: "customs",
        status: "hold",
        blocking: true,
        from: at(-1, 15).toISOString(),
        to: at(0, 0).toISOString(),
        hours: 9,
      },
    ]);
    expect(correction?.record.available.hours).toBe(15);
    expect(original?.record.holds).toEqual([]);
    expect(written.filter((item) => item.date !== day(-1)).every((item) => item.supersedes === null)).toBe(true);
  });

  it("sets a box not yet discharged aside, unless a sync holds it then, and writes its days once it is", async () => {
    const { db } = await import("@/lib/server/db");
    const { writeDayRecords } = await import("@/lib/server/days/write-days");
    // Still at sea: the simulated world's own plan for a far-off arrival.
    const created = await sim<{ containers: Resource[] }>("/_sim/shipments", {
      scac: "MSCU",
      pod: "USLAX",
      containers: 1,
      phase: "far",
      rail: false,
    });
    const afloat = created.containers[0];
    if (!afloat) throw new Error("fixture");
    expect(afloat.attributes["pod_discharged_at"]).toBeNull();
    const number = String(afloat.attributes["number"]);
    await apply(afloat, at(-1, 20));
    const box = await db.container.findFirstOrThrow({ where: { workspaceId: world.workspaceId, number } });
    const dueAt = async () => (await db.containerDayState.findUniqueOrThrow({ where: { containerId: box.id } })).dueAt;
    expect(await dueAt()).not.toBeNull();

    // A sync holding the box's row (it may be writing its discharge): the pass leaves the box due.
    await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM containers WHERE id = ${box.id}::uuid FOR UPDATE`;
      await writeDayRecords(world.workspaceId);
    });
    expect(await dueAt()).not.toBeNull();

    await writeDayRecords(world.workspaceId);
    expect(await dueAt()).toBeNull();

    const landed = await sim<{ data: Resource }>(`/_sim/containers/${number}`, {
      current_status: "available",
      available_for_pickup: true,
      pod_discharged_at: at(-2, 8).toISOString(),
    });
    await apply(landed.data, at(-1, 21));
    expect(await dueAt()).not.toBeNull();
    await writeDayRecords(world.workspaceId);
    const written = await db.containerDay.findMany({ where: { containerId: box.id }, orderBy: { date: "asc" } });
    expect(written.map((row) => row.date.toISOString().slice(0, 10))).toEqual([day(-2), day(-1)]);
  });

  it("refuses to update a day record in place", async () => {
    const { db } = await import("@/lib/server/db");
    await expect(
      db.$executeRaw`UPDATE container_days SET phase = 'out' WHERE container_id = ${boxId}::uuid`,
    ).rejects.toThrow(/append-only/);
  });

  it("answers 404 for another workspace's box", async () => {
    const other = await createTestWorkspace(["dispatcher"]);
    const mine = session.user;
    if (!mine) throw new Error("fixture");
    session.user = { ...mine, workspaceId: other.workspace.id };
    try {
      const response = await daysRoute.GET(new NextRequest(`http://127.0.0.1:3000/api/containers/${boxId}/days`), {
        params: Promise.resolve({ id: boxId }),
      });
      expect(response.status).toBe(404);
    } finally {
      session.user = mine;
    }
  });
});
