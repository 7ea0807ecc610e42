// Shapes of the simulated world. A plan is generated once from the seed; the state at any simulated time
// is computed from the plan plus recorded overrides, so it is reproducible for a given (seed, anchor, t).
import type { AccountName } from "./reference-data";

export const MILESTONES = [
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
  "podRailLoaded",
  "podRailDeparted",
  "railArrived",
  "railUnloaded",
  "arrivedAtInland",
  "fullOut",
  "delivered",
  "emptyIn",
] as const;

export type MilestoneKey = (typeof MILESTONES)[number];
export type Milestones = Record<MilestoneKey, number | null>;

export const MILESTONE_EVENTS: Record<MilestoneKey, string> = {
  emptyOut: "container.transport.empty_out",
  fullIn: "container.transport.full_in",
  vesselLoaded: "container.transport.vessel_loaded",
  vesselDeparted: "container.transport.vessel_departed",
  tsArrived: "container.transport.transshipment_arrived",
  tsDischarged: "container.transport.transshipment_discharged",
  tsLoaded: "container.transport.transshipment_loaded",
  tsDeparted: "container.transport.transshipment_departed",
  vesselArrived: "container.transport.vessel_arrived",
  vesselBerthed: "container.transport.vessel_berthed",
  vesselDischarged: "container.transport.vessel_discharged",
  podRailLoaded: "container.transport.rail_loaded",
  podRailDeparted: "container.transport.rail_departed",
  railArrived: "container.transport.rail_arrived",
  railUnloaded: "container.transport.rail_unloaded",
  arrivedAtInland: "container.transport.arrived_at_inland_destination",
  fullOut: "container.transport.full_out",
  delivered: "container.transport.delivered",
  emptyIn: "container.transport.empty_in",
};

export type HoldName = "freight" | "customs" | "USDA" | "VACIS" | "TMF" | "other";
export interface Hold {
  name: HoldName;
  status: "pending" | "hold";
  description: string | null;
}

export type FeeType = "demurrage" | "exam" | "extended_dwell_time" | "other" | "total";
export interface Fee {
  type: FeeType;
  amount: number;
  currency_code: string;
}

export interface HoldPlan extends Hold {
  placedAt: number;
  /** When a pending hold turns into a blocking hold (null: stays as placed). */
  escalatesAt: number | null;
  clearsAt: number | null;
}

export interface FeePlan extends Fee {
  postedAt: number;
}

/** A value that changes at known instants; before the first entry the value is `initial`. */
export interface Timeline<T> {
  initial: T;
  changes: { at: number; value: T }[];
}

export type ContainerStatus =
  | "new"
  | "on_ship"
  | "available"
  | "not_available"
  | "grounded"
  | "on_rail"
  | "picked_up"
  | "off_dock"
  | "delivered"
  | "dropped"
  | "loaded"
  | "empty_returned"
  | "awaiting_inland_transfer";

export interface LfdStyle {
  /** Local wall-clock time used for LFD instants: midnight, 23:59 (near midnight) or mid-day. */
  hour: number;
  minute: number;
}

export interface ContainerPlan {
  idx: number;
  id: string;
  number: string;
  shipmentIdx: number;
  account: AccountName;
  createdAt: number;
  equipmentType: "dry" | "reefer" | "open top" | "flat rack" | "tank";
  equipmentLength: 20 | 40 | 45;
  equipmentHeight: "standard" | "high_cube";
  weightLbs: number | null;
  sealNumber: string | null;
  refNumbers: string[];
  podTerminalId: string;
  railTerminalId: string | null;
  podRailCarrier: string | null;
  indRailCarrier: string | null;
  milestones: Milestones;
  /** Estimated inland arrival reported by the rail carrier (rail moves only). */
  indEta: number | null;
  availability: Timeline<boolean>;
  holds: HoldPlan[];
  fees: FeePlan[];
  lfdLine: Timeline<number | null>;
  lfdTerminal: Timeline<number | null>;
  lfdRail: Timeline<number | null>;
  appointment: Timeline<number | null>;
  yardLocation: string | null;
  chassisNumber: string | null;
  /** Minutes between terminal checks, and the phase of this container's checks. */
  checkEveryMin: number;
  checkPhaseMin: number;
}

export interface ShipmentPlan {
  idx: number;
  id: string;
  account: AccountName;
  bol: string;
  bookingNumber: string;
  requestType: "bill_of_lading" | "booking_number" | "container";
  requestNumber: string;
  scac: string;
  polCode: string;
  podCode: string;
  tsCode: string | null;
  destinationMetro: string | null;
  podTerminalId: string;
  destinationTerminalId: string | null;
  vesselId: string;
  voyage: string;
  tsVesselId: string | null;
  tsVoyage: string | null;
  polEtd: number;
  polAtd: number;
  podEta: Timeline<number>;
  podAta: number;
  destinationEta: number | null;
  destinationAta: number | null;
  containerIdxs: number[];
  refNumbers: string[];
  tags: string[];
  customerName: string | null;
  createdAt: number;
  stopped: { at: number; reason: StopReason } | null;
  trackingRequestId: string;
}

export type StopReason =
  | "all_containers_terminated"
  | "past_arrival_window"
  | "past_full_out_window"
  | "no_updates_at_line"
  | "cancelled_by_user"
  | "booking_cancelled";

/** Control-API overrides pinned from an instant on (before `at`, the plan still applies). */
export interface Pinned<T> {
  at: number;
  value: T;
}

export interface ContainerOverrides {
  milestones?: Partial<Record<MilestoneKey, Pinned<number | null>>>;
  availability?: Pinned<boolean | null>;
  holds?: Pinned<Hold[]>;
  fees?: Pinned<Fee[]>;
  lfdLine?: Pinned<number | null>;
  lfdTerminal?: Pinned<number | null>;
  lfdRail?: Pinned<number | null>;
  appointment?: Pinned<number | null>;
  terminalCheckedAt?: Pinned<number | null>;
  podTerminalId?: Pinned<string>;
  refreshedAt?: number;
}

export interface ContainerState {
  status: ContainerStatus;
  milestones: Milestones;
  availabilityKnown: boolean;
  availableForPickup: boolean | null;
  holds: Hold[];
  fees: Fee[];
  lfdLine: number | null;
  lfdTerminal: number | null;
  lfdRail: number | null;
  pickupLfd: number | null;
  appointment: number | null;
  terminalCheckedAt: number | null;
  podTerminalId: string;
  locationAtPodTerminal: string | null;
  chassisNumber: string | null;
  /** The time the state was computed for, after freezing for stopped tracking. */
  effectiveAt: number;
}
