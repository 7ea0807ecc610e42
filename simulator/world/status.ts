// current_status from the milestones shown next to it, so the two can never disagree. Every value of the
// spec occurs (the service's status guide gives the meanings):
// - grounded: at the terminal (or ramp) while availability is not known.
// - off_dock: the terminal moved the box to an off-dock yard, where it waits to be pulled.
// - dropped: after pickup, the trucker dropped the box at the consignee.
// - loaded: a dropped box reloaded there for an export (a street turn), so it is not going back empty.
// The guide calls dropped and loaded "not currently used"; they are here so clients meet them.
import type { ContainerStatus, Milestones } from "./types";

export interface StatusInputs {
  isRail: boolean;
  availabilityKnown: boolean;
  available: boolean | null;
}

function atFacility(available: boolean | null, availabilityKnown: boolean): ContainerStatus {
  if (!availabilityKnown) return "grounded";
  return available ? "available" : "not_available";
}

export function deriveStatus(m: Milestones, { isRail, availabilityKnown, available }: StatusInputs): ContainerStatus {
  if (m.emptyIn !== null) return "empty_returned";
  if (m.delivered !== null) return "delivered";
  if (m.reloaded !== null) return "loaded";
  if (m.dropped !== null) return "dropped";
  if (m.fullOut !== null) return "picked_up";
  if (m.vesselDischarged !== null) {
    if (isRail) {
      if (m.railUnloaded !== null) return atFacility(available, availabilityKnown);
      if (m.podRailLoaded !== null) return "on_rail";
      return "awaiting_inland_transfer";
    }
    if (m.offDock !== null) return "off_dock";
    return atFacility(available, availabilityKnown);
  }
  if (m.vesselLoaded !== null || m.vesselDeparted !== null) return "on_ship";
  return "new";
}
