// The history as evidence, end to end against PostgreSQL and the simulated service: a box put in a known state
// through the control API and read by the real refresh, a delivery older than the box signed and processed by
// the real webhook intake, and the history read page by page through the API. Scenario, in the box's port zone,
// D = the simulator's today there (expected values read off the calendar):
// - discharged D−3 07:12, available, no holds; the terminal last checked it D−1 09:00; first read now (D).
// - the service then says a customs hold went on at D−1 13:00 (the box unavailable): a notification of it, stamped
//   D−1 13:00, arrives only now, after the read. It changes nothing on the board, and D−1 gets a correction.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { ContainerDaysResponse } from "@/lib/shared/days-api";
import type { ContainerDetailResponse, ContainerHistoryPage } from "@/lib/shared/container-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { drainInbox } from "@/lib/testing/drain-inbox";
import { localAt, localDate } from "@/lib/testing/scenario-time";
import type { Resource } from "@/lib/server/upstream/json-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const historyRoute = await import("@/app/api/containers/[id]/history/route");
const detailRoute = await import("@/app/api/containers/[id]/route");
const daysRoute = await import("@/app/api/containers/[id]/days/route");

const world = backfilledWorkspace({ containers: 30, roles: ["dispatcher"] });
const CUSTOMS = [{ name: "customs", status: "hold", description: "CBP exam" }];
let simNow = new Date(0);
let zone = "UTC";
let box = { id: "", upstreamId: "", number: "" };
let secret = "";

const at = (offset: number, hour: number, minute = 0): Date => localAt(simNow, zone, offset, hour, minute);
const day = (offset: number): string => localDate(localAt(simNow, zone, offset, 12, 0), zone);

async function get<T>(
  handler: typeof historyRoute.GET,
  path: string,
  id: string,
): Promise<{ status: number; body: T }> {
  const response = await handler(new NextRequest(`http://127.0.0.1:3000${path}`), { params: Promise.resolve({ id }) });
  return { status: response.status, body: (await response.json()) as T };
}

async function rows(upstreamId: string, kind?: string) {
  const { db } = await import("@/lib/server/db");
  return db.containerChange.findMany({
    where: { workspaceId: world.workspaceId, containerUpstreamId: upstreamId, ...(kind ? { kind } : {}) },
    orderBy: [{ observedAt: "asc" }, { id: "asc" }],
  });
}

/** Signs and delivers a notification carrying `container` as the service had it at `createdAt`, and processes it. */
async function deliverLate(id: string, container: Resource, createdAt: Date): Promise<void> {
  const { receiveDelivery } = await import("@/lib/server/webhooks/inbox");
  const { signatureOf } = await import("@/lib/server/webhooks/verify");
  const body = Buffer.from(
    JSON.stringify({
      data: {
        id,
        type: "webhook_notification",
        attributes: { id, event: "container.updated", delivery_status: "pending", created_at: createdAt.toISOString() },
        relationships: {},
      },
      included: [container],
    }),
  );
  expect(await receiveDelivery(body, signatureOf(secret, body))).toMatchObject({ status: 200, duplicate: false });
  await drainInbox(world.workspaceId);
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const { encryptSecret } = await import("@/lib/server/crypto");
  const { forgetSecrets } = await import("@/lib/server/webhooks/inbox");
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
  secret = `whsec_history_${world.workspaceId.slice(0, 8)}`;
  await db.workspaceSync.update({
    where: { workspaceId: world.workspaceId },
    data: { webhookSecretCiphertext: encryptSecret(secret), webhookUpstreamId: "history-test" },
  });
  forgetSecrets();
  simNow = new Date((await world.control<{ now: string }>("/_sim/clock")).now);
  const created = await world.control<{ containers: Resource[] }>("/_sim/shipments", {
    scac: "MSCU",
    pod: "USLAX",
    containers: 1,
    phase: "recent",
    rail: false,
  });
  const first = created.containers[0];
  if (!first) throw new Error("the simulator made no container");
  zone = String(first.attributes["pod_timezone"] ?? "America/Los_Angeles");
  box = { id: "", upstreamId: first.id, number: String(first.attributes["number"]) };
}, 60_000);

