// Where and from whom a container's milestone is reported: the place, terminal, vessel and voyage of each
// milestone, and its source. Read by both renderings of the milestones (transport events and raw events).
import { METROS_BY_CODE, PORTS_BY_CODE, type Place } from "../world/reference-data";
import type { ContainerPlan, MilestoneKey, ShipmentPlan } from "../world/types";

export type DataSource = "shipping_line" | "terminal" | "ais";

export interface EventPlace {
  place: Place | undefined;
  terminalId: string | null;
  terminalType: "terminal" | "rail_terminal";
  vesselId: string | null;
  voyage: string | null;
  source: DataSource;
}

/** Who reports each milestone: the terminal its discharge and gate-out, AIS the vessel's moves (for some boxes). */
export function eventSource(key: MilestoneKey, c: ContainerPlan): DataSource {
  if (key === "vesselDischarged" || (key === "fullOut" && c.railTerminalId === null)) return "terminal";
  if (c.aisVesselEvents && (key === "vesselDeparted" || key === "vesselArrived" || key === "vesselBerthed"))
    return "ais";
  return "shipping_line";
}

export function eventPlace(key: MilestoneKey, s: ShipmentPlan, c: ContainerPlan, podTerminalId: string): EventPlace {
  const pol = PORTS_BY_CODE.get(s.polCode);
  const pod = PORTS_BY_CODE.get(s.podCode);
  const ts = s.tsCode ? PORTS_BY_CODE.get(s.tsCode) : undefined;
  const metro = s.destinationMetro ? METROS_BY_CODE.get(s.destinationMetro) : undefined;
  const firstLegVessel = s.tsVesselId ?? s.vesselId;
  const firstLegVoyage = s.tsVoyage ?? s.voyage;
  const none = {
    terminalId: null,
    terminalType: "terminal" as const,
    vesselId: null,
    voyage: null,
    source: eventSource(key, c),
  };
  switch (key) {
    case "emptyOut":
    case "fullIn":
      return { ...none, place: pol };
    case "vesselLoaded":
      return { ...none, place: pol, vesselId: firstLegVessel, voyage: firstLegVoyage };
    case "vesselDeparted":
      return { ...none, place: pol, vesselId: firstLegVessel, voyage: firstLegVoyage };
    case "tsArrived":
    case "tsDischarged":
      return { ...none, place: ts, vesselId: firstLegVessel, voyage: firstLegVoyage };
    case "tsLoaded":
    case "tsDeparted":
      return { ...none, place: ts, vesselId: s.vesselId, voyage: s.voyage };
    case "vesselArrived":
    case "vesselBerthed":
    case "vesselDischarged":
      return { ...none, place: pod, terminalId: podTerminalId, vesselId: s.vesselId, voyage: s.voyage };
    case "podRailLoaded":
    case "podRailDeparted":
      return { ...none, place: pod, terminalId: podTerminalId };
    case "railArrived":
    case "railUnloaded":
    case "arrivedAtInland":
      return { ...none, place: metro, terminalId: c.railTerminalId, terminalType: "rail_terminal" };
    case "fullOut":
    case "delivered":
    case "emptyIn":
      return c.railTerminalId
        ? {
            ...none,
            place: metro,
            terminalId: key === "fullOut" ? c.railTerminalId : null,
            terminalType: "rail_terminal",
          }
        : { ...none, place: pod, terminalId: key === "fullOut" ? podTerminalId : null };
  }
}
