import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { SORTS } from "@/lib/validations/containers-query";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { createSimulator } from "@/simulator/server";

// GET /api/containers' query: keyset pages that concatenate to the whole sorted list for every sort and
// direction (nulls last), stay stable when rows before the cursor go away, and `q` matching container, BOL,
// booking and reference numbers by substring, case-insensitively.
const sim = createSimulator({ containers: 120, start: "2026-03-05T15:00:00Z", speed: 0 });
let close: (() => Promise<void>) | undefined;
let workspaceId = "";

beforeAll(async () => {
  const { env } = await import("@/lib/env.mjs");
  const server = await sim.listen(Number(new URL(env.SIMULATOR_URL).port), "127.0.0.1");
  close = server.close;
  workspaceId = (await createTestWorkspace(["admin"])).workspace.id;
  const { syncLists } = await import("@/lib/server/sync/lists");
  await syncLists(workspaceId, { ref: "backfill", backfill: true });
}, 60_000);
afterAll(async () => {
  await close?.();
  await sim.close();
});

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
          const page: Awaited<ReturnType<typeof list>> = await list({ sort, dir, limit: "7", ...(cursor ? { cursor } : {}) });
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
    await expect(list({ sort: "number", cursor: first.nextCursor ?? "" })).rejects.toMatchObject({ code: "bad_request" });
    await expect(list({ cursor: "not-a-cursor" })).rejects.toMatchObject({ code: "bad_request" });
  });

  it("matches container, BOL, booking and reference numbers by substring, ignoring case", async () => {
    const { db } = await import("@/lib/server/db");
    const row = await db.container.findFirstOrThrow({ where: { workspaceId, billOfLading: { not: null } }, orderBy: { number: "asc" } });
    const raw = row.raw as { attributes: Record<string, unknown> };
    await db.container.update({ where: { id: row.id }, data: { refNumbers: ["PO-Alpha-7781"], raw: { ...raw, attributes: { ...raw.attributes, booking_number: "BKG99ZULU42" } } } });
    const only = async (q: string) => (await list({ q })).data.map((r) => r.id);
    expect(await only(row.number.slice(3, 9).toLowerCase())).toContain(row.id);
    expect(await only((row.billOfLading ?? "").slice(2).toLowerCase())).toContain(row.id);
    expect(await only("zulu4")).toEqual([row.id]);
    expect(await only("alpha-778")).toEqual([row.id]);
    // LIKE wildcards are literal: "%" and "_" match only themselves.
    expect(await only("%")).toEqual([]);
    expect(await only("PO_Alpha")).toEqual([]);
    const counted = await list({ q: "zulu4" });
    expect(counted.total).toBe(1);
    expect(Object.values(counted.bucketCounts).reduce((a, b) => a + (b ?? 0), 0)).toBe(1);
  });

  it("shows a change made by any writer at once, though pages are cached", async () => {
    const { db } = await import("@/lib/server/db");
    const before = await list({ sort: "number", limit: "3" });
    const row = before.data[0];
    expect(row).toBeDefined();
    expect((await list({ sort: "number", limit: "3" })).data[0]?.pickupAppointmentAt).toBe(row?.pickupAppointmentAt ?? null);
    // Written behind the cache's back, as another process would.
    await db.$executeRaw`UPDATE containers SET pickup_appointment_at = '2026-03-09T09:00:00Z' WHERE id = ${row?.id ?? ""}::uuid`;
    expect((await list({ sort: "number", limit: "3" })).data[0]?.pickupAppointmentAt).toBe("2026-03-09T09:00:00.000Z");
  });
});