describe("a box's first observation", () => {
  it("writes its initial state to the history, dated by the service's own times, marked initial", async () => {
    await world.control(`/_sim/containers/${box.number}`, {
      current_status: "available",
      available_for_pickup: true,
      holds: [],
      fees: [],
      lfd: { line: null, terminal: at(1, 23, 59).toISOString(), rail: null },
      pod_discharged_at: at(-3, 7, 12).toISOString(),
      terminal_checked_at: at(-1, 9).toISOString(),
    });
    const { fetchContainer } = await import("@/lib/server/sync/refresh");
    expect(
      await fetchContainer(world.workspaceId, box.upstreamId, { priority: "interactive", ref: "first read" }),
    ).toMatchObject({ created: 1 });
    const { db } = await import("@/lib/server/db");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, upstreamId: box.upstreamId },
    });
    box.id = row.id;
    expect(row.firstObservedAt).toEqual(simNow);

    const initial = await rows(box.upstreamId, "initial");
    const byField = new Map(initial.map((item) => [item.field, item]));
    expect(byField.get("pod_discharged_at")).toMatchObject({
      observedAt: at(-3, 7, 12),
      newValue: at(-3, 7, 12).toISOString(),
    });
    // What the terminal said holds from its last check.
    for (const [field, value] of [
      ["holds", []],
      ["fees", []],
      ["available_for_pickup", true],
      ["pickup_lfd_terminal", at(1, 23, 59).toISOString()],
    ] as const)
      expect(byField.get(field), field).toMatchObject({ observedAt: at(-1, 9), newValue: value });
    // The status carries no time of the service's: it is dated when it was read.
    expect(byField.get("current_status")).toMatchObject({ observedAt: simNow, newValue: "available" });
    // Nothing earlier is known: old repeats new, and what the service left unset has no row.
    expect(initial.every((item) => JSON.stringify(item.oldValue) === JSON.stringify(item.newValue))).toBe(true);
    expect(byField.has("pod_full_out_at")).toBe(false);
    expect(initial.every((item) => item.source === "sync" && item.sourceRef === "first read")).toBe(true);
    // The first observation is the whole history so far: no change is claimed.
    expect((await rows(box.upstreamId)).length).toBe(initial.length);
  });
});

