// Which milestones and status marks a box must have reached, and which it must not, to show a given
// current_status. The control API pins these from "now" on (see container-control.ts).
import type { ContainerStatus, TimelineKey } from "../world/types";

const ORDER: readonly TimelineKey[] = [
  "emptyOut",
  "fullIn",
  "vesselLoaded",
  "vesselDeparted",
  "tsArrived",
  "tsDischarged",
  "tsLoaded",
  "tsDeparted",
  "vesselArrived",
  "vesselBerthed",
  "vesselDischarged",
  "offDock",
  "podRailLoaded",
  "podRailDeparted",
  "railArrived",
  "railUnloaded",
  "arrivedAtInland",
  "fullOut",
  "dropped",
  "reloaded",
  "delivered",
  "emptyIn",
];

const RAIL_KEYS: ReadonlySet<TimelineKey> = new Set([
  "podRailLoaded",
  "podRailDeparted",
  "railArrived",
  "railUnloaded",
  "arrivedAtInland",
]);
/** Steps a box can skip: it is only placed there when the requested status is that step (or follows it). */
const SIDE_STEPS: ReadonlySet<TimelineKey> = new Set(["offDock", "dropped", "reloaded", "delivered"]);

/** The last step each status needs. */
function lastStep(status: ContainerStatus, isRail: boolean): TimelineKey {
  switch (status) {
    case "new":
      return "fullIn";
    case "on_ship":
      return "vesselDeparted";
    case "available":
    case "not_available":
    case "grounded":
      return isRail ? "arrivedAtInland" : "vesselDischarged";
    case "awaiting_inland_transfer":
      return "vesselDischarged";
    case "on_rail":
      return "podRailDeparted";
    case "off_dock":
      return "offDock";
    case "picked_up":
      return "fullOut";
    case "dropped":
      return "dropped";
    case "loaded":
      return "reloaded";
    case "delivered":
      return "delivered";
    case "empty_returned":
      return "emptyIn";
  }
}

export interface StatusSteps {
  reached: TimelineKey[];
  notReached: TimelineKey[];
  /**
   * Transshipment steps: `unset` before the voyage, `plan` while at sea (they may still happen), `settle`
   * once past the port of discharge (those that happened keep their time, the others never will).
   */
  transshipment: "unset" | "plan" | "settle";
}

export const TRANSSHIPMENT_STEPS: readonly TimelineKey[] = ["tsArrived", "tsDischarged", "tsLoaded", "tsDeparted"];

export function milestonesForStatus(status: ContainerStatus, isRail: boolean): StatusSteps {
  const last = lastStep(status, isRail);
  const lastIndex = ORDER.indexOf(last);
  const reached: TimelineKey[] = [];
  const notReached: TimelineKey[] = [];
  ORDER.forEach((key, i) => {
    if (TRANSSHIPMENT_STEPS.includes(key)) return;
    if (!isRail && RAIL_KEYS.has(key)) return;
    const needed =
      i <= lastIndex && (!SIDE_STEPS.has(key) || key === last || (status === "loaded" && key === "dropped"));
    (needed ? reached : notReached).push(key);
  });
  return { reached, notReached, transshipment: status === "new" ? "unset" : status === "on_ship" ? "plan" : "settle" };
}
