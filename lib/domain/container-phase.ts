import type { ContainerFacts } from "./container-facts";

// Where a box is in its import journey, from the status and the milestones together. Milestones win over a
// lagging status in the direction of "further along", because a discharge the status has not caught up with
// is exactly the silent data a dispatcher must not miss.
//
// Status meanings follow the service's status guide and its list of statuses (INTERFACE.md "States and
// transitions" names them but shows no transitions; the guide does not describe dropped or loaded):
// - out (after pickup by a trucker): picked_up, delivered, and dropped (delivered and dropped at the
//   customer's door: the trucker has it, the equipment clock runs).
// - at a facility, still to be pulled: grounded (at the terminal, on the ground; whether it can be pulled is
//   the availability flag's to say, as for any box at a terminal), available, not_available, and off_dock
//   (moved by the terminal to an off-dock yard where it waits for pickup). off_dock is NOT out, although a
//   terminal full-out is recorded for that move.
// - on rail: on_rail, or rail milestones of a box loaded on (or departed by) a train and not yet at the ramp.
// - waiting for rail (product.md v2): awaiting_inland_transfer is discharged and still sits at the port
//   terminal, so it is `at_terminal` there: its holds block it and its terminal check ages. Only once it is on
//   a train (status on_rail, or pod_rail_loaded_at / pod_rail_departed_at) is it on rail; at the inland ramp
//   (ind_ata_at / ind_rail_unloaded_at) it is at a facility again and the ramp's data counts.
// - arriving: new, on_ship, and loaded. With no transitions published, `loaded` is read as its plain word in
//   an import journey: loaded on the vessel at origin, so the box is coming. It is never "out" by itself; a
//   box reported `loaded` after a full-out (reloaded at the customer for an export) is out because of the
//   full-out milestone, which isOut reads before the status. Reading it the other way would put every box
//   just loaded abroad under "needs return" with a per-diem clock it does not have.

export type ContainerPhase = "empty_returned" | "out" | "on_rail" | "at_terminal" | "arriving";

export const OUT_STATUSES: ReadonlySet<string> = new Set(["picked_up", "delivered", "dropped"]);
export const AT_FACILITY_STATUSES: ReadonlySet<string> = new Set([
  "grounded",
  "available",
  "not_available",
  "off_dock",
]);
/** Statuses of a box with an inland rail leg ahead of it (hasRailLeg); only `on_rail` means it is on a train. */
export const RAIL_STATUSES: ReadonlySet<string> = new Set(["on_rail", "awaiting_inland_transfer"]);
export const WAITING_FOR_RAIL_STATUS = "awaiting_inland_transfer";

type PhaseFacts = Pick<
  ContainerFacts,
  | "current_status"
  | "empty_terminated_at"
  | "pod_discharged_at"
  | "pod_full_out_at"
  | "final_destination_full_out_at"
  | "pod_rail_loaded_at"
  | "pod_rail_departed_at"
  | "ind_ata_at"
  | "ind_rail_unloaded_at"
>;

export function isEmptyReturned(facts: PhaseFacts): boolean {
  return facts.current_status === "empty_returned" || facts.empty_terminated_at !== null;
}

/** The box has (or had) an inland rail leg, judging by status or rail milestones. */
export function hasRailLeg(facts: PhaseFacts): boolean {
  return (
    (facts.current_status !== null && RAIL_STATUSES.has(facts.current_status)) ||
    facts.pod_rail_loaded_at !== null ||
    facts.pod_rail_departed_at !== null ||
    facts.ind_ata_at !== null ||
    facts.ind_rail_unloaded_at !== null
  );
}

/**
 * Full-out happened: a trucker has the box. Product rule: pod_full_out_at or final_destination_full_out_at,
 * or a status after pickup. Two refinements, each because the literal rule would hide a box that still has
 * to be pulled (and may be running up demurrage):
 * - On a rail move, pod_full_out_at records the box leaving the port by rail (seen in the service's own
 *   payloads despite the spec saying "null for inland moves"); only final_destination_full_out_at counts.
 * - off_dock boxes wait at an off-dock yard; the terminal's full-out to that yard is not a pickup.
 */
export function isOut(facts: PhaseFacts): boolean {
  if (facts.final_destination_full_out_at !== null) return true;
  if (facts.current_status !== null && OUT_STATUSES.has(facts.current_status)) return true;
  if (facts.pod_full_out_at === null) return false;
  return !hasRailLeg(facts) && facts.current_status !== "off_dock";
}

/**
 * On a train: status on_rail, or loaded/departed at the port with no inland arrival yet. A box waiting for its
 * train (awaiting_inland_transfer) is not on rail until a rail milestone says it was loaded.
 */
export function isOnRail(facts: PhaseFacts): boolean {
  if (facts.current_status === "on_rail") return true;
  const railStarted = facts.pod_rail_loaded_at !== null || facts.pod_rail_departed_at !== null;
  const arrivedInland = facts.ind_ata_at !== null || facts.ind_rail_unloaded_at !== null;
  // A box the status already places at a facility (e.g. "available" at the inland ramp) is not on rail.
  const statusAtFacility = facts.current_status !== null && AT_FACILITY_STATUSES.has(facts.current_status);
  return railStarted && !arrivedInland && !statusAtFacility;
}

/**
 * Discharged and sitting at a terminal, ramp or off-dock yard waiting to be pulled (or, awaiting inland
 * transfer, waiting at the port terminal for its train): a facility status, or a recorded discharge (or inland
 * rail arrival) the status has not caught up with.
 */
export function isAtTerminal(facts: PhaseFacts): boolean {
  if (isEmptyReturned(facts) || isOut(facts) || isOnRail(facts)) return false;
  if (facts.current_status === WAITING_FOR_RAIL_STATUS) return true;
  if (facts.current_status !== null && AT_FACILITY_STATUSES.has(facts.current_status)) return true;
  return facts.pod_discharged_at !== null || facts.ind_rail_unloaded_at !== null || facts.ind_ata_at !== null;
}

/** One phase per box, checked from the end of the journey backwards. Unknown statuses with no milestones arrive. */
export function containerPhase(facts: PhaseFacts): ContainerPhase {
  if (isEmptyReturned(facts)) return "empty_returned";
  if (isOut(facts)) return "out";
  if (isOnRail(facts)) return "on_rail";
  if (isAtTerminal(facts)) return "at_terminal";
  return "arriving";
}
