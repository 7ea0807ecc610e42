import { describe, expect, it } from "vitest";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { containersQuerySchema } from "@/lib/validations/containers-query";

// Customers come from the service: GET /parties is read in the backfill and every sweep (through the one
// client and the shared budget), each shipment is linked to its party, and its containers carry the party's
// id, so the board filters by customer and keeps the filter through a rename.
const world = backfilledWorkspace({ containers: 200, roles: ["admin"] });

async function service(
  path: string,
  init: RequestInit = {},
): Promise<{
  status: number;
  body: {
    data: { id: string; attributes: Record<string, unknown> }[] | { id: string; attributes: Record<string, unknown> };
  };
}> {
  const response = await fetch(`${env.SIMULATOR_URL}/${path}`, {
    ...init,
    headers: { Authorization: "Token sim_paid_key", "content-type": "application/vnd.api+json", ...init.headers },
  });
  return { status: response.status, body: await response.json() };
}

async function list(params: Record<string, string>) {
  const { listContainers } = await import("@/lib/server/containers/query");
  return listContainers(world.workspaceId, containersQuerySchema.parse(params));
}

describe("customers from the service's parties", () => {
  it("stores the parties and links every shipment and container that names one", async () => {
    const workspaceId = world.workspaceId;
    const listed = (await service("parties?page[size]=100")).body.data;
    const parties = Array.isArray(listed) ? listed : [];
    expect(parties.length).toBeGreaterThan(0);
    const stored = await db.party.findMany({ where: { workspaceId } });
    expect(new Map(stored.map((p) => [p.upstreamId, p.companyName]))).toEqual(
      new Map(parties.map((p) => [p.id, p.attributes["company_name"]])),
    );

    const byName = new Map(parties.map((p) => [String(p.attributes["company_name"]).toLowerCase(), p.id]));
    const shipments = await db.shipment.findMany({ where: { workspaceId } });
    expect(shipments.some((s) => s.customerName === null)).toBe(true);
    for (const s of shipments)
      expect(s.customerPartyUpstreamId, s.billOfLading ?? s.upstreamId).toBe(
        s.customerName ? (byName.get(s.customerName.toLowerCase()) ?? null) : null,
      );
    const containers = await db.container.findMany({
      where: { workspaceId },
      select: { shipmentUpstreamId: true, customerPartyUpstreamId: true },
    });
    const shipmentParty = new Map(shipments.map((s) => [s.upstreamId, s.customerPartyUpstreamId]));
    for (const c of containers)
      expect(c.customerPartyUpstreamId).toBe(shipmentParty.get(c.shipmentUpstreamId ?? "") ?? null);
  });

  it("filters the board by the party's id, shows its name, and keeps the filter through a rename", async () => {
    const workspaceId = world.workspaceId;
    const [top] = await db.container.groupBy({
      by: ["customerPartyUpstreamId"],
      where: { workspaceId, customerPartyUpstreamId: { not: null }, bucket: { not: "done" }, goneUpstreamAt: null },
      _count: { _all: true },
      orderBy: { _count: { customerPartyUpstreamId: "desc" } },
      take: 1,
    });
    const partyId = top?.customerPartyUpstreamId ?? "";
    expect(partyId).not.toBe("");
    const page = await list({ customer: partyId, limit: "500" });
    expect(page.total).toBe(top?._count._all);
    const party = await db.party.findFirstOrThrow({ where: { workspaceId, upstreamId: partyId } });
    for (const row of page.data) expect(row).toMatchObject({ customerId: partyId, customerName: party.companyName });

    // The filter offers the service's customers, including ones with no box on the board.
    const { listCustomers } = await import("./customers");
    expect(await listCustomers(workspaceId)).toContainEqual({ value: partyId, label: party.companyName });

    // Renamed at the service: the next sweep brings the new name, and the same filter still finds the boxes.
    const renamed = await service(`parties/${partyId}`, {
      method: "PATCH",
      body: JSON.stringify({ data: { type: "party", attributes: { company_name: "Renamed Customer Co" } } }),
    });
    expect(renamed.status).toBe(200);
    const { syncLists } = await import("@/lib/server/sync/lists");
    await syncLists(workspaceId, { ref: "sweep" });
    // Another page size: a fresh read, not this process's cached page of the same view.
    const after = await list({ customer: partyId, limit: "499" });
    expect(after.total).toBe(top?._count._all);
    for (const row of after.data)
      expect(row).toMatchObject({ customerId: partyId, customerName: "Renamed Customer Co" });
    expect(await listCustomers(workspaceId)).toContainEqual({ value: partyId, label: "Renamed Customer Co" });
  });

  it("keeps the free-text customer as a filter for shipments that name no party", async () => {
    const workspaceId = world.workspaceId;
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId, bucket: { not: "done" }, goneUpstreamAt: null },
      orderBy: { number: "asc" },
    });
    await db.container.update({
      where: { id: row.id },
      data: { customerName: "Walk-in Imports", customerPartyUpstreamId: null },
    });
    const page = await list({ customer: "Walk-in Imports" });
    expect(page.data.map((r) => r.id)).toEqual([row.id]);
    expect(page.data[0]).toMatchObject({ customerId: null, customerName: "Walk-in Imports" });
  });
});
