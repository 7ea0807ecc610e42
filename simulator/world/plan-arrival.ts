// A shipment's arrival facts as untidy as the real service's: the line revises the ETA several times on the way
// (a first correction, the planned one at 60 % of the transit, sometimes a late slip corrected the day before),
// some voyages have no vessel named yet or no IMO or voyage number, and some lines give no ETA before the vessel
// sails. Drawn from a stream of their own, so every value planned before stays as it was.
import { rngFor } from "../lib/prng";
import { DAY, HOUR } from "../lib/time";
import { between, type Phase } from "./plan-helpers";
import type { ShipmentPlan } from "./types";

export function planArrival(
  seed: number,
  sIdx: number,
  s: ShipmentPlan,
  t: { originalEta: number; arrival: number; transit: number; phase: Phase },
): void {
  const rng = rngFor(seed, "shipment-arrival", sIdx);
  // Every draw is made whether or not it is used, so each decision keeps its own place in the stream.
  const early = rng.chance(0.5);
  const earlyShift = between(rng, -DAY, 2 * DAY);
  const slip = rng.chance(0.3);
  const slipLead = between(rng, 2 * DAY, 4 * DAY);
  const slipBy = between(rng, 2 * HOUR, 18 * HOUR);
  const unnamed = rng.chance(0.04);
  const noImo = rng.chance(0.08);
  const noVoyage = rng.chance(0.05);
  const lateEta = rng.chance(0.15);

  const changes = [...s.podEta.changes];
  if (early) changes.push({ at: s.polAtd + Math.floor(t.transit * 0.3), value: t.originalEta + earlyShift });
  if (slip) {
    changes.push({ at: t.arrival - slipLead, value: t.arrival + slipBy });
    changes.push({ at: t.arrival - DAY, value: t.arrival });
  }
  s.podEta = { initial: s.podEta.initial, changes: changes.sort((a, b) => a.at - b.at) };
  s.arrivalGaps = {
    vesselUnnamed: unnamed,
    imoUnknown: unnamed || noImo,
    voyageUnknown: unnamed || noVoyage,
    // Shipments booked well ahead: the line publishes an ETA once the vessel has sailed.
    etaKnownFrom: t.phase === "future" && lateEta ? s.polAtd : null,
  };
}
