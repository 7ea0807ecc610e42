import type { ContainerPhase } from "./container-phase";
import { LENS_KEYS, type LensKey } from "./lens-keys";

// Which cards a box appears under (product.md v2 "The board"). The cards overlap: a box due today and blocked
// by customs is under both. Exceptions, both so that no card gives an answer the data cannot back:
// - a box whose urgency is unknown (stale beyond 7 days, never checked, or line tracking stopped) is ONLY
//   under `unknown`;
// - a returned box (done) is under none.
// Decisions where the table is terse:
// - `not_released` is every box at a terminal that is neither ready nor blocked: not available, or availability
//   or holds not reported (the same boxes as the `not_available` urgency).
// - `return_soon` lists every box out, whatever its return-by (or with none known); the card sorts by it.

export interface LensInput {
  phase: ContainerPhase;
  urgencyUnknown: boolean;
  /** Governing LFD's days left in its zone; null when no LFD. */
  daysLeft: number | null;
  readyForPickup: boolean;
  hasBlockingHold: boolean;
}

export function lensesOf(input: LensInput): LensKey[] {
  const { phase, daysLeft } = input;
  if (phase === "empty_returned") return [];
  if (phase === "out") return ["return_soon"];
  if (input.urgencyUnknown) return ["unknown"];
  const atTerminal = phase === "at_terminal";
  const member: Record<LensKey, boolean> = {
    pull_now: input.readyForPickup,
    past_lfd: daysLeft !== null && daysLeft < 0,
    due_today: daysLeft === 0,
    due_tomorrow: daysLeft === 1,
    blocked: atTerminal && input.hasBlockingHold,
    not_released: atTerminal && !input.hasBlockingHold && !input.readyForPickup,
    on_rail: phase === "on_rail",
    arriving: phase === "arriving",
    return_soon: false,
    unknown: false,
  };
  return LENS_KEYS.filter((key) => member[key]);
}

/** Bit i set = member of LENS_KEYS[i]: the lens counts are one GROUP BY over this number. */
export function lensMaskOf(lenses: readonly LensKey[]): number {
  return lenses.reduce((mask, key) => mask | (1 << LENS_KEYS.indexOf(key)), 0);
}

export function lensesOfMask(mask: number): LensKey[] {
  return LENS_KEYS.filter((_, index) => (mask & (1 << index)) !== 0);
}
