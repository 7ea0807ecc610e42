// Example notifications for any event, built from the account's own world by the same builders that
// emit real deliveries, through a throwaway registry and a stopped dispatcher so nothing is sent or stored.
// Used by GET /webhook_notifications/examples and POST /webhooks/trigger.
import type { SimulatorCore } from "../core";
import { Faults } from "../http/faults";
import { hashString } from "../lib/prng";
import { DAY } from "../lib/time";
import type { ResourceContext } from "../resources/resource-context";
import { ALL_TERMINALS, type AccountName } from "../world/reference-data";
import type { ContainerState } from "../world/state-types";
import { MILESTONE_EVENTS, MILESTONES, type ContainerPlan, type MilestoneKey } from "../world/types";
import { diffContainer, emitContainerCreated } from "./container-events";
import { Dispatcher } from "./dispatcher";
import { EventEmitter, type EventPayload } from "./emitter";
import type { WebhookEvent } from "./events";
import { documentPayload, estimatePayload, feederPayload, isFeederEvent, trackingPayload } from "./example-payloads";
import { WebhookRegistry } from "./registry";
import { estimatedArrival } from "./shipment-events";

const MILESTONE_BY_EVENT = new Map<string, MilestoneKey>(MILESTONES.map((k) => [MILESTONE_EVENTS[k], k]));

/** The notification envelope (as a delivery would carry it), or null when the account has nothing to show. */
export function exampleEnvelope(
  core: SimulatorCore,
  account: AccountName,
  event: WebhookEvent,
  origin: string,
): string | null {
  const now = core.clock.now();
  // An empty account (the free plan) borrows the demo world, so every event still has an example.
  const source: AccountName = core.world.visibleContainerIdxs(account, now).length > 0 ? account : "demo";
  const registry = new WebhookRegistry(hashString(core.registry.nextId("webhook_example")));
  const dispatcher = new Dispatcher({ retryBaseMs: 1, retryMaxMs: 1, timeoutMs: 1, faults: new Faults(0), registry });
  dispatcher.stop();
  const emitter = new EventEmitter(
    registry,
    dispatcher,
    () => now,
    () => origin,
  );
  registry.create({
    account: source,
    url: "https://example.com/webhooks/terminal49",
    active: true,
    events: [event],
    headers: null,
    createdAt: now,
  });
  const ctx = core.ctxFor(source, origin);
  const emitPayload = (payload: EventPayload | null): void => {
    if (payload) emitter.emit(source, event, () => payload);
  };

  const containers = core.world.visibleContainerIdxs(source, now).map((i) => core.world.container(i));
  const pick = (test: (st: ContainerState) => boolean): ContainerPlan | undefined =>
    containers.find((c) => test(core.world.stateOf(c, now))) ?? containers[0];
  const milestone = MILESTONE_BY_EVENT.get(event);

  if (milestone) {
    const c = pick((st) => st.milestones[milestone] !== null);
    if (c) milestoneChange(ctx, emitter, c, milestone);
  } else if (isFeederEvent(event)) {
    const c = pick((st) => st.milestones.tsArrived !== null);
    if (c) emitPayload(feederPayload(ctx, c, event));
  } else if (
    event === "container.transport.estimated.vessel_departed" ||
    event === "container.transport.estimated.arrived_at_inland_destination"
  ) {
    const c = containers.find((x) => x.railTerminalId !== null) ?? containers[0];
    if (c) emitPayload(estimatePayload(ctx, c, event));
  } else if (event === "shipment.estimated.arrival" || event === "container.transport.estimated.vessel_arrived") {
    const c = pick((st) => st.status === "on_ship");
    if (c) estimatedArrival(ctx, emitter, core.world.shipment(c.shipmentIdx));
  } else if (event === "container.created") {
    const c = containers[0];
    if (c) emitContainerCreated(ctx, emitter, c, { example: true });
  } else if (event.startsWith("tracking_request.")) {
    emitPayload(trackingPayload(core, ctx, event as Parameters<typeof trackingPayload>[2]));
  } else if (event === "document.extracted" || event === "document.extraction_failed") {
    emitPayload(documentPayload(core, ctx, event));
  } else {
    const c = pick((st) => st.milestones.vesselDischarged !== null && st.milestones.fullOut === null);
    if (c) terminalChange(ctx, emitter, c, now, event !== "container.transport.not_available");
  }
  return registry.notifications[0]?.body ?? null;
}

function milestoneChange(ctx: ResourceContext, emitter: EventEmitter, c: ContainerPlan, key: MilestoneKey): void {
  const actual = ctx.world.stateOf(c, ctx.now);
  const after =
    actual.milestones[key] !== null ? actual : { ...actual, milestones: { ...actual.milestones, [key]: ctx.now } };
  diffContainer(ctx, emitter, c, { ...after, milestones: { ...after.milestones, [key]: null } }, after);
}

/**
 * Every terminal-side value changes at once (LFDs by source, appointment, availability, terminal); only the
 * subscribed event is captured, so each terminal event gets its example from the same diff.
 */
function terminalChange(
  ctx: ResourceContext,
  emitter: EventEmitter,
  c: ContainerPlan,
  now: number,
  available: boolean,
): void {
  const actual = ctx.world.stateOf(c, now);
  const lfd = actual.pickupLfd ?? now + 2 * DAY;
  const after: ContainerState = {
    ...actual,
    lfdLine: actual.lfdLine ?? lfd,
    lfdTerminal: actual.lfdTerminal ?? lfd,
    lfdRail: actual.lfdRail ?? lfd,
    pickupLfd: lfd,
    appointment: actual.appointment ?? now + DAY,
    availableForPickup: available,
  };
  const otherTerminal = ALL_TERMINALS.find((t) => t.kind === "terminal" && t.id !== after.podTerminalId);
  const before: ContainerState = {
    ...after,
    lfdLine: (after.lfdLine ?? lfd) - DAY,
    lfdTerminal: (after.lfdTerminal ?? lfd) - DAY,
    lfdRail: (after.lfdRail ?? lfd) - DAY,
    pickupLfd: lfd - DAY,
    appointment: null,
    availableForPickup: !available,
    podTerminalId: otherTerminal?.id ?? after.podTerminalId,
  };
  diffContainer(ctx, emitter, c, before, after);
}
