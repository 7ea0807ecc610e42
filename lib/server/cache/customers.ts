import "server-only";

import { db } from "@/lib/server/db";

import { jsonRequired } from "./json";
import { str, type ShipmentColumns } from "./normalize";
import type { Resource } from "../upstream/json-api";

// Customers are the account's parties (GET /parties). A shipment is tracked for one: its `customer`
// relationship names it when the service sends one; otherwise the service ties them through the tracking
// request and fills the shipment's customer_name with the party's company name, which the service keeps
// unique per account (case-insensitively). So a shipment without the relationship is linked to the party of
// that name, and its containers carry the party's id: a board filter on a customer survives renames.

/** Upserts the parties of one list page; returns how many were read. */
export async function applyParties(workspaceId: string, resources: Resource[]): Promise<number> {
  const parties = resources.filter((r) => r.type === "party");
  for (const r of parties) {
    const companyName = str(r.attributes["company_name"]);
    if (companyName === null) continue;
    const columns = { companyName, raw: jsonRequired(r), syncedAt: new Date() };
    await db.party.upsert({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
      create: { workspaceId, upstreamId: r.id, ...columns },
      update: columns,
    });
  }
  return parties.length;
}

/** Parties the service no longer lists (after a complete read of the list): their links go with them. */
export async function removeUnlistedParties(workspaceId: string, listed: ReadonlySet<string>): Promise<void> {
  const gone = await db.party.findMany({
    where: { workspaceId, upstreamId: { notIn: [...listed] } },
    select: { upstreamId: true },
  });
  if (gone.length === 0) return;
  const ids = gone.map((p) => p.upstreamId);
  await db.party.deleteMany({ where: { workspaceId, upstreamId: { in: ids } } });
  await db.shipment.updateMany({
    where: { workspaceId, customerPartyUpstreamId: { in: ids } },
    data: { customerPartyUpstreamId: null },
  });
}

/** Each shipment without a customer relationship gets the party whose company name it carries, when known. */
export async function withCustomerParties(
  workspaceId: string,
  shipments: ShipmentColumns[],
): Promise<ShipmentColumns[]> {
  const names = [
    ...new Set(
      shipments.flatMap((s) =>
        s.customerPartyUpstreamId === null && s.customerName !== null ? [s.customerName.toLowerCase()] : [],
      ),
    ),
  ];
  if (names.length === 0) return shipments;
  const parties = await db.$queryRaw<{ upstream_id: string; name: string }[]>`
    SELECT upstream_id, lower(company_name) AS name FROM parties
    WHERE workspace_id = ${workspaceId}::uuid AND lower(company_name) = ANY(${names}::text[])
    ORDER BY upstream_id DESC`;
  // Names are unique at the service; should two ever collide here, the same one is picked every time.
  const byName = new Map(parties.map((p) => [p.name, p.upstream_id]));
  return shipments.map((s) =>
    s.customerPartyUpstreamId !== null || s.customerName === null
      ? s
      : { ...s, customerPartyUpstreamId: byName.get(s.customerName.toLowerCase()) ?? null },
  );
}

/**
 * After the parties were read: links stored shipments (without a relationship of their own) to the party of
 * their customer name, and copies each shipment's party onto its containers. Returns the changed containers.
 */
export async function relinkCustomers(workspaceId: string): Promise<string[]> {
  await db.$executeRaw`
    UPDATE shipments s SET customer_party_upstream_id = p.upstream_id
    FROM parties p
    WHERE s.workspace_id = ${workspaceId}::uuid AND p.workspace_id = ${workspaceId}::uuid
      AND s.raw -> 'relationships' -> 'customer' -> 'data' ->> 'id' IS NULL
      AND lower(p.company_name) = lower(s.customer_name)
      AND s.customer_party_upstream_id IS DISTINCT FROM p.upstream_id`;
  const changed = await db.$queryRaw<{ id: string }[]>`
    UPDATE containers c SET customer_party_upstream_id = s.customer_party_upstream_id
    FROM shipments s
    WHERE c.workspace_id = ${workspaceId}::uuid AND s.workspace_id = ${workspaceId}::uuid AND s.upstream_id = c.shipment_upstream_id
      AND c.customer_party_upstream_id IS DISTINCT FROM s.customer_party_upstream_id
    RETURNING c.id`;
  return changed.map((row) => row.id);
}

/** The workspace's customers for the board's filter: the service's parties, by name. */
export async function listCustomers(workspaceId: string): Promise<{ value: string; label: string }[]> {
  const parties = await db.party.findMany({
    where: { workspaceId },
    orderBy: [{ companyName: "asc" }, { upstreamId: "asc" }],
    select: { upstreamId: true, companyName: true },
  });
  return parties.map((p) => ({ value: p.upstreamId, label: p.companyName }));
}