describe("a delivery older than the box", () => {
  it("lands in the history at its own time without changing the box, and corrects the day it was about", async () => {
    const { db } = await import("@/lib/server/db");
    const { writeDayRecords } = await import("@/lib/server/days/write-days");
    // The days up to yesterday are written from what was known: no hold, available all of D−1.
    expect((await writeDayRecords(world.workspaceId)).days).toBeGreaterThanOrEqual(3);
    const before = await db.container.findUniqueOrThrow({ where: { id: box.id } });

    // What the service sent at D−1 13:00 (the hold on, the box unavailable), delivered only now.
    const held = await world.control<{ data: Resource }>(`/_sim/containers/${box.number}`, {
      holds: CUSTOMS,
      available_for_pickup: false,
      current_status: "not_available",
    });
    await deliverLate("late-hold", held.data, at(-1, 13));

    const after = await db.container.findUniqueOrThrow({ where: { id: box.id } });
    expect(after).toMatchObject({
      holds: [],
      availableForPickup: true,
      currentStatus: "available",
      observedAt: before.observedAt,
    });
    const late = (await rows(box.upstreamId)).filter((item) => item.kind === "late" || item.kind === "late_end");
    expect(late.map((item) => [item.field, item.kind, item.observedAt, item.oldValue, item.newValue])).toEqual([
      ["holds", "late", at(-1, 13), [], CUSTOMS],
      ["available_for_pickup", "late", at(-1, 13), true, false],
      ["current_status", "late", at(-1, 13), "available", "not_available"],
      // Until the history's next row of the field: the status's first observation (dated when it was read), 1 ms
      // before it so the rows stay in order; the terminal's facts were first seen earlier (its check), so until
      // the box's own newer observation.
      ["current_status", "late_end", new Date(simNow.getTime() - 1), "not_available", "available"],
      ["holds", "late_end", simNow, CUSTOMS, []],
      ["available_for_pickup", "late_end", simNow, false, true],
    ]);
    expect(late.every((item) => item.source === "webhook" && item.sourceRef === "late-hold container.updated")).toBe(
      true,
    );

    // D−1 is written again with the hold from 13:00 to its end, superseding the first record, which stays.
    expect(await writeDayRecords(world.workspaceId)).toMatchObject({ days: 1, corrections: 1 });
    const days = await get<ContainerDaysResponse>(daysRoute.GET, `/api/containers/${box.id}/days`, box.id);
    const yesterday = days.body.data.filter((item) => item.date === day(-1));
    expect(yesterday.map((item) => item.current)).toEqual([false, true]);
    const [original, correction] = yesterday;
    const hours = (from: Date, to: Date): number => (to.getTime() - from.getTime()) / 3_600_000;
    const heldHours = hours(at(-1, 13), at(0, 0));
    expect(original?.record).toMatchObject({ holds: [], available: { hours: hours(at(-1, 0), at(0, 0)) } });
    expect(correction?.supersedes).toBe(original?.id);
    expect(correction?.record.holds).toEqual([
      {
        name: "customs",
        status: "hold",
        blocking: true,
        from: at(-1, 13).toISOString(),
        to: at(0, 0).toISOString(),
        hours: heldHours,
      },
    ]);
    expect(correction?.record.available.hours).toBe(hours(at(-1, 0), at(-1, 13)));
    expect(days.body.data.filter((item) => item.date !== day(-1)).every((item) => item.supersedes === null)).toBe(true);
  });

  it("keeps a refresh older than a delivery already applied, at the refresh's time, and the box as delivered", async () => {
    const { db } = await import("@/lib/server/db");
    const { resetClock } = await import("@/lib/server/clock");
    // A minute on, so the read below is not of the instant the box was last read at.
    const readAt = new Date(
      (await world.control<{ now: string }>("/_sim/clock", { advance: "PT1M", tick: false })).now,
    );
    resetClock();
    const current = await world.control<{ data: Resource }>(`/_sim/containers/${box.number}`, {
      holds: [],
      available_for_pickup: true,
      current_status: "available",
    });
    // A notification stamped an hour ahead of the service's clock sets an appointment; the read that follows is
    // older than it, and sees the box under a TMF hold the notification did not carry.
    const appointment = at(1, 10).toISOString();
    const ahead = new Date(simNow.getTime() + 3_600_000);
    await deliverLate(
      "ahead",
      { ...current.data, attributes: { ...current.data.attributes, pickup_appointment_at: appointment } },
      ahead,
    );
    await world.control(`/_sim/containers/${box.number}`, {
      holds: [{ name: "TMF", status: "hold", description: null }],
    });
    const { fetchContainer } = await import("@/lib/server/sync/refresh");
    expect(
      await fetchContainer(world.workspaceId, box.upstreamId, { priority: "interactive", ref: "older read" }),
    ).toMatchObject({ stale: 1, updated: 0 });

    const after = await db.container.findUniqueOrThrow({ where: { id: box.id } });
    expect(after.pickupAppointmentAt?.toISOString()).toBe(appointment);
    expect(after.holds).toEqual([]);
    const read = (await rows(box.upstreamId)).filter((item) => item.sourceRef === "older read");
    expect(read.map((item) => [item.field, item.kind, item.observedAt, item.newValue])).toEqual([
      ["holds", "late", readAt, [{ name: "TMF", status: "hold", description: null }]],
      ["holds", "late_end", ahead, []],
    ]);
  });
});

describe("the moments a box's charges hang on", () => {
  it("records its full-out as a change of its own, beside the status it moves", async () => {
    const { resetClock } = await import("@/lib/server/clock");
    // Past the delivery stamped an hour ahead, so this read is the newest observation.
    const readAt = new Date(
      (await world.control<{ now: string }>("/_sim/clock", { advance: "PT2H", tick: false })).now,
    );
    resetClock();
    const out = await world.control<{ data: Resource }>(`/_sim/containers/${box.number}`, {
      current_status: "picked_up",
    });
    const fullOut = out.data.attributes["pod_full_out_at"];
    expect(typeof fullOut).toBe("string");
    const { fetchContainer } = await import("@/lib/server/sync/refresh");
    expect(
      await fetchContainer(world.workspaceId, box.upstreamId, { priority: "interactive", ref: "picked up" }),
    ).toMatchObject({ updated: 1 });
    const changes = (await rows(box.upstreamId, "change")).filter((item) => item.sourceRef === "picked up");
    expect(changes.find((item) => item.field === "pod_full_out_at")).toMatchObject({
      oldValue: null,
      newValue: new Date(String(fullOut)).toISOString(),
      observedAt: readAt,
    });
    expect(changes.find((item) => item.field === "current_status")).toMatchObject({ newValue: "picked_up" });
  });
});

