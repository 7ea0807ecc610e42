// Arrival alerts through the alert engine, driven by the simulator's control API against real PostgreSQL: an ETA
// moved by two days is told once, by two hours not at all; the vessel's arrival and the discharge are told once
// each; boxes first seen already arrived or discharged (the backfill, a shipment added later) raise nothing.
import { beforeAll, describe, expect, it } from "vitest";

import { ARRIVAL_KINDS } from "@/lib/domain/alerts/kinds";
import { db } from "@/lib/server/db";
import { alertPass, subscribe } from "@/lib/testing/alert-fixtures";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

const world = backfilledWorkspace({ containers: 60, roles: ["dispatcher"] });
const sim = <T>(path: string, body?: unknown): Promise<T> => world.control<T>(path, body);
const HOUR = 3_600_000;
const KINDS: string[] = [...ARRIVAL_KINDS];

let simNow = new Date(0);
let userId = "";

const syncAndDerive = (): Promise<void> => alertPass(world.workspaceId, simNow);

/** What the person was told of the box's arrival, oldest first. */
async function told(containerId: string): Promise<{ kind: string; title: string }[]> {
  return db.notification.findMany({
    where: { userId, containerId, kind: { in: KINDS } },
    orderBy: { createdAt: "asc" },
    select: { kind: true, title: true },
  });
}

beforeAll(async () => {
  simNow = new Date((await sim<{ now: string }>("/_sim/clock")).now);
  const user = await db.user.findFirstOrThrow({ where: { workspaceId: world.workspaceId } });
  userId = user.id;
});

describe("arrival alerts", () => {
  let box = { id: "", number: "", shipment: "" };

  it("say nothing at the first look, though many boxes of the backfill arrived and were discharged long ago", async () => {
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, finalDestinationTimezone: null, podTerminalUpstreamId: { not: null } },
      orderBy: { number: "asc" },
    });
    const state = await sim<{ data: { relationships: { shipment: { data: { id: string } } } } }>(
      `/_sim/containers/${row.number}`,
    );
    box = { id: row.id, number: row.number, shipment: state.data.relationships.shipment.data.id };
    // Back on the water, due at the port in five days.
    await sim(`/_sim/containers/${box.number}`, { current_status: "on_ship", line_tracking: { stopped: false } });
    await sim(`/_sim/shipments/${box.shipment}`, { pod_eta_at: new Date(simNow.getTime() + 120 * HOUR).toISOString() });
    await syncAndDerive();
    expect(
      await db.container.count({ where: { workspaceId: world.workspaceId, podDischargedAt: { not: null } } }),
      "the backfill has discharged boxes",
    ).toBeGreaterThan(0);
    expect(await db.alertEvent.count({ where: { workspaceId: world.workspaceId, kind: { in: KINDS } } })).toBe(0);
    await subscribe(world.workspaceId, userId, { kinds: KINDS, channels: ["in_app"] });
  });

  it("tell an ETA moved by two days once, and one moved by two hours not at all", async () => {
    await sim(`/_sim/shipments/${box.shipment}`, { pod_eta_at: new Date(simNow.getTime() + 168 * HOUR).toISOString() });
    await syncAndDerive();
    expect(await told(box.id)).toEqual([{ kind: "eta_changed", title: `${box.number}: ETA moved 2 days later` }]);
    await sim(`/_sim/shipments/${box.shipment}`, { pod_eta_at: new Date(simNow.getTime() + 170 * HOUR).toISOString() });
    await syncAndDerive();
    expect(await told(box.id)).toHaveLength(1);
    // Every box told of the move is one of this shipment's, each once.
    const moved = await db.notification.findMany({
      where: { userId, kind: "eta_changed" },
      select: { containerId: true },
    });
    const ofShipment = await db.container.findMany({
      where: { workspaceId: world.workspaceId, shipmentUpstreamId: box.shipment },
      select: { id: true },
    });
    const ids = new Set(ofShipment.map((row) => row.id));
    expect(moved.every((row) => row.containerId !== null && ids.has(row.containerId))).toBe(true);
    expect(new Set(moved.map((row) => row.containerId)).size).toBe(moved.length);
  });

  it("tell the vessel's arrival, then the discharge, once each", async () => {
    await sim(`/_sim/containers/${box.number}`, { pod_arrived_at: simNow.toISOString() });
    await syncAndDerive();
    expect((await told(box.id)).map((n) => n.kind)).toEqual(["eta_changed", "vessel_arrived"]);
    await sim(`/_sim/containers/${box.number}`, { current_status: "not_available" });
    await syncAndDerive();
    await syncAndDerive();
    expect(await told(box.id)).toEqual([
      { kind: "eta_changed", title: `${box.number}: ETA moved 2 days later` },
      { kind: "vessel_arrived", title: `${box.number}: vessel arrived at the port` },
      { kind: "discharged", title: `${box.number} was discharged` },
    ]);
  });

  it("say nothing about a box first seen already discharged", async () => {
    const added = await sim<{ containers: { id: string }[] }>("/_sim/shipments", { containers: 1, phase: "recent" });
    const upstreamId = added.containers[0]?.id ?? "";
    await syncAndDerive();
    const row = await db.container.findFirstOrThrow({ where: { workspaceId: world.workspaceId, upstreamId } });
    expect(row.podDischargedAt, "the new box was discharged before Quayside saw it").not.toBeNull();
    expect(await db.alertEvent.count({ where: { containerId: row.id, kind: { in: KINDS } } })).toBe(0);
    expect(await told(row.id)).toEqual([]);
  });
});
