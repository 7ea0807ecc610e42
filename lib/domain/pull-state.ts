import type { ContainerPhase } from "./container-phase";
import type { NotReadyReason } from "./readiness";

// "Can I pull it?", answered on every row of the board and at the top of the drawer: one word for where the box
// stands between the vessel and the truck. Derived from the same phase and readiness the urgency uses, so the
// answer never disagrees with the cards.

export const PULL_STATES = [
  "ready",
  "blocked",
  "not_released",
  "not_discharged",
  "on_rail",
  "out",
  "returned",
  "unknown",
] as const;
export type PullState = (typeof PULL_STATES)[number];

export const PULL_STATE_INFO: Record<PullState, { label: string; explanation: string }> = {
  ready: { label: "Ready", explanation: "Available and no blocking hold: a truck can pull it now." },
  blocked: { label: "Blocked", explanation: "A hold stops pickup until it is released." },
  not_released: { label: "Not released", explanation: "At the terminal, not yet available for pickup." },
  not_discharged: { label: "At sea", explanation: "Not yet discharged from the vessel." },
  on_rail: { label: "On rail", explanation: "On a train inland: it is pulled at the ramp once it arrives." },
  out: { label: "Out", explanation: "Already picked up: the empty is to be returned." },
  returned: { label: "Returned", explanation: "The empty is back: nothing to pull." },
  unknown: { label: "Unknown", explanation: "The terminal's data is too old or incomplete to say." },
};

export type PullStateInput = {
  phase: ContainerPhase;
  readyForPickup: boolean;
  hasBlockingHold: boolean;
  urgencyUnknown: boolean;
  notReadyReasons: readonly NotReadyReason[];
};

export function pullStateOf(input: PullStateInput): PullState {
  if (input.phase === "empty_returned") return "returned";
  if (input.phase === "out") return "out";
  if (input.urgencyUnknown) return "unknown";
  if (input.phase === "arriving") return "not_discharged";
  if (input.phase === "on_rail") return "on_rail";
  if (input.readyForPickup) return "ready";
  if (input.hasBlockingHold) return "blocked";
  // Not claimed "not released" when the terminal's data cannot say (availability or holds not reported usably).
  if (input.notReadyReasons.includes("availability_unknown") || input.notReadyReasons.includes("holds_unknown"))
    return "unknown";
  return "not_released";
}
