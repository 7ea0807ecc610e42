// The untidy parts of real data, drawn from a container's own extra stream so that adding them leaves every
// other planned value as it was: rail moves reporting pod_full_out_at at the rail departure, the 2026
// import_deadlines shape on part of the world, AIS-sourced and corrected vessel events, off-dock moves, boxes
// dropped at the consignee (some reloaded there for an export instead of returning empty), and equipment the
// line did not type or measure.
import { rngFor } from "../lib/prng";
import { DAY, HOUR, MINUTE } from "../lib/time";
import { between } from "./plan-helpers";
import type { ContainerPlan } from "./types";

/** Ports whose terminals move boxes to off-dock yards when they are congested. */
const OFF_DOCK_PORTS: ReadonlySet<string> = new Set(["USLAX", "USLGB", "USNYC", "USSAV"]);

export function applyExtras(seed: number, sIdx: number, cIdx: number, plan: ContainerPlan, podCode: string): void {
  const rng = rngFor(seed, "container-extra", sIdx, cIdx);
  const isRail = plan.railTerminalId !== null;
  const m = plan.milestones;
  // Every draw is made whether or not it is used, so each decision keeps its own place in the stream.
  const railFullOut = rng.chance(0.75);
  const podShape = rng.chance(0.4);
  const ais = rng.chance(0.35);
  const revised = rng.chance(0.2);
  const offDockRoll = rng.chance(0.06);
  const offDockFrac = rng.next();
  const dropRoll = rng.chance(0.15);
  const dropLag = between(rng, HOUR, 8 * HOUR);
  const reloadRoll = rng.chance(0.2);
  const reloadLag = between(rng, DAY, 3 * DAY);
  const untyped = rng.chance(0.03);
  const unmeasured = rng.chance(0.04);

  plan.podFullOutOnRail = isRail && railFullOut;
  plan.deadlineShape = podShape ? "pod" : "flat";
  plan.aisVesselEvents = ais;
  plan.revisedArrival = revised;
  if (untyped) plan.equipmentType = null;
  if (unmeasured) plan.equipmentHeight = null;

  const availableAt = plan.availability.changes.find((c) => c.value)?.at ?? null;
  if (!isRail && offDockRoll && OFF_DOCK_PORTS.has(podCode) && plan.holds.length === 0 && availableAt !== null) {
    const until = m.fullOut === null ? availableAt + 2 * DAY : m.fullOut - 4 * HOUR;
    if (until - availableAt > 4 * HOUR)
      m.offDock =
        Math.floor((availableAt + 2 * HOUR + offDockFrac * (until - availableAt - 2 * HOUR)) / MINUTE) * MINUTE;
  }
  if (m.fullOut !== null && m.delivered === null && dropRoll) {
    m.dropped = m.fullOut + dropLag;
    if (reloadRoll) {
      m.reloaded = m.dropped + reloadLag;
      // A street turn: the box leaves again loaded for an export and is not returned empty.
      m.emptyIn = null;
    }
  }
}
