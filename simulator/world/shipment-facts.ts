// A shipment's arrival facts at an instant: its ETA at the port of discharge (the plan's revisions, none before the
// line published one, or what the control API pinned) and its vessel and voyage (untidy gaps included).
import { valueAt } from "./container-state";
import { VESSELS_BY_ID } from "./reference-data";
import type { ShipmentPlan } from "./types";
import type { World } from "./world";

export function etaAt(world: World, s: ShipmentPlan, t: number): number | null {
  const pins = world.shipmentOverrides.get(s.idx)?.podEta ?? [];
  let pinned: { value: number | null } | undefined;
  for (const pin of pins) if (pin.at <= t) pinned = pin;
  if (pinned) return pinned.value;
  if (s.arrivalGaps.etaKnownFrom !== null && t < s.arrivalGaps.etaKnownFrom) return null;
  return valueAt(s.podEta, t);
}

/** The first ETA the line gave: one pinned when the shipment was created, else the plan's first. */
export function originalEtaOf(world: World, s: ShipmentPlan): number {
  const first = world.shipmentOverrides.get(s.idx)?.podEta?.[0];
  return first && first.at <= s.createdAt && first.value !== null ? first.value : s.podEta.initial;
}

export interface VesselFacts {
  name: string | null;
  imo: string | null;
  voyage: string | null;
}

export function vesselFacts(world: World, s: ShipmentPlan): VesselFacts {
  const vessel = VESSELS_BY_ID.get(s.vesselId);
  const gaps = s.arrivalGaps;
  const planned: VesselFacts = {
    name: gaps.vesselUnnamed ? null : (vessel?.name ?? null),
    imo: gaps.imoUnknown ? null : (vessel?.imo ?? null),
    voyage: gaps.voyageUnknown ? null : s.voyage,
  };
  const set = world.shipmentOverrides.get(s.idx)?.vessel;
  return {
    name: set?.name !== undefined ? set.name : planned.name,
    imo: set?.imo !== undefined ? set.imo : planned.imo,
    voyage: set?.voyage !== undefined ? set.voyage : planned.voyage,
  };
}
