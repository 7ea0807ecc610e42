import type { TerminalHold } from "./container-facts";

// Terminal holds. The array lists active holds only (a cleared hold disappears), so [] means none and null
// means the service did not tell us. Names are case-sensitive on the wire: "usda" is not "USDA" and is
// treated as an unrecognised name, never silently folded into a known one.

export const KNOWN_HOLD_NAMES = ["freight", "customs", "USDA", "VACIS", "TMF", "other"] as const;
export type KnownHoldName = (typeof KNOWN_HOLD_NAMES)[number];

/** `blocking`: status "hold", the box cannot leave. `pending`: a warning; any unrecognised status is too. */
export type HoldSeverity = "blocking" | "pending";

export type HoldOwner = "shipping_line" | "customs_broker" | "payer" | "terminal";

export interface HoldResolution {
  owner: HoldOwner;
  /** Who to chase, in the dispatcher's words. */
  ownerLabel: string;
  /** What clears it. */
  hint: string;
}

const RESOLUTIONS: Record<KnownHoldName, HoldResolution> = {
  freight: {
    owner: "shipping_line",
    ownerLabel: "Shipping line / forwarder",
    hint: "Freight must be paid and the line must release the box.",
  },
  customs: { owner: "customs_broker", ownerLabel: "Customs broker", hint: "Needs CBP release." },
  USDA: { owner: "customs_broker", ownerLabel: "Customs broker", hint: "Agriculture (USDA) inspection must clear." },
  VACIS: {
    owner: "customs_broker",
    ownerLabel: "Customs broker",
    hint: "CBP scan (VACIS); expect an exam fee to follow.",
  },
  TMF: { owner: "payer", ownerLabel: "Whoever pays terminal fees", hint: "Pay the traffic mitigation fee (TMF)." },
  other: { owner: "terminal", ownerLabel: "Terminal", hint: "Read the terminal's description of the hold." },
};

/** Who usually resolves a hold of this kind (product.md "Hold names"). */
export function holdResolution(kind: KnownHoldName): HoldResolution {
  return RESOLUTIONS[kind];
}

export function isKnownHoldName(name: string): name is KnownHoldName {
  return (KNOWN_HOLD_NAMES as readonly string[]).includes(name);
}

export interface HoldView {
  /** Exactly as sent. */
  name: string;
  /** The known name, or "other" for an unrecognised one (handled like `other`). */
  kind: KnownHoldName;
  recognized: boolean;
  status: string;
  severity: HoldSeverity;
  description: string | null;
  resolution: HoldResolution;
}

/** Only status "hold" blocks; the product rule names nothing else, so unknown statuses warn rather than block. */
export function holdSeverity(status: string): HoldSeverity {
  return status === "hold" ? "blocking" : "pending";
}

export function describeHold(hold: TerminalHold): HoldView {
  const recognized = isKnownHoldName(hold.name);
  const kind: KnownHoldName = recognized ? (hold.name as KnownHoldName) : "other";
  const base = RESOLUTIONS[kind];
  const resolution: HoldResolution = recognized
    ? base
    : { ...base, hint: `Unrecognised hold "${hold.name}": read the terminal's description.` };
  return {
    name: hold.name,
    kind,
    recognized,
    status: hold.status,
    severity: holdSeverity(hold.status),
    description: hold.description,
    resolution,
  };
}

export interface HoldsSummary {
  /** False when the service sent no holds array (null): unknown, not "none". */
  known: boolean;
  active: HoldView[];
  blocking: HoldView[];
  pending: HoldView[];
  hasBlocking: boolean;
  hasPending: boolean;
  /** e.g. "customs, TMF (pending)"; "" when none. */
  label: string;
}

export function hasBlockingHold(holds: readonly TerminalHold[] | null): boolean {
  return (holds ?? []).some((hold) => holdSeverity(hold.status) === "blocking");
}

export function summarizeHolds(holds: readonly TerminalHold[] | null): HoldsSummary {
  const active = (holds ?? []).map(describeHold);
  const blocking = active.filter((hold) => hold.severity === "blocking");
  const pending = active.filter((hold) => hold.severity === "pending");
  // Blocking first: they are what stops the truck.
  const label = [...blocking.map((h) => h.name), ...pending.map((h) => `${h.name} (${h.status})`)].join(", ");
  return {
    known: holds !== null,
    active,
    blocking,
    pending,
    hasBlocking: blocking.length > 0,
    hasPending: pending.length > 0,
    label,
  };
}
