import { beforeAll, describe, expect, it } from "vitest";

import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

// Arrival facts end to end on real PostgreSQL: a backfilled world where two new shipments are set up through the
// simulator's control API (ETA, vessel and voyage) and their boxes given equipment, weight and hazmat, then the
// sweep reads them. Every expected value below comes from what this file set, never from the code under test:
// - NEAR: ETA 2 days from the simulator's now, vessel "QS NEAR", two boxes: A 40' reefer high cube, 31,250 lb,
//   hazmat true; B 20' standard dry, no weight, hazmat false.
// - FAR: ETA 20 days out, vessel "QS FAR" voyage 042E, one box C with no hazmat field at all.
// Then FAR's ETA moves twice, each seen by a sweep at a known simulated instant.
const world = backfilledWorkspace({ containers: 60, roles: ["admin"] });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Created = {
  data: { id: string; attributes: { bill_of_lading_number: string } };
  containers: { id: string; attributes: { number: string } }[];
};
const s = { near: null as Created | null, far: null as Created | null, imo: "", simNow: 0 };
let calls = 0;

async function simNow(): Promise<number> {
  return Date.parse((await world.control<{ now: string }>("/_sim/clock")).now);
}

async function sweep() {
  const { resetClock } = await import("@/lib/server/clock");
  const { syncLists } = await import("@/lib/server/sync/lists");
  const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
  resetClock();
  const result = await syncLists(world.workspaceId, { ref: "sweep" });
  await recomputeWorkspace(world.workspaceId);
  return result;
}

async function list(params: Record<string, string>) {
  const { listContainers } = await import("./query");
  const { containersQuerySchema } = await import("@/lib/validations/containers-query");
  // A limit no earlier call used: never a page cached before this test's writes.
  calls += 1;
  return listContainers(world.workspaceId, containersQuerySchema.parse({ limit: String(400 - calls), ...params }));
}

const boxId = async (number: string) => {
  const { db } = await import("@/lib/server/db");
  return (await db.container.findFirstOrThrow({ where: { workspaceId: world.workspaceId, number } })).id;
};

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  s.simNow = await simNow();
  // A vessel the simulated world sails, so the service has a position for it.
  const carrier = await db.container.findFirst({
    where: { workspaceId: world.workspaceId, podVesselImo: { not: null } },
    select: { podVesselImo: true },
  });
  s.imo = carrier?.podVesselImo ?? "";
  expect(s.imo).toMatch(/^\d{7}$/);
  s.near = await world.control<Created>("/_sim/shipments", {
    phase: "far",
    containers: 2,
    pod_eta_at: new Date(s.simNow + 2 * DAY).toISOString(),
    vessel: { name: "QS NEAR", imo: s.imo, voyage: "007W" },
  });
  s.far = await world.control<Created>("/_sim/shipments", {
    phase: "far",
    containers: 1,
    pod_eta_at: new Date(s.simNow + 20 * DAY).toISOString(),
    vessel: { name: "QS FAR", voyage: "042E" },
  });
  const [a, b] = s.near.containers.map((c) => c.attributes.number);
  await world.control(`/_sim/containers/${a}`, {
    equipment_type: "reefer",
    equipment_length: 40,
    equipment_height: "high_cube",
    weight_in_lbs: 31_250,
    hazmat: true,
  });
  await world.control(`/_sim/containers/${b}`, {
    equipment_type: "dry",
    equipment_length: 20,
    equipment_height: "standard",
    weight_in_lbs: null,
    hazmat: false,
  });
  const c = s.far.containers[0]?.attributes.number ?? "";
  await world.control(`/_sim/containers/${c}`, { hazmat: null });
  await sweep();
}, 120_000);

