// GET /search: case-insensitive partial matching (the service's ILIKE) over shipment numbers (BOL,
// booking, request number) and reference numbers, container numbers and reference numbers, and tracking
// request numbers. Ranked shipments, then containers ("cargo"), then tracking requests, newest first
// within each; at most 25. A tracking request whose shipment already matched is left out, as the spec says.
import type { SimulatorCore } from "../core";
import type { Resource } from "../http/jsonapi";
import { HOUR, iso } from "../lib/time";
import type { ResourceContext } from "../resources/resource-context";
import { PORTS_BY_CODE } from "../world/reference-data";
import type { ShipmentPlan } from "../world/types";

export const SEARCH_LIMIT = 25;

const EMPTY = {
  shipment_id: null,
  scac: null,
  port_of_lading_name: null,
  port_of_discharge_name: null,
  containers_count: null,
  tracking_stopped: null,
  tracking_stopped_reason: null,
  status: null,
  failed_reason: null,
};

/** The shipment's last update: the latest line check, frozen once tracking stopped. */
function shipmentUpdatedAt(ctx: ResourceContext, s: ShipmentPlan): number {
  const stoppedAt = ctx.world.tracking(s, ctx.now).stoppedAt;
  const seen = Math.min(ctx.now, stoppedAt ?? Infinity);
  return Math.max(s.createdAt, Math.floor(seen / (3 * HOUR)) * 3 * HOUR);
}

export function search(core: SimulatorCore, ctx: ResourceContext, query: string): Resource[] {
  const q = query.trim().toUpperCase();
  const hit = (values: readonly string[]): boolean => values.some((v) => v.toUpperCase().includes(q));
  const world = ctx.world;
  const out: Resource[] = [];

  const shipments = world
    .visibleShipments(ctx.account, ctx.now)
    .filter((s) => hit([s.bol, s.bookingNumber, s.requestNumber, ...s.refNumbers]));
  const matchedShipmentIds = new Set<string>();
  for (const s of shipments) {
    if (out.length >= SEARCH_LIMIT) return out;
    matchedShipmentIds.add(s.id);
    const tracking = world.tracking(s, ctx.now);
    out.push({
      id: s.id,
      type: "search_result",
      attributes: {
        entity_type: "shipment",
        number: s.bol,
        ...EMPTY,
        scac: s.scac,
        port_of_lading_name: PORTS_BY_CODE.get(s.polCode)?.name ?? null,
        port_of_discharge_name: PORTS_BY_CODE.get(s.podCode)?.name ?? null,
        containers_count: s.containerIdxs.length,
        tracking_stopped: tracking.stoppedAt !== null,
        tracking_stopped_reason: tracking.reason,
        ref_numbers: s.refNumbers,
        created_at: iso(s.createdAt),
        updated_at: iso(shipmentUpdatedAt(ctx, s)),
      },
    });
  }

  for (const idx of world.visibleContainerIdxs(ctx.account, ctx.now)) {
    if (out.length >= SEARCH_LIMIT) return out;
    const c = world.container(idx);
    if (!hit([c.number, ...c.refNumbers])) continue;
    const s = world.shipment(c.shipmentIdx);
    const checked = world.stateOf(c, ctx.now).terminalCheckedAt;
    out.push({
      id: c.id,
      type: "search_result",
      attributes: {
        entity_type: "cargo",
        number: c.number,
        ...EMPTY,
        shipment_id: s.id,
        scac: s.scac,
        ref_numbers: c.refNumbers,
        created_at: iso(c.createdAt),
        updated_at: iso(Math.max(c.createdAt, checked ?? 0, shipmentUpdatedAt(ctx, s))),
      },
    });
  }

  for (const r of core.tracking.list(ctx.account, ctx.now)) {
    if (out.length >= SEARCH_LIMIT) return out;
    if (!hit([r.requestNumber, ...r.refNumbers])) continue;
    const s = r.shipmentIdx !== null ? world.shipment(r.shipmentIdx) : null;
    if (s && matchedShipmentIds.has(s.id)) continue;
    out.push({
      id: r.id,
      type: "search_result",
      attributes: {
        entity_type: "tracking_request",
        number: r.requestNumber,
        ...EMPTY,
        shipment_id: s?.id ?? null,
        scac: r.scac || null,
        status: core.tracking.statusAt(r, ctx.now),
        failed_reason: r.failedReason,
        ref_numbers: r.refNumbers,
        created_at: iso(r.createdAt),
        updated_at: iso(r.updatedAt),
      },
    });
  }
  return out;
}
