import { z } from "zod";

import type { ContainerPhase } from "../container-phase";
import type { TerminalFee, TerminalHold } from "../container-facts";
import type { LfdSource } from "../lfd";
import type { LocalDate } from "../local-date";

import type { AlertKind } from "./kinds";

// What alert derivation knows about one box: the stored evaluation (bucket, governing LFD, flags) and the
// facts behind it, as the cache holds them. Instants are ISO strings so the shape is plain JSON.

export type BoxAlertFacts = {
  id: string;
  number: string;
  bucket: string;
  phase: ContainerPhase;
  /** The stored evaluation says the data cannot be trusted (stale for days, or tracking stopped). */
  urgencyUnknown: boolean;
  /**
   * The terminal check is over 24 h old (the stale flag the board shows; over 7 days is urgency unknown).
   * What the terminal reports (holds, availability and so readiness, fees, the terminal LFD) cannot be
   * alerted on; the line's and the rail carrier's data can.
   */
  stale: boolean;
  ready: boolean;
  governingLfdDate: LocalDate | null;
  lfdSource: LfdSource | null;
  lfd: Record<LfdSource, string | null>;
  zones: { pod: string | null; finalDestination: string | null };
  holds: TerminalHold[] | null;
  fees: TerminalFee[] | null;
  /** The vessel's estimated arrival at the port of discharge (the shipment's, copied onto its boxes). */
  podEtaAt: string | null;
  podArrivedAt: string | null;
  podDischargedAt: string | null;
  availableForPickup: boolean | null;
  terminalCheckedAt: string | null;
  lineTrackingStoppedAt: string | null;
  /** Local return-by date of a box that is out; null where the workspace has no return-by for it. */
  returnByDate: LocalDate | null;
  terminalName: string | null;
};

/**
 * What alerts were last based on, per box (alert_box_states.trusted): for the cooled kinds (LFD per source,
 * blocking holds, readiness) the values last told, so a change held back by a cool-down is still owed; for
 * fees the values last seen. Terminal-sourced values are kept as they were while the terminal data is stale.
 */
export const trustedStateSchema = z.object({
  lfd: z.object({ line: z.string().nullable(), terminal: z.string().nullable(), rail: z.string().nullable() }),
  blockingHolds: z.array(z.string()).nullable(),
  ready: z.boolean(),
  fees: z.record(z.string(), z.number()).nullable(),
  /**
   * Arrival facts as last told (derive-arrival.ts): the ETA people last heard of (a move within the threshold
   * keeps it, so small moves add up), and the arrival and discharge instants. Absent in a state kept before
   * these were tracked: the box's current values are then taken without telling anything.
   */
  eta: z.string().nullable().optional(),
  arrived: z.string().nullable().optional(),
  discharged: z.string().nullable().optional(),
  /** Counts the looks that told a change: names each telling, so A → B, back, and A → B again are three. */
  seq: z.number().int().default(0),
  /**
   * The cache row this state was first looked at for (epochOf in derive-changes.ts; "" only for states older
   * than epochs): change keys name it, so a box whose row was made again (a resync), or the same number on its
   * next trip, never reuses the key of an earlier telling about that number.
   */
  epoch: z.string().default(""),
  /** When each cooled kind was last told about this box, by cool-down key (lib/domain/alerts/dedupe.ts). */
  told: z.record(z.string(), z.string()).default({}),
  /** A change held back by a cool-down is looked at again at this instant (workspace clock), ISO; else null. */
  recheckAt: z.string().nullable().default(null),
});
export type TrustedState = z.infer<typeof trustedStateSchema>;

/** One derived fact, before it is tied to a workspace and stored. */
export type DerivedEvent = { kind: AlertKind; dedupeKey: string; data: Record<string, unknown> };