describe("arrival facts from the service", () => {
  it("syncs vessel and voyage onto the shipment and its boxes, size/type, weight and hazmat onto each box", async () => {
    const { db } = await import("@/lib/server/db");
    const workspaceId = world.workspaceId;
    const shipment = await db.shipment.findFirstOrThrow({
      where: { workspaceId, upstreamId: s.near?.data.id ?? "" },
    });
    expect([shipment.podVesselName, shipment.podVesselImo, shipment.podVoyageNumber]).toEqual([
      "QS NEAR",
      s.imo,
      "007W",
    ]);
    const [a, b] = s.near?.containers.map((c) => c.attributes.number) ?? [];
    const page = await list({ q: a ?? "" });
    const rowA = page.data.find((row) => row.number === a);
    expect(rowA?.arrival).toMatchObject({
      vesselName: "QS NEAR",
      vesselImo: s.imo,
      voyage: "007W",
      sizeType: "40RH",
      equipment: { type: "reefer", length: 40, height: "high_cube" },
      weightLbs: 31_250,
      hazmat: true,
      etaAt: new Date(s.simNow + 2 * DAY).toISOString(),
      arrivedAt: null,
    });
    const rowB = (await list({ q: b ?? "" })).data.find((row) => row.number === b);
    expect(rowB?.arrival).toMatchObject({ sizeType: "20GP", weightLbs: null, hazmat: false });
    const c = s.far?.containers[0]?.attributes.number ?? "";
    const rowC = (await list({ q: c })).data.find((row) => row.number === c);
    expect(rowC?.arrival).toMatchObject({ vesselName: "QS FAR", voyage: "042E", hazmat: null });
  });

  it("reads hazmat in bulk: every box the service flags, and a flag taken away is unknown again", async () => {
    const { db } = await import("@/lib/server/db");
    const workspaceId = world.workspaceId;
    const known = await db.container.count({ where: { workspaceId, hazmat: { not: null } } });
    const result = await sweep();
    // One read of the definition's fields, not one per box: every field listed is a box with a known flag.
    expect(result.arrival.hazmat).toMatchObject({ defined: true, fields: known, changed: 0 });
    expect(result.arrival.requests).toBeLessThan(10);
    const a = s.near?.containers[0]?.attributes.number ?? "";
    await world.control(`/_sim/containers/${a}`, { hazmat: null });
    const after = await sweep();
    expect(after.arrival.hazmat).toMatchObject({ fields: known - 1, changed: 1 });
    expect((await db.container.findFirstOrThrow({ where: { workspaceId, number: a } })).hazmat).toBeNull();
    // Flagged again: the next sweep (of the tests below) reads it back.
    await world.control(`/_sim/containers/${a}`, { hazmat: true });
  });

  it("keeps the vessel's last position per vessel, asked at most once an hour, and shows it in the detail", async () => {
    const { db } = await import("@/lib/server/db");
    const { getContainerDetail } = await import("./detail");
    const vessel = await db.vessel.findUniqueOrThrow({
      where: { workspaceId_imo: { workspaceId: world.workspaceId, imo: s.imo } },
    });
    expect(vessel.latitude).not.toBeNull();
    const again = await sweep();
    expect(again.arrival.vessels?.asked).toBe(0);
    const detail = await getContainerDetail(
      world.workspaceId,
      await boxId(s.near?.containers[0]?.attributes.number ?? ""),
    );
    expect(detail.arrival.vesselPosition).toMatchObject({ latitude: vessel.latitude, longitude: vessel.longitude });
  });

  it("keeps every distinct ETA with when it was seen: moved twice, a history of three", async () => {
    const { getContainerDetail } = await import("./detail");
    const bol = s.far?.data.attributes.bill_of_lading_number ?? "";
    const id = await boxId(s.far?.containers[0]?.attributes.number ?? "");
    const first = new Date(s.simNow + 20 * DAY).toISOString();
    const seen = [new Date(await simNow()).toISOString()];
    // The sweeps so far saw the first ETA only; the backfill-time sighting is when the shipment was first read.
    const before = await getContainerDetail(world.workspaceId, id);
    expect(before.arrival.etaHistory.map((e) => e.etaAt)).toEqual([first]);

    const second = new Date(s.simNow + 23 * DAY).toISOString();
    const third = new Date(s.simNow + 19 * DAY + 6 * HOUR).toISOString();
    // Twenty minutes apart, so the vessels' positions are not due again: the sweeps stay within the background
    // share of the request budget (60 a minute), which a test that swept faster would wait on.
    for (const eta of [second, third]) {
      await world.control("/_sim/clock", { advance: "PT20M" });
      await world.control(`/_sim/shipments/${bol}`, { pod_eta_at: eta });
      seen.push(new Date(await simNow()).toISOString());
      await sweep();
    }
    // A sweep that sees the same ETA again adds nothing.
    await sweep();
    const detail = await getContainerDetail(world.workspaceId, id);
    expect(detail.arrival.etaHistory).toEqual([
      { etaAt: third, seenAt: seen[2] },
      { etaAt: second, seenAt: seen[1] },
      { etaAt: first, seenAt: before.arrival.etaHistory[0]?.seenAt },
    ]);
    expect(Date.parse(before.arrival.etaHistory[0]?.seenAt ?? "")).toBeLessThanOrEqual(Date.parse(seen[0] ?? ""));
    expect(detail.data.arrival.etaAt).toBe(third);
  });
});

