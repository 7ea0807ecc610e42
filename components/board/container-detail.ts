import type { HistoryKind } from "@/lib/domain/days/history-fields";
import type {
  ContainerArrivalDetail,
  ContainerDetailResponse,
  ContainerHistoryItem,
  ContainerRow,
  ContainerShipment,
  ContainerTransportEvent,
} from "@/lib/shared/container-api";
import type { AuditEventView } from "@/lib/shared/work-api";

import type { TransportEventLike } from "./milestones";

// GET /api/containers/{id} (typed by ContainerDetailResponse in lib/shared/container-api.ts) in the shapes the
// drawer's sections take: milestones read transport events, the history merges service changes with team actions.

/** One row of the box's history (`kind`: a change, the first observation, or a late delivery kept as evidence). */
export type HistoryEntry = {
  id: string;
  kind: HistoryKind;
  at: string;
  source: string | null;
  field: string;
  from: unknown;
  to: unknown;
};
export type ShipmentFacts = Omit<ContainerShipment, "bookingNumber" | "trackingStoppedAt"> & {
  trackingStopped: boolean;
};

export type ContainerDetailView = {
  row: ContainerRow;
  /** The service's changes, newest first: the first page of the history. */
  history: HistoryEntry[];
  /** Where the older pages start (GET /api/containers/{id}/history); null when the first page is all of it. */
  historyCursor: string | null;
  events: TransportEventLike[];
  shipment: ShipmentFacts | null;
  /** The latest transport event that happened, as the server chose it (by event time). */
  latestEvent: TransportEventLike | null;
  /** Since when the service no longer lists the box; null while it does. */
  goneUpstreamAt: string | null;
  /** The team's actions on the box (audit events, newest first), interleaved with `history` by the drawer. */
  activity: AuditEventView[];
  /** The ETA's history and the vessel's position (the Arrival section). */
  arrival: ContainerArrivalDetail;
};

function toEvent(event: ContainerTransportEvent): TransportEventLike {
  return {
    id: event.id,
    event: event.event,
    at: event.timestamp,
    timezone: event.timezone,
    location: event.locationLocode,
    dataSource: event.dataSource,
    invalidatedAt: event.invalidatedAt,
  };
}

export function historyEntryOf(item: ContainerHistoryItem): HistoryEntry {
  return {
    id: item.id,
    kind: item.kind,
    at: item.observedAt,
    field: item.field,
    source: item.source,
    from: item.oldValue ?? null,
    to: item.newValue ?? null,
  };
}

function toShipment({ bookingNumber: _booking, trackingStoppedAt, ...facts }: ContainerShipment): ShipmentFacts {
  return { ...facts, trackingStopped: trackingStoppedAt !== null };
}

export function readDetail(detail: ContainerDetailResponse): ContainerDetailView {
  return {
    row: detail.data,
    history: detail.history.map(historyEntryOf),
    historyCursor: detail.historyCursor,
    events: detail.transportEvents.map(toEvent),
    shipment: detail.shipment ? toShipment(detail.shipment) : null,
    latestEvent: detail.latestEvent ? toEvent(detail.latestEvent) : null,
    goneUpstreamAt: detail.goneUpstreamAt,
    activity: detail.activity,
    arrival: detail.arrival,
  };
}
