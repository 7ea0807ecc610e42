import { readActivity } from "@/components/work/history-merge";
import type { ContainerRow } from "@/lib/shared/container-api";
import type { AuditEventView } from "@/lib/shared/work-api";

import type { TransportEventLike } from "./milestones";

// GET /api/containers/{id} as the drawer reads it. The route belongs to the live-cache work; this reader
// is tolerant (missing sections are null, not errors) so the drawer shows what exists and says what not.

export type HistoryEntry = { at: string; source: string | null; field: string; from: unknown; to: unknown };
export type ShipmentFacts = {
  billOfLading: string | null;
  carrier: string | null;
  vessel: string | null;
  voyage: string | null;
  polName: string | null;
  podName: string | null;
  destinationName: string | null;
  etaAt: string | null;
  ataAt: string | null;
  timezone: string | null;
  trackingStopped: boolean;
  id: string | null;
};

export type ContainerDetailView = {
  row: ContainerRow | null;
  history: HistoryEntry[] | null;
  events: TransportEventLike[] | null;
  shipment: ShipmentFacts | null;
  /** The latest transport event that happened, as the server chose it (by event time). */
  latestEvent: TransportEventLike | null;
  /** Since when the service no longer lists the box; null while it does. */
  goneUpstreamAt: string | null;
  /** The team's actions on the box (audit events, newest first), interleaved with `history` by the drawer. */
  activity: AuditEventView[] | null;
};

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose | null => (value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : null);
const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

function readHistory(value: unknown): HistoryEntry[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item): HistoryEntry[] => {
    const entry = obj(item);
    const at = str(entry?.observedAt) ?? str(entry?.at) ?? str(entry?.recordedAt);
    const field = str(entry?.field) ?? str(entry?.kind);
    if (!entry || !at || !field) return [];
    return [{ at, field, source: str(entry.source), from: entry.oldValue ?? entry.from ?? null, to: entry.newValue ?? entry.to ?? null }];
  });
}

function readEvent(item: unknown): TransportEventLike | null {
  const event = obj(item);
  const name = str(event?.event);
  if (!event || !name) return null;
  return {
    id: str(event.id) ?? undefined,
    event: name,
    at: str(event.timestamp) ?? str(event.at),
    timezone: str(event.timezone),
    location: str(event.locationLocode) ?? str(event.location),
    dataSource: str(event.dataSource),
    invalidatedAt: str(event.invalidatedAt),
  };
}

function readEvents(value: unknown): TransportEventLike[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item): TransportEventLike[] => {
    const event = readEvent(item);
    return event ? [event] : [];
  });
}

function readShipment(value: unknown): ShipmentFacts | null {
  const s = obj(value);
  if (!s) return null;
  return {
    id: str(s.id),
    billOfLading: str(s.billOfLading) ?? str(s.bill_of_lading_number),
    carrier: str(s.carrier) ?? str(s.shippingLineName) ?? str(s.shipping_line_name) ?? str(s.scac),
    vessel: str(s.vessel) ?? str(s.pod_vessel_name),
    voyage: str(s.voyage) ?? str(s.pod_voyage_number),
    polName: str(s.polName) ?? str(s.port_of_lading_name),
    podName: str(s.podName) ?? str(s.port_of_discharge_name),
    destinationName: str(s.destinationName) ?? str(s.destination_name),
    etaAt: str(s.etaAt) ?? str(s.pod_eta_at),
    ataAt: str(s.ataAt) ?? str(s.pod_ata_at),
    timezone: str(s.timezone) ?? str(s.pod_timezone),
    trackingStopped: Boolean(s.trackingStoppedAt ?? s.line_tracking_stopped_at),
  };
}

export function readDetail(json: unknown): ContainerDetailView {
  const root = obj(json);
  const body = obj(root?.data) ?? root;
  const row = body && typeof body.number === "string" && typeof body.id === "string" ? (body as unknown as ContainerRow) : null;
  return {
    row,
    history: readHistory(body?.history ?? root?.history),
    events: readEvents(body?.transportEvents ?? root?.transportEvents),
    shipment: readShipment(body?.shipment ?? root?.shipment),
    latestEvent: readEvent(root?.latestEvent),
    goneUpstreamAt: str(root?.goneUpstreamAt),
    activity: readActivity(root?.activity),
  };
}