describe("arrival filters and the ETA sort in SQL", () => {
  it("sorts the Arriving card by ETA by default, soonest first, the same by keyset pages", async () => {
    const whole = await list({ lens: "arriving" });
    // A box whose vessel is in (waiting for discharge) comes by when it arrived, the rest by their ETA.
    const etas = whole.data.map((row) => row.arrival.arrivedAt ?? row.arrival.etaAt);
    const known = etas.filter((eta): eta is string => eta !== null);
    expect(etas.slice(0, known.length)).toEqual(known);
    expect(known).toEqual([...known].sort((x, y) => Date.parse(x) - Date.parse(y)));
    const ids = whole.data.map((row) => row.id);
    const near = await Promise.all((s.near?.containers ?? []).map((c) => boxId(c.attributes.number)));
    const far = await boxId(s.far?.containers[0]?.attributes.number ?? "");
    for (const id of near) expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(far));
    expect((await list({ lens: "arriving", sort: "eta" })).data.map((row) => row.id)).toEqual(ids);
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list({
        lens: "arriving",
        limit: "7",
        ...(cursor ? { cursor } : {}),
      });
      paged.push(...page.data.map((row) => row.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(ids);
    // Urgency stays the order a chosen sort asks for.
    expect((await list({ lens: "arriving", sort: "urgency" })).data.map((row) => row.id).sort()).toEqual(
      [...ids].sort(),
    );
  });

  it("filters by ETA window, vessel, size/type and hazmat to the rows the scenario set up", async () => {
    const at = await simNow();
    const near = await Promise.all((s.near?.containers ?? []).map((c) => boxId(c.attributes.number)));
    const far = await boxId(s.far?.containers[0]?.attributes.number ?? "");
    const [a, b] = near;
    const within = await list({ etaWithin: "3" });
    expect(within.data.map((row) => row.id)).toEqual(expect.arrayContaining(near));
    expect(within.data.map((row) => row.id)).not.toContain(far);
    expect(
      within.data.every((row) => {
        const when = row.arrival.arrivedAt ?? row.arrival.etaAt;
        return when !== null && Date.parse(when) <= at + 3 * DAY;
      }),
    ).toBe(true);
    expect(within.data.every((row) => row.lenses.includes("arriving"))).toBe(true);
    expect((await list({ vessel: "QS NEAR" })).data.map((row) => row.id).sort()).toEqual([...near].sort());
    expect((await list({ vessel: "QS FAR,QS NEAR" })).total).toBe(3);
    const reefers = await list({ size: "40RH" });
    expect(reefers.data.map((row) => row.id)).toContain(a);
    expect(reefers.data.every((row) => row.arrival.sizeType === "40RH")).toBe(true);
    const hazmat = await list({ hazmat: "1" });
    expect(hazmat.data.map((row) => row.id)).toContain(a);
    expect(hazmat.data.map((row) => row.id)).not.toContain(b);
    expect(hazmat.data.every((row) => row.arrival.hazmat === true)).toBe(true);
    expect(
      (await list({ hazmat: "1", vessel: "QS NEAR", size: "40RH", etaWithin: "3" })).data.map((row) => row.id),
    ).toEqual([a]);
  });

  it("serves the ETA order and window from one index, without sorting", async () => {
    const { db } = await import("@/lib/server/db");
    const plan = await db.$transaction(async (tx) => {
      // The test world is small enough for a scan, or a bitmap scan and a sort of its few rows; with those off,
      // the plan shows whether an index can serve the order (a Sort still appears when none can).
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      await tx.$executeRaw`SET LOCAL enable_bitmapscan = off`;
      await tx.$executeRaw`SET LOCAL enable_sort = off`;
      return tx.$queryRaw<{ "QUERY PLAN": string }[]>`
        EXPLAIN SELECT id FROM containers
        WHERE workspace_id = ${world.workspaceId}::uuid AND lenses && ARRAY['arriving']::text[]
          AND arrival_eta_at <= now() + interval '3 days'
        ORDER BY arrival_eta_at ASC NULLS LAST, number ASC, id ASC LIMIT 101`;
    });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("containers_workspace_id_arrival_eta_at_number_id_idx");
    expect(text).not.toMatch(/\bSort\b/);
  });

  it("serves the vessel, size/type and hazmat filters from their own indexes", async () => {
    const { db } = await import("@/lib/server/db");
    const { Prisma } = await import("@/lib/generated/prisma/client");
    const planOf = (where: ReturnType<typeof Prisma.sql>) =>
      db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        // With the table's statistics, not the planner's guess for a table it has not looked at.
        await tx.$executeRaw`ANALYZE containers`;
        const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>`
          EXPLAIN SELECT id FROM containers WHERE workspace_id = ${world.workspaceId}::uuid AND ${where}`;
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    expect(await planOf(Prisma.sql`pod_vessel_name = ANY(${["QS NEAR"]}::text[])`)).toContain(
      "containers_workspace_id_pod_vessel_name_idx",
    );
    expect(await planOf(Prisma.sql`size_type = ANY(${["40RH"]}::text[])`)).toContain(
      "containers_workspace_id_size_type_idx",
    );
    expect(await planOf(Prisma.sql`hazmat = true`)).toContain("containers_hazmat_idx");
  });
});
