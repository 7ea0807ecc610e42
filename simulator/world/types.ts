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

/**
 * Moves that change current_status but have no transport event of their own: the terminal moving a box to
 * an off-dock yard (off_dock), the trucker dropping it at the consignee (dropped) and the box being reloaded
 * there for an export instead of going back empty (loaded).
 */
export const MARKS = ["offDock", "dropped", "reloaded"] as const;
export type MarkKey = (typeof MARKS)[number];
export type TimelineKey = MilestoneKey | MarkKey;
export const TIMELINE_KEYS: readonly TimelineKey[] = [...MILESTONES, ...MARKS];
export type Milestones = Record<TimelineKey, number | null>;

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

/** Every current_status value of the spec, in journey order. */
export const CONTAINER_STATUSES = [
  "new",
  "on_ship",
  "available",
  "not_available",
  "grounded",
  "awaiting_inland_transfer",
  "on_rail",
  "off_dock",
  "picked_up",
  "dropped",
  "loaded",
  "delivered",
  "empty_returned",
] as const;
export type ContainerStatus = (typeof CONTAINER_STATUSES)[number];

/** `flat`: the three pickup_lfd_* keys only. `pod`: those plus the 2026 per-source `pod` object. */
export type DeadlineShape = "flat" | "pod";
/** An account's setting (control API): `mixed` leaves each box its planned shape; the others force one. */
export const ACCOUNT_DEADLINE_SHAPES = ["mixed", "flat", "pod"] as const;
export type AccountDeadlineShape = (typeof ACCOUNT_DEADLINE_SHAPES)[number];

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
  equipmentType: "dry" | "reefer" | "open top" | "flat rack" | "tank" | null;
  equipmentLength: 20 | 40 | 45;
  equipmentHeight: "standard" | "high_cube" | null;
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
  /** Rail moves: the service reports pod_full_out_at at the rail departure, as most real payloads do. */
  podFullOutOnRail: boolean;
  /** Overrides the terminal's availability_known for this box (null: the terminal decides). */
  availabilityKnown: boolean | null;
  deadlineShape: DeadlineShape;
  /** Vessel arrival, berthing and departure reported from AIS rather than by the line. */
  aisVesselEvents: boolean;
  /** The vessel arrival was first reported differently and corrected (previous_version is set). */
  revisedArrival: boolean;
  /**
   * How the world counts this box's free time at the port terminal (lfd-truth.ts): the planner's count of calendar
   * days where the terminal publishes no rule, and the local wall time its LFDs are reported at. Null for rail
   * moves, whose LFDs the ramp reports from the rail unload.
   */
  freeTime: { fallbackDays: number; wallTime: LfdStyle } | null;
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
  /** The party (customer) this shipment is tracked for; customer_name is its company name. */
  customerId: string | null;
  /** First estimated departure from the port of lading, before the line revised it. */
  polOriginalEtd: number;
  destinationOriginalEta: number | null;
  createdAt: number;
  stopped: { at: number; reason: StopReason } | null;
  trackingRequestId: string;
  /** Untidy arrival facts (plan-arrival.ts): what the line has not named, and when it first gave an ETA. */
  arrivalGaps: ArrivalGaps;
}

export interface ArrivalGaps {
  vesselUnnamed: boolean;
  imoUnknown: boolean;
  voyageUnknown: boolean;
  /** Before this instant the line gives no ETA at all (null: from the start). */
  etaKnownFrom: number | null;
}

export type StopReason =
  | "all_containers_terminated"
  | "past_arrival_window"
  | "past_full_out_window"
  | "no_updates_at_line"
  | "cancelled_by_user"
  | "booking_cancelled";
