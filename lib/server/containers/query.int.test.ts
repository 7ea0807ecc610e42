import { beforeAll, describe, expect, it } from "vitest";

import { SORTS } from "@/lib/shared/board-query";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

// GET /api/containers' query: keyset pages that concatenate to the whole sorted list for every sort and
// direction (nulls last), stay stable when rows before the cursor go away, `q` matching container, BOL,
// booking and reference numbers by substring, case-insensitively, and returned boxes off the board.
const world = backfilledWorkspace({ containers: 120, roles: ["admin"] });
let workspaceId = "";

beforeAll(async () => {
  workspaceId = world.workspaceId;
}, 60_000);

async function list(params: Record<string, string>) {
  const { listContainers } = await import("./query");
  const { containersQuerySchema } = await import("@/lib/validations/containers-query");
  return listContainers(workspaceId, containersQuerySchema.parse(params));
}

describe("containers query", () => {
  it("pages by keyset through every sort and direction exactly as one sorted list", async () => {
    for (const sort of SORTS) {
      for (const dir of ["asc", "desc"]) {
        const whole = await list({ sort, dir, limit: "500" });
        expect(whole.nextCursor).toBeNull();
        const ids: string[] = [];
        let cursor: string | null = null;
        do {
          const page: Awaited<ReturnType<typeof list>> = await list({
            sort,
            dir,
            limit: "7",
            ...(cursor ? { cursor } : {}),
          });
          ids.push(...page.data.map((row) => row.id));
          cursor = page.nextCursor;
        } while (cursor);
        expect(ids, `${sort} ${dir}`).toEqual(whole.data.map((row) => row.id));
      }
    }
  });

  it("neither repeats nor skips a row when rows of earlier pages disappear", async () => {
    const { db } = await import("@/lib/server/db");
    const whole = await list({ limit: "500" });
    const first = await list({ limit: "10" });
    const gone = first.data[0]?.upstreamId ?? "";
    await db.container.delete({ where: { workspaceId_upstreamId: { workspaceId, upstreamId: gone } } });
    const second = await list({ limit: "10", cursor: first.nextCursor ?? "" });
    expect(second.data.map((row) => row.id)).toEqual(whole.data.slice(10, 20).map((row) => row.id));
  });

  it("refuses a cursor that is malformed or made for another sort", async () => {
    const first = await list({ sort: "lfd", limit: "5" });
    await expect(list({ sort: "number", cursor: first.nextCursor ?? "" })).rejects.toMatchObject({
      code: "bad_request",
    });
    await expect(list({ cursor: "not-a-cursor" })).rejects.toMatchObject({ code: "bad_request" });
  });

  it("matches container, BOL, booking and reference numbers by substring, ignoring case", async () => {
    const { db } = await import("@/lib/server/db");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, billOfLading: { not: null }, bucket: { not: "done" } },
      orderBy: { number: "asc" },
    });
    await db.container.update({ where: { id: row.id }, data: { refNumbers: ["PO-Alpha-7781"] } });
    // The booking is known only through the tracking request that created the shipment.
    await db.trackingRequest.create({
      data: {
        workspaceId,
        upstreamId: "tr-booking-zulu",
        requestNumber: "BKG99ZULU42",
        requestType: "booking_number",
        status: "created",
        trackedObjectType: "shipment",
        trackedObjectUpstreamId: row.shipmentUpstreamId,
        raw: {},
        observedAt: new Date(),
      },
    });
    // A search finds every box of the booking's shipment, returned ones included.
    const sameShipment = await db.container.count({
      where: { workspaceId, shipmentUpstreamId: row.shipmentUpstreamId },
    });
    const only = async (q: string) => (await list({ q })).data.map((r) => r.id);
    expect(await only(row.number.slice(3, 9).toLowerCase())).toContain(row.id);
    expect(await only((row.billOfLading ?? "").slice(2).toLowerCase())).toContain(row.id);
    expect(await only("zulu4")).toContain(row.id);
    expect(await only("zulu4")).toHaveLength(sameShipment);
    expect((await list({ q: "zulu4" })).data.every((r) => r.bookingNumber === "BKG99ZULU42")).toBe(true);
    expect(await only("alpha-778")).toEqual([row.id]);
    // LIKE wildcards are literal: "%" and "_" match only themselves.
    expect(await only("%")).toEqual([]);
    expect(await only("PO_Alpha")).toEqual([]);
    const counted = await list({ q: "alpha-778" });
    expect(counted.total).toBe(1);
    expect(Object.values(counted.bucketCounts).reduce((a, b) => a + (b ?? 0), 0)).toBe(1);
  });

  it("summarizes every past-LFD box of the view for the card: latest days past and posted demurrage only", async () => {
    const late = await list({ bucket: "past_lfd", limit: "500", include: "attributes" });
    const summary = (await list({ limit: "5" })).pastLfd;
    expect(summary?.count).toBe(late.total);
    const days = late.data.map((r) => r.lfd.daysLeft).filter((d): d is number => d !== null);
    expect(summary?.maxDaysPast).toBe(days.length > 0 ? -Math.min(...days) : null);
    // Posted demurrage per currency, added in cents as money is.
    const cents: Record<string, number> = {};
    for (const r of late.data) {
      const fees = Array.isArray(r.attributes?.["fees_at_pod_terminal"])
        ? (r.attributes["fees_at_pod_terminal"] as Array<{ type: string; amount: number; currency_code: string }>)
        : [];
      for (const f of fees.filter((fee) => fee.type === "demurrage"))
        cents[f.currency_code] = (cents[f.currency_code] ?? 0) + Math.round(f.amount * 100);
    }
    expect(summary?.demurrage).toEqual(
      Object.fromEntries(Object.entries(cents).map(([currency, total]) => [currency, total / 100])),
    );
    expect((await list({ limit: "5", cursor: (await list({ limit: "5" })).nextCursor ?? "" })).pastLfd).toBeNull();
  });

  it("sends the service's raw attributes only with include=attributes, exactly as the service sent them", async () => {
    const { db } = await import("@/lib/server/db");
    const lean = await list({ limit: "20" });
    expect(lean.data.length).toBeGreaterThan(0);
    expect(lean.data.filter((row) => "attributes" in row)).toEqual([]);
    const full = await list({ limit: "20", include: "attributes" });
    expect(full.data.map((row) => row.id)).toEqual(lean.data.map((row) => row.id));
    const stored = await db.container.findMany({
      where: { id: { in: full.data.map((row) => row.id) } },
      select: { id: true, raw: true },
    });
    const rawById = new Map(stored.map((row) => [row.id, (row.raw as { attributes: unknown }).attributes]));
    for (const row of full.data) expect(row.attributes).toEqual(rawById.get(row.id));
  });

  it("keeps returned boxes off the board unless a view asks for them or a search names one", async () => {
    const { db } = await import("@/lib/server/db");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, bucket: { not: "done" } },
      orderBy: { number: "desc" },
    });
    await db.container.update({ where: { id: row.id }, data: { bucket: "done" } });
    const done = await db.container.count({ where: { workspaceId, bucket: "done" } });
    // Written behind the app's back: a cached page may stand for up to a second.
    await expect
      .poll(async () => (await list({ limit: "500" })).data.map((r) => r.id), { timeout: 2_000, interval: 50 })
      .not.toContain(row.id);
    const board = await list({ limit: "500" });
    expect(board.total).toBe((await db.container.count({ where: { workspaceId } })) - done);
    expect(board.bucketCounts.done).toBeUndefined();
    const returned = await list({ bucket: "done", limit: "500" });
    expect(returned.total).toBe(done);
    expect(returned.data.map((r) => r.id)).toContain(row.id);
    // A search for that very box finds it, returned.
    const found = await list({ q: row.number.toLowerCase() });
    expect(found.data.map((r) => [r.id, r.bucket])).toContainEqual([row.id, "done"]);
  });

  it("shows a change made by any writer within a second, though pages are cached", async () => {
    const { db } = await import("@/lib/server/db");
    const { notifyLive } = await import("@/lib/server/live/notify");
    const first = async () => (await list({ sort: "number", limit: "3" })).data[0];
    const row = await first();
    expect(row).toBeDefined();
    expect((await first())?.pickupAppointmentAt).toBe(row?.pickupAppointmentAt ?? null);
    // Written behind the cache's back, as another process would, without announcing it: within a second.
    await db.$executeRaw`UPDATE containers SET pickup_appointment_at = '2026-03-09T09:00:00Z' WHERE id = ${row?.id ?? ""}::uuid`;
    await expect
      .poll(async () => (await first())?.pickupAppointmentAt, { timeout: 2_000, interval: 50 })
      .toBe("2026-03-09T09:00:00.000Z");
    // Announced, as every writer of the app does: the cached page goes at once.
    await db.$executeRaw`UPDATE containers SET pickup_appointment_at = '2026-03-10T09:00:00Z' WHERE id = ${row?.id ?? ""}::uuid`;
    await notifyLive(workspaceId, "containers", [row?.id ?? ""]);
    await expect
      .poll(async () => (await first())?.pickupAppointmentAt, { timeout: 2_000, interval: 20 })
      .toBe("2026-03-10T09:00:00.000Z");
  });
});
