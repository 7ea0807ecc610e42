// Transport events: the container's past milestones rendered as canonical transport_event resources, as
// untidy as the service's: each names its source (shipping_line, terminal or ais) and the raw event it came
// from, a corrected one points at its previous version, created_at is when the service learned of it
// (events before tracking started arrive in one batch), and the list is ordered by that, not by timestamp.
import type { Resource } from "../http/jsonapi";
import { withRelations } from "../http/jsonapi";
import { hashString, stableUuid } from "../lib/prng";
import { HOUR, iso, MINUTE } from "../lib/time";
import { TERMINALS_BY_ID, VESSELS_BY_ID } from "../world/reference-data";
import type { ContainerState } from "../world/state-types";
import { MILESTONE_EVENTS, MILESTONES, type ContainerPlan, type MilestoneKey, type ShipmentPlan } from "../world/types";
import type { ResourceContext } from "./resource-context";
import { eventPlace, eventSource, type DataSource } from "./event-place";
import { cachedId } from "./id-cache";
import { placeResource, terminalResource, vesselResource } from "./places";
import { rawEventId } from "./raw-events";

export const transportEventId = (seed: number, containerId: string, key: string): string =>
  stableUuid(seed, "transport_event", containerId, key);

const eventIdOf = (seed: number, c: ContainerPlan, key: MilestoneKey): string =>
  cachedId(c, `te:${key}`, () => transportEventId(seed, c.id, key));

/** How long after the fact each source is usually heard from. */
const LAG: Record<DataSource, [number, number]> = {
  ais: [2 * MINUTE, 6 * MINUTE],
  terminal: [15 * MINUTE, 90 * MINUTE],
  shipping_line: [HOUR, 10 * HOUR],
};

/**
 * When the service learned of an event: milestones before tracking started come in one batch seconds after
 * the shipment was created; later ones after their source's lag; never after `now`.
 */
export function learnedAt(
  id: string,
  timestamp: number,
  source: DataSource,
  trackedSince: number,
  now: number,
): number {
  const h = hashString(id);
  let at: number;
  if (timestamp < trackedSince) at = trackedSince + (h % 20) * 1000;
  else {
    const [lo, hi] = LAG[source];
    at = timestamp + lo + (h % Math.max(1, Math.floor((hi - lo) / 1000))) * 1000;
  }
  return Math.max(timestamp, Math.min(at, now));
}

export function transportEventResource(
  ctx: ResourceContext,
  c: ContainerPlan,
  s: ShipmentPlan,
  key: MilestoneKey,
  timestamp: number,
  podTerminalId: string,
): Resource {
  const where = eventPlace(key, s, c, podTerminalId);
  const vessel = where.vesselId ? VESSELS_BY_ID.get(where.vesselId) : undefined;
  const terminal = where.terminalId ? TERMINALS_BY_ID.get(where.terminalId) : undefined;
  const seed = ctx.world.seed;
  const id = eventIdOf(seed, c, key);
  // Line-reported events come from the listed raw events; AIS and terminal ones from records not listed there.
  const sourceEvent =
    where.source === "shipping_line"
      ? rawEventId(seed, c.id, key)
      : stableUuid(seed, "raw_event", c.id, key, where.source);
  const corrected = key === "vesselArrived" && c.revisedArrival;
  const r: Resource = {
    id,
    type: "transport_event",
    attributes: {
      event: MILESTONE_EVENTS[key],
      created_at: iso(learnedAt(id, timestamp, where.source, s.createdAt, ctx.now)),
      voyage_number: where.voyage,
      timestamp: iso(timestamp),
      data_source: where.source,
      invalidated_at: null,
      location_locode: where.place?.code ?? null,
      timezone: where.place?.timeZone ?? null,
      value: null,
    },
    relationships: {
      shipment: { data: { id: s.id, type: "shipment" } },
      container: { data: { id: c.id, type: "container" } },
      vessel: { data: vessel ? { id: vessel.id, type: "vessel" } : null },
      source_event: { data: { id: sourceEvent, type: "raw_event" } },
      previous_version: {
        data: corrected
          ? { id: stableUuid(seed, "transport_event", c.id, key, "superseded"), type: "transport_event" }
          : null,
      },
      location: { data: where.place ? { id: where.place.id, type: where.place.kind } : null },
      terminal: { data: terminal ? { id: terminal.id, type: where.terminalType } : null },
    },
  };
  return withRelations(r, {
    location: () => (where.place ? [placeResource(where.place)] : []),
    terminal: () => (terminal ? [terminalResource(terminal, where.terminalType)] : []),
    vessel: () => (vessel ? [vesselResource(vessel)] : []),
  });
}

interface Listed {
  key: MilestoneKey;
  t: number;
  id: string;
  learned: number;
  tie: number;
}

/**
 * Past canonical events in the service's order: most recently learned first, a batch in no particular (but
 * stable) order. Not sorted by timestamp: clients must sort themselves.
 */
function listed(ctx: ResourceContext, c: ContainerPlan, state: ContainerState): Listed[] {
  const s = ctx.world.shipment(c.shipmentIdx);
  const out: Listed[] = [];
  for (const key of MILESTONES) {
    const t = state.milestones[key];
    if (t === null) continue;
    const id = eventIdOf(ctx.world.seed, c, key);
    const tie = hashString(id);
    out.push({
      key,
      t,
      id,
      learned: Math.floor(learnedAt(id, t, eventSource(key, c), s.createdAt, ctx.now) / 1000),
      tie,
    });
  }
  return out.sort((a, b) => b.learned - a.learned || a.tie - b.tie);
}

export function pastTransportEventIds(ctx: ResourceContext, c: ContainerPlan, state: ContainerState): string[] {
  return listed(ctx, c, state).map((e) => e.id);
}

export function pastTransportEvents(ctx: ResourceContext, c: ContainerPlan, state: ContainerState): Resource[] {
  const s = ctx.world.shipment(c.shipmentIdx);
  return listed(ctx, c, state).map((e) => transportEventResource(ctx, c, s, e.key, e.t, state.podTerminalId));
}