describe("the history, page by page", () => {
  it("returns every row beyond 500 once, newest first, without gaps or repeats, even as rows are added", async () => {
    const { db } = await import("@/lib/server/db");
    const other = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, upstreamId: { not: box.upstreamId } },
      orderBy: { number: "asc" },
    });
    // 1,234 rows, three to each instant, so pages end inside a run of one instant.
    const base = Date.parse("2026-01-01T00:00:00Z");
    await db.containerChange.createMany({
      data: Array.from({ length: 1_234 }, (_, index) => ({
        workspaceId: world.workspaceId,
        containerUpstreamId: other.upstreamId,
        field: "holds",
        oldValue: [],
        newValue: [{ name: `hold ${index}`, status: "hold" }],
        source: "sync",
        sourceRef: `paging ${index}`,
        observedAt: new Date(base + Math.floor(index / 3) * 60_000),
      })),
    });
    const expected = (await rows(other.upstreamId)).map((item) => item.id.toString()).reverse();
    expect(expected.length).toBeGreaterThan(1_234);

    const detail = await get<ContainerDetailResponse>(detailRoute.GET, `/api/containers/${other.id}`, other.id);
    expect(detail.status).toBe(200);
    expect(detail.body.history).toHaveLength(500);
    expect(detail.body.history.find((item) => item.sourceRef === "paging 1233")).toMatchObject({
      kind: "change",
      field: "holds",
      oldValue: [],
      newValue: [{ name: "hold 1233", status: "hold" }],
    });
    const seen = detail.body.history.map((item) => item.id);
    let cursor = detail.body.historyCursor;
    let pages = 1;
    // A row recorded after the first page was read is newer than every cursor: later pages are not moved by it.
    await db.containerChange.create({
      data: {
        workspaceId: world.workspaceId,
        containerUpstreamId: other.upstreamId,
        field: "holds",
        newValue: [],
        source: "sync",
        observedAt: new Date(),
      },
    });
    while (cursor !== null) {
      const page = await get<ContainerHistoryPage>(
        historyRoute.GET,
        `/api/containers/${other.id}/history?cursor=${encodeURIComponent(cursor)}`,
        other.id,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((item) => item.id));
      cursor = page.body.nextCursor;
      pages += 1;
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(expected.length / 500));

    // A smaller page, from the start, names the same rows.
    const small = await get<ContainerHistoryPage>(
      historyRoute.GET,
      `/api/containers/${other.id}/history?limit=7`,
      other.id,
    );
    expect(small.body.data).toHaveLength(7);
    expect(small.body.data[0]?.kind).toBe("change");
  });

  it("refuses a cursor it did not give and another workspace's box", async () => {
    const { db } = await import("@/lib/server/db");
    const any = await db.container.findFirstOrThrow({ where: { workspaceId: world.workspaceId } });
    for (const query of ["cursor=yesterday", "cursor=2026-13-45T00:00:00.000Z_1", "limit=501", "limit=0"]) {
      const answer = await get(historyRoute.GET, `/api/containers/${any.id}/history?${query}`, any.id);
      expect(answer.status, query).toBe(422);
    }
    const stranger = await createTestWorkspace(["dispatcher"]);
    const mine = session.user;
    if (!mine) throw new Error("fixture");
    session.user = { ...mine, workspaceId: stranger.workspace.id };
    try {
      expect((await get(historyRoute.GET, `/api/containers/${any.id}/history`, any.id)).status).toBe(404);
    } finally {
      session.user = mine;
    }
  });
});
