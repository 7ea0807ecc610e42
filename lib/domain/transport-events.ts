// Order of a container's transport events. The service lists them by when it learned of them (most recent
// first, a batch in no particular order), mixes sources (shipping_line, terminal, ais) and corrects some, so
// array position means nothing: the latest event is the one with the latest event time. Events of the same
// instant (a terminal stamping discharge and availability together, a line reporting a batch at midnight)
// are ordered by where they fall in an import journey, then by source, then by id, so every reader, page
// and replica picks the same one.

export type TransportEventFact = {
  id: string;
  event: string;
  timestamp: string | null;
  dataSource?: string | null;
  /** Set when the service withdrew the event (a corrected AIS or line report): it no longer happened. */
  invalidatedAt?: string | null;
};

/** Journey order, used only to break ties of equal timestamps. Unknown events sort after the known ones. */
const JOURNEY: readonly string[] = [
  "empty_out",
  "full_in",
  "positioned_in",
  "vessel_loaded",
  "vessel_departed",
  "transshipment_arrived",
  "transshipment_discharged",
  "transshipment_loaded",
  "transshipment_departed",
  "feeder_arrived",
  "feeder_discharged",
  "feeder_loaded",
  "feeder_departed",
  "vessel_arrived",
  "vessel_berthed",
  "vessel_discharged",
  "not_available",
  "available",
  "positioned_out",
  "rail_loaded",
  "rail_departed",
  "rail_arrived",
  "rail_unloaded",
  "arrived_at_inland_destination",
  "full_out",
  "delivered",
  "empty_in",
].map((name) => `container.transport.${name}`);

/** Who saw it closest to the box: the terminal's own record beats the line's, which beats a vessel position. */
const SOURCES: readonly string[] = ["terminal", "shipping_line", "ais"];

const rank = (list: readonly string[], value: string | null | undefined): number => {
  const index = value ? list.indexOf(value) : -1;
  return index === -1 ? list.length : index;
};

const timeOf = (event: TransportEventFact): number | null => {
  if (!event.timestamp) return null;
  const at = Date.parse(event.timestamp);
  return Number.isNaN(at) ? null : at;
};

/** Chronological order (oldest first); events without a readable time go last, in a stable order. */
export function compareTransportEvents(a: TransportEventFact, b: TransportEventFact): number {
  const ta = timeOf(a);
  const tb = timeOf(b);
  if (ta !== tb) {
    if (ta === null) return 1;
    if (tb === null) return -1;
    return ta - tb;
  }
  return (
    rank(JOURNEY, a.event) - rank(JOURNEY, b.event) ||
    rank(SOURCES, a.dataSource) - rank(SOURCES, b.dataSource) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** A sorted copy, oldest first. */
export function sortTransportEvents<T extends TransportEventFact>(events: readonly T[]): T[] {
  return [...events].sort(compareTransportEvents);
}

/** The latest event that happened: the latest event time, withdrawn and undated events left out. */
export function latestTransportEvent<T extends TransportEventFact>(events: readonly T[]): T | null {
  let latest: T | null = null;
  for (const event of events) {
    if (event.invalidatedAt || timeOf(event) === null) continue;
    if (latest === null || compareTransportEvents(event, latest) > 0) latest = event;
  }
  return latest;
}
