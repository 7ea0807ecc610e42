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
  ready: boolean;
  governingLfdDate: LocalDate | null;
  lfdSource: LfdSource | null;
  lfd: Record<LfdSource, string | null>;
  zones: { pod: string | null; finalDestination: string | null };
  holds: TerminalHold[] | null;
  fees: TerminalFee[] | null;
  podArrivedAt: string | null;
  podDischargedAt: string | null;
  availableForPickup: boolean | null;
  terminalCheckedAt: string | null;
  lineTrackingStoppedAt: string | null;
  /** Local return-by date of a box that is out; null where the workspace has no return-by for it. */
  returnByDate: LocalDate | null;
  terminalName: string | null;
};

/** The last values alerts were based on, per box (alert_box_states.trusted). */
export const trustedStateSchema = z.object({
  lfd: z.object({ line: z.string().nullable(), terminal: z.string().nullable(), rail: z.string().nullable() }),
  blockingHolds: z.array(z.string()).nullable(),
  ready: z.boolean(),
  fees: z.record(z.string(), z.number()).nullable(),
  /** Counts the looks that found a change: names each LFD change, so A → B, back, and A → B again are three. */
  seq: z.number().int().default(0),
});
export type TrustedState = z.infer<typeof trustedStateSchema>;

/** One derived fact, before it is tied to a workspace and stored. */
export type DerivedEvent = { kind: AlertKind; dedupeKey: string; data: Record<string, unknown> };
