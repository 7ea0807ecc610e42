import type { ContainerFacts } from "./container-facts";
import { hasBlockingHold } from "./holds";

// Ready to pull (product rule): available_for_pickup === true and no hold with status "hold"; a pending
// hold is a warning, not a block. Two refinements, both so that "ready" is never claimed on data that
// does not support it (a truck sent to a box that will not come out costs a dry run):
// - availability_known === false: the service says available_for_pickup is only meaningful when it is
//   true, so an explicit false means the flag cannot be trusted. (null, i.e. not sent, keeps the rule.)
// - holds null (not sent at all, which the spec does not allow) is unknown, not "no holds"; terminals do
//   report available_for_pickup true alongside active holds, so availability alone proves nothing.

type ReadinessFacts = Pick<ContainerFacts, "available_for_pickup" | "availability_known" | "holds_at_pod_terminal">;

export type NotReadyReason =
  | "not_available"
  | "availability_unknown"
  | "blocking_hold"
  | "holds_unknown"
  /** Set by evaluateContainer: the box is out, on rail or at sea, so there is nothing to pull. */
  | "not_at_terminal";

export interface Readiness {
  ready: boolean;
  /** Empty when ready; otherwise every reason that applies. */
  reasons: NotReadyReason[];
}

export function assessReadiness(facts: ReadinessFacts): Readiness {
  const reasons: NotReadyReason[] = [];
  if (facts.availability_known === false) reasons.push("availability_unknown");
  else if (facts.available_for_pickup !== true) reasons.push("not_available");
  if (facts.holds_at_pod_terminal === null) reasons.push("holds_unknown");
  else if (hasBlockingHold(facts.holds_at_pod_terminal)) reasons.push("blocking_hold");
  return { ready: reasons.length === 0, reasons };
}
