// Per-container overrides recorded by the control API, and the computed state of a container at an instant.
import type { ContainerStatus, DeadlineShape, Fee, Hold, Milestones, TimelineKey } from "./types";

/** Control-API overrides pinned from an instant on (before `at`, the plan still applies). */
export interface Pinned<T> {
  at: number;
  value: T;
}

export interface ContainerOverrides {
  milestones?: Partial<Record<TimelineKey, Pinned<number | null>>>;
  availability?: Pinned<boolean | null>;
  availabilityKnown?: Pinned<boolean>;
  /** null: the terminal did not say (unknown), which is not the same as [] (none). */
  holds?: Pinned<Hold[] | null>;
  fees?: Pinned<Fee[] | null>;
  lfdLine?: Pinned<number | null>;
  lfdTerminal?: Pinned<number | null>;
  lfdRail?: Pinned<number | null>;
  /** The coalesced pickup_lfd, pinned apart from its three sources. */
  pickupLfd?: Pinned<number | null>;
  /** The deprecated ind_facility_lfd_on, pinned apart from pickup_lfd_rail. */
  indFacilityLfd?: Pinned<number | null>;
  appointment?: Pinned<number | null>;
  /**
   * The discharge set by `discharged_at`: from its instant on, the line and terminal report the LFDs the world's
   * free time counts from it (lfd-truth.ts), unless an LFD is pinned later.
   */
  freeTimeStart?: Pinned<number | null>;
  terminalCheckedAt?: Pinned<number | null>;
  podTerminalId?: Pinned<string>;
  /** Rendering options: they hold for the whole life of the box, not from an instant on. */
  podFullOutOnRail?: boolean;
  deadlineShape?: DeadlineShape;
  podTimezone?: string;
  rampTimezone?: string;
  refreshedAt?: number;
  /** Equipment and weight as the control API set them: rendering options for the whole life of the box. */
  equipment?: { type?: string | null; length?: number | null; height?: string | null };
  weightLbs?: number | null;
}

/** Control-API overrides of a shipment's arrival facts. */
export interface ShipmentOverrides {
  /** ETAs reported from each `at` on, oldest first (null: the line gives none); before the first, the plan's. */
  podEta?: Pinned<number | null>[];
  /** The vessel and voyage as named from then on (a key left out keeps the plan's). */
  vessel?: { name?: string | null; imo?: string | null; voyage?: string | null };
}

export interface ContainerState {
  status: ContainerStatus;
  milestones: Milestones;
  availabilityKnown: boolean;
  availableForPickup: boolean | null;
  holds: Hold[] | null;
  fees: Fee[] | null;
  lfdLine: number | null;
  lfdTerminal: number | null;
  lfdRail: number | null;
  pickupLfd: number | null;
  indFacilityLfd: number | null;
  appointment: number | null;
  terminalCheckedAt: number | null;
  /** Last check with the rail carrier (rail moves, once the box is on the rail leg). */
  railCheckedAt: number | null;
  /** The terminal's gate-out: the pickup, an off-dock move, or (rail moves, when reported) the rail departure. */
  podFullOutAt: number | null;
  podTerminalId: string;
  podTimezone: string | null;
  rampTimezone: string | null;
  deadlineShape: DeadlineShape;
  locationAtPodTerminal: string | null;
  chassisNumber: string | null;
  /** The time the state was computed for, after freezing for stopped tracking. */
  effectiveAt: number;
}
