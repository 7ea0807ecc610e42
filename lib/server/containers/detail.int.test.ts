import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, it } from "vitest";

import { readDetail } from "@/components/board/container-detail";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

// GET /api/containers/{id}: the drawer's shipment facts (carrier, vessel, voyage, ports, ETA/ATA) come from
// the cached shipment, and the booking number from the booking tracking request of this workspace only.
const world = backfilledWorkspace({ containers: 60, roles: ["dispatcher"] });
const sim = world.sim;
let workspaceId = "";

beforeAll(async () => {
  workspaceId = world.workspaceId;
}, 60_000);

type ShipmentDocument = { data: { id: string; attributes: Record<string, string | null> } };

describe("container detail", () => {
  it("returns the shipment's facts and the booking number, as the drawer reads them", async () => {
    const { db } = await import("@/lib/server/db");
    const { getContainerDetail } = await import("./detail");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, shipmentUpstreamId: { not: null }, podArrivedAt: { not: null } },
      orderBy: { number: "asc" },
    });
    const shipmentId = row.shipmentUpstreamId ?? "";
    const response = await sim.request(`/v2/shipments/${shipmentId}`, {
      headers: { Authorization: "Token sim_paid_key" },
    });
    const a = ((await response.json()) as ShipmentDocument).data.attributes;
    expect(a["pod_vessel_name"]).toBeTruthy();

    const request = (workspace: string, number: string) =>
      db.trackingRequest.create({
        data: {
          workspaceId: workspace,
          upstreamId: randomUUID(),
          requestNumber: number,
          requestType: "booking_number",
          status: "succeeded",
          trackedObjectType: "shipment",
          trackedObjectUpstreamId: shipmentId,
          raw: {},
          observedAt: new Date(),
        },
      });
    // Another workspace tracking the same shipment by its own booking must not show here.
    const other = (await createTestWorkspace(["dispatcher"])).workspace.id;
    await request(other, "BKGOTHER0001");
    expect((await getContainerDetail(workspaceId, row.id)).data.bookingNumber).toBeNull();
    await request(workspaceId, "BKG4471902");

    const detail = await getContainerDetail(workspaceId, row.id);
    expect(detail.data.bookingNumber).toBe("BKG4471902");
    expect(detail.shipment).toEqual({
      id: expect.any(String),
      billOfLading: a["bill_of_lading_number"],
      bookingNumber: "BKG4471902",
      carrier: `${a["shipping_line_scac"]} · ${a["shipping_line_name"]}`,
      vessel: a["pod_vessel_name"],
      voyage: a["pod_voyage_number"],
      polName: a["port_of_lading_name"],
      podName: a["port_of_discharge_name"],
      destinationName: a["destination_name"] ?? null,
      etaAt: a["pod_eta_at"] ? new Date(a["pod_eta_at"]).toISOString() : null,
      ataAt: a["pod_ata_at"] ? new Date(a["pod_ata_at"]).toISOString() : null,
      timezone: a["pod_timezone"],
      trackingStoppedAt: a["line_tracking_stopped_at"] ? new Date(a["line_tracking_stopped_at"]).toISOString() : null,
    });

    // The drawer's reader finds the same facts in the JSON the route sends.
    const view = readDetail(JSON.parse(JSON.stringify(detail)));
    expect(view.row?.bookingNumber).toBe("BKG4471902");
    expect(view.shipment).toMatchObject({
      vessel: a["pod_vessel_name"],
      voyage: a["pod_voyage_number"],
      polName: a["port_of_lading_name"],
      podName: a["port_of_discharge_name"],
    });
  });

  it("has no shipment for a box whose shipment is not cached", async () => {
    const { db } = await import("@/lib/server/db");
    const { getContainerDetail } = await import("./detail");
    const row = await db.container.findFirstOrThrow({ where: { workspaceId }, orderBy: { number: "desc" } });
    await db.container.update({ where: { id: row.id }, data: { shipmentUpstreamId: null } });
    expect((await getContainerDetail(workspaceId, row.id)).shipment).toBeNull();
  });
});
