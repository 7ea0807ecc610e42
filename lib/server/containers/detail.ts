import "server-only";

import type { LfdRule } from "@/lib/domain";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { getUpstreamTarget } from "@/lib/server/settings";
import { AppError } from "@/lib/shared/app-error";
import type { ContainerRow } from "@/lib/shared/container-api";

import { str } from "../cache/normalize";
import { attributesOf } from "../cache/reference";

import { bookingsOf } from "./bookings";
import { toContainerRow } from "./row";

export type ContainerHistoryItem = { field: string; oldValue: unknown; newValue: unknown; source: string; sourceRef: string | null; observedAt: string; recordedAt: string };
export type ContainerTransportEvent = { id: string; event: string; timestamp: string | null; value: string | null; dataSource: string | null; locationLocode: string | null; timezone: string | null };
/** The shipment facts the drawer shows; instants are UTC, `timezone` is the port of discharge's. */
export type ContainerShipment = {
  id: string;
  billOfLading: string | null;
  bookingNumber: string | null;
  carrier: string | null;
  vessel: string | null;
  voyage: string | null;
  polName: string | null;
  podName: string | null;
  destinationName: string | null;
  etaAt: string | null;
  ataAt: string | null;
  timezone: string | null;
  trackingStoppedAt: string | null;
};
export type ContainerDetail = { data: ContainerRow; history: ContainerHistoryItem[]; transportEvents: ContainerTransportEvent[]; shipment: ContainerShipment | null; now: string };

/** One container of the workspace with its history, transport events and shipment; another workspace's id is a 404. */
export async function getContainerDetail(workspaceId: string, id: string): Promise<ContainerDetail> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await db.container.findFirst({ where: { id, workspaceId } }) : null;
  if (!row) throw new AppError("not_found", "That container is not on this workspace's board.");
  const [target, settings, history, events, shipment] = await Promise.all([
    getUpstreamTarget(workspaceId),
    db.workspaceSettings.findUnique({ where: { workspaceId }, select: { lfdRule: true } }),
    db.containerChange.findMany({ where: { workspaceId, containerUpstreamId: row.upstreamId }, orderBy: [{ observedAt: "desc" }, { id: "desc" }], take: 500 }),
    db.transportEvent.findMany({ where: { workspaceId, containerUpstreamId: row.upstreamId }, orderBy: [{ timestamp: "asc" }], take: 500 }),
    row.shipmentUpstreamId ? loadShipment(workspaceId, row.shipmentUpstreamId) : null,
  ]);
  const at = await now(target.mode);
  const lfdRule: LfdRule = settings?.lfdRule ?? "service";
  const data = toContainerRow(row, { now: at, lfdRule });
  return {
    // The service's container carries no booking number; the tracking request that found the shipment does.
    data: { ...data, bookingNumber: data.bookingNumber ?? shipment?.bookingNumber ?? null },
    history: history.map((h) => ({ field: h.field, oldValue: h.oldValue, newValue: h.newValue, source: h.source, sourceRef: h.sourceRef, observedAt: h.observedAt.toISOString(), recordedAt: h.recordedAt.toISOString() })),
    transportEvents: events.map((e) => ({ id: e.id, event: e.event, timestamp: e.timestamp?.toISOString() ?? null, value: e.value, dataSource: e.dataSource, locationLocode: e.locationLocode, timezone: e.timezone })),
    shipment,
    now: at.toISOString(),
  };
}

/** The cached shipment's facts: columns where the cache normalized them, the rest from its raw attributes. */
async function loadShipment(workspaceId: string, upstreamId: string): Promise<ContainerShipment | null> {
  const [shipment, bookings] = await Promise.all([db.shipment.findUnique({ where: { workspaceId_upstreamId: { workspaceId, upstreamId } } }), bookingsOf(workspaceId, [upstreamId])]);
  if (!shipment) return null;
  const raw = attributesOf(shipment.raw);
  const a: Record<string, unknown> = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    id: shipment.id,
    billOfLading: shipment.billOfLading,
    bookingNumber: bookings.get(upstreamId) ?? null,
    carrier: [shipment.shippingLineScac, shipment.shippingLineName].filter(Boolean).join(" · ") || null,
    vessel: str(a["pod_vessel_name"]),
    voyage: str(a["pod_voyage_number"]),
    polName: str(a["port_of_lading_name"]),
    podName: shipment.podName ?? str(a["port_of_discharge_name"]),
    destinationName: str(a["destination_name"]),
    etaAt: shipment.podEtaAt?.toISOString() ?? null,
    ataAt: shipment.podAtaAt?.toISOString() ?? null,
    timezone: str(a["pod_timezone"]),
    trackingStoppedAt: shipment.lineTrackingStoppedAt?.toISOString() ?? null,
  };
}
