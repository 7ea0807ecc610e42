import "server-only";

import { latestTransportEvent, sortTransportEvents } from "@/lib/domain";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { workspaceMode } from "@/lib/server/settings";
import { AppError } from "@/lib/shared/app-error";
import type { ContainerDetailResponse, ContainerShipment, ContainerTransportEvent } from "@/lib/shared/container-api";
import { HISTORY_PAGE_SIZE } from "@/lib/validations/container-history-query";

import { evaluationInputs } from "../cache/evaluation-inputs";
import { str } from "../cache/normalize";
import { attributesOf } from "../cache/reference";
import { containerActivity } from "../work/activity";
import { loadWorkState } from "../work/state";

import { arrivalDetailOf } from "./arrival-detail";
import { bookingsOf } from "./bookings";
import { historyPage } from "./history-page";
import { toContainerRow } from "./row";

/** One container of the workspace with its history, transport events and shipment; another workspace's id is a 404. */
export async function getContainerDetail(workspaceId: string, id: string): Promise<ContainerDetailResponse> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await db.container.findFirst({ where: { id, workspaceId } }) : null;
  if (!row) throw new AppError("not_found", "That container is not on this workspace's board.");
  const [mode, inputs, history, events, shipment, work, activity, arrival] = await Promise.all([
    workspaceMode(workspaceId),
    evaluationInputs(workspaceId),
    historyPage(workspaceId, row.upstreamId, { limit: HISTORY_PAGE_SIZE }),
    db.transportEvent.findMany({
      where: { workspaceId, containerUpstreamId: row.upstreamId },
      orderBy: [{ timestamp: "desc" }, { upstreamId: "asc" }],
      take: 500,
    }),
    row.shipmentUpstreamId ? loadShipment(workspaceId, row.shipmentUpstreamId) : null,
    loadWorkState(db, workspaceId, row),
    containerActivity(workspaceId, row.id),
    arrivalDetailOf(workspaceId, row),
  ]);
  const at = await now(mode);
  const data = toContainerRow(row, { now: at, ...inputs }, { attributes: true });
  const transportEvents = sortTransportEvents(events.map(toTransportEvent));
  return {
    // The service's container carries no booking number; the tracking request that found the shipment does.
    data: { ...data, bookingNumber: data.bookingNumber ?? shipment?.bookingNumber ?? null },
    history: history.data,
    historyCursor: history.nextCursor,
    transportEvents,
    latestEvent: latestTransportEvent(transportEvents),
    shipment,
    goneUpstreamAt: row.goneUpstreamAt?.toISOString() ?? null,
    arrival,
    now: at.toISOString(),
    work,
    activity,
  };
}

type TransportEventRow = {
  upstreamId: string;
  event: string;
  timestamp: Date | null;
  value: string | null;
  dataSource: string | null;
  locationLocode: string | null;
  timezone: string | null;
  raw: unknown;
};

/** `id` is the service's event id: the tie-break of two events of one instant must not depend on our row ids. */
function toTransportEvent(e: TransportEventRow): ContainerTransportEvent {
  const raw = attributesOf(e.raw);
  const invalidatedAt =
    typeof raw === "object" && raw !== null && "invalidated_at" in raw ? str(raw.invalidated_at) : null;
  return {
    id: e.upstreamId,
    event: e.event,
    timestamp: e.timestamp?.toISOString() ?? null,
    value: e.value,
    dataSource: e.dataSource,
    locationLocode: e.locationLocode,
    timezone: e.timezone,
    invalidatedAt,
  };
}

/** The cached shipment's facts: columns where the cache normalized them, the rest from its raw attributes. */
async function loadShipment(workspaceId: string, upstreamId: string): Promise<ContainerShipment | null> {
  const [shipment, bookings] = await Promise.all([
    db.shipment.findUnique({ where: { workspaceId_upstreamId: { workspaceId, upstreamId } } }),
    bookingsOf(workspaceId, [upstreamId]),
  ]);
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
