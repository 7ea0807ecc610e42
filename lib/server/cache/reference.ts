import "server-only";

import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { lensWhere } from "@/lib/server/sql/board-sql";

import type { Resource } from "../upstream/json-api";

import { jsonRequired } from "./json";
import { normalizeShipment, str, type ShipmentColumns } from "./normalize";
import { withCustomerParties } from "./customers";
import { canonical } from "./history";
import { DUE_NOW } from "./due";
import { recordEtaSightings } from "./eta-sightings";

// Shipments, terminals, ports and shipping lines: upserted from whatever resources a response included.

export async function applyReference(workspaceId: string, resources: Resource[]): Promise<void> {
  const terminals = resources.filter((r) => r.type === "terminal" || r.type === "rail_terminal");
  const ports = resources.filter((r) => r.type === "port");
  const lines = resources.filter((r) => r.type === "shipping_line");
  await Promise.all([
    ...dedupe(terminals).map((r) =>
      db.terminal.upsert({
        where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
        create: { workspaceId, upstreamId: r.id, ...terminalColumns(r) },
        update: { ...terminalColumns(r), syncedAt: new Date() },
      }),
    ),
    ...dedupe(ports).map((r) =>
      db.port.upsert({
        where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
        create: { workspaceId, upstreamId: r.id, ...portColumns(r) },
        update: { ...portColumns(r), syncedAt: new Date() },
      }),
    ),
    ...dedupe(lines).map((r) =>
      db.shippingLine.upsert({
        where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
        create: {
          workspaceId,
          upstreamId: r.id,
          scac: str(r.attributes["scac"]),
          name: str(r.attributes["name"]),
          raw: jsonRequired(r),
        },
        update: {
          scac: str(r.attributes["scac"]),
          name: str(r.attributes["name"]),
          raw: jsonRequired(r),
          syncedAt: new Date(),
        },
      }),
    ),
  ]);
}

function dedupe(resources: Resource[]): Resource[] {
  return [...new Map(resources.map((r) => [`${r.type}:${r.id}`, r])).values()];
}

function terminalColumns(r: Resource) {
  const port = r.relationships["port"]?.data;
  return {
    kind: r.type,
    name: str(r.attributes["name"]),
    nickname: str(r.attributes["nickname"]),
    firmsCode: str(r.attributes["firms_code"]),
    portUpstreamId: port && !Array.isArray(port) ? port.id : null,
    raw: jsonRequired(r),
  };
}

function portColumns(r: Resource) {
  return {
    code: str(r.attributes["code"]),
    name: str(r.attributes["name"]),
    timezone: str(r.attributes["time_zone"]) ?? str(r.attributes["timezone"]),
    raw: jsonRequired(r),
  };
}

/**
 * Upserts shipments (newer data only) and returns the changed ones; when a shipment's board fields change,
 * its containers' copies follow.
 */
export async function applyShipments(
  workspaceId: string,
  resources: Resource[],
  observedAt: Date,
): Promise<ShipmentColumns[]> {
  const incoming = await withCustomerParties(
    workspaceId,
    dedupe(resources.filter((r) => r.type === "shipment")).map(normalizeShipment),
  );
  if (incoming.length === 0) return [];
  const existing = await db.shipment.findMany({
    where: { workspaceId, upstreamId: { in: incoming.map((s) => s.upstreamId) } },
    select: { upstreamId: true, raw: true, observedAt: true },
  });
  const byId = new Map(existing.map((row) => [row.upstreamId, row]));
  const fresh = incoming.filter((s) => !byId.has(s.upstreamId));
  const changed = incoming.filter((s) => {
    const row = byId.get(s.upstreamId);
    return (
      row && notOlder(observedAt, row.observedAt) && canonical(attributesOf(row.raw)) !== canonical(attributesOf(s.raw))
    );
  });
  if (fresh.length > 0) {
    await db.shipment.createMany({
      data: fresh.map((s) => ({ workspaceId, ...s, raw: jsonRequired(s.raw), observedAt })),
      skipDuplicates: true,
    });
  }
  let copied = 0;
  for (const s of changed) {
    await db.shipment.update({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId: s.upstreamId } },
      data: { ...s, raw: jsonRequired(s.raw), observedAt, syncedAt: new Date() },
    });
    const { count } = await db.container.updateMany({
      where: { workspaceId, shipmentUpstreamId: s.upstreamId },
      data: {
        billOfLading: s.billOfLading,
        shippingLineScac: s.shippingLineScac,
        shippingLineName: s.shippingLineName,
        customerName: s.customerName,
        customerPartyUpstreamId: s.customerPartyUpstreamId,
        tags: s.tags,
        podEtaAt: s.podEtaAt,
        podVesselName: s.podVesselName,
        podVesselImo: s.podVesselImo,
        podVoyageNumber: s.podVoyageNumber,
        lineTrackingStoppedAt: s.lineTrackingStoppedAt,
        lineTrackingStoppedReason: s.lineTrackingStoppedReason,
        // The line, its tracking and the ETA are inputs of the evaluation: the next recompute reads these boxes.
        reevaluateAt: DUE_NOW,
      },
    });
    copied += count;
    // The ETA the Arriving card sorts by (lib/domain/arrival-eta.ts: its boxes still at sea carry their shipment's)
    // follows at once, so the order agrees with the ETA shown before the re-evaluation confirms it.
    await db.container.updateMany({
      where: { workspaceId, shipmentUpstreamId: s.upstreamId, podArrivedAt: null, ...lensWhere("arriving") },
      data: { arrivalEtaAt: s.podEtaAt },
    });
  }
  // Every ETA as it was first seen, for the drawer's history (a shipment seen for the first time starts it).
  await recordEtaSightings(workspaceId, [...fresh, ...changed], observedAt);
  // Boards cache pages until a change is announced: a renamed customer or a new ETA must show at once.
  if (copied > 0) await notifyLive(workspaceId, "containers");
  return [...fresh, ...changed];
}

/**
 * The service stamps a notification to the second and a read is stamped by the clock to the millisecond: within one
 * second neither is older, and the later-applied one wins (a new ETA notified just after a read is not lost).
 */
function notOlder(incoming: Date, stored: Date): boolean {
  return Math.floor(incoming.getTime() / 1000) >= Math.floor(stored.getTime() / 1000);
}

export function attributesOf(raw: unknown): unknown {
  return typeof raw === "object" && raw !== null && "attributes" in raw
    ? (raw as { attributes: unknown }).attributes
    : raw;
}
