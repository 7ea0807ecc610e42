// Compares two states of a container and emits the matching webhook events: milestones as transport
// events, terminal changes as container.updated with a [old, new] changeset, one event per LFD source,
// availability flips and appointment changes. Used by the ticker and by the control API.
import type { Resource } from "../http/jsonapi";
import { stableUuid } from "../lib/prng";
import { iso, isoOrNull } from "../lib/time";
import { containerResource, shipmentResource } from "../resources/container-and-shipment";
import type { ResourceContext } from "../resources/resource-context";
import { placeResource, terminalResource } from "../resources/places";
import { transportEventResource } from "../resources/transport-events-resource";
import { PORTS_BY_CODE, TERMINALS_BY_ID } from "../world/reference-data";
import type { ContainerState } from "../world/state-types";
import { MILESTONE_EVENTS, MILESTONES, type ContainerPlan } from "../world/types";
import type { EventEmitter } from "./emitter";
import type { WebhookEvent } from "./events";

interface Emission {
  at: number;
  event: WebhookEvent;
  build: () => { reference: Resource; included: Resource[] };
}

export function diffContainer(
  ctx: ResourceContext,
  emitter: EventEmitter,
  c: ContainerPlan,
  before: ContainerState,
  after: ContainerState,
): number {
  const world = ctx.world;
  const s = world.shipment(c.shipmentIdx);
  const account = c.account;
  const terminal = TERMINALS_BY_ID.get(after.podTerminalId);
  const tz = terminal?.timeZone ?? null;
  const pod = PORTS_BY_CODE.get(s.podCode);
  const emissions: Emission[] = [];
  const seed = world.seed;

  const full = (te: Resource): Resource[] => {
    const extra: Resource[] = [shipmentResource(ctx, s), containerResource(ctx, c, after)];
    if (pod) extra.push(placeResource(pod));
    if (terminal) extra.push(terminalResource(terminal, "terminal"));
    return [...extra, te];
  };

  for (const key of MILESTONES) {
    const t = after.milestones[key];
    if (t === null || before.milestones[key] !== null) continue;
    const event = MILESTONE_EVENTS[key] as WebhookEvent;
    emissions.push({
      at: t,
      event,
      build: () => {
        const te = transportEventResource(ctx, c, s, key, t, after.podTerminalId);
        // The service sends these with little or nothing included; clients follow reference_object.
        const minimal = event === "container.transport.delivered";
        return { reference: te, included: minimal ? [] : full(te) };
      },
    });
  }

  const at = after.effectiveAt;
  const valueEvent = (
    event: WebhookEvent,
    value: number | null,
    source: "shipping_line" | "terminal",
    withContext: boolean,
  ): Emission => ({
    at,
    event,
    build: () => {
      const te: Resource = {
        id: stableUuid(seed, "transport_event", c.id, event, at, value ?? "null"),
        type: "transport_event",
        attributes: {
          event,
          created_at: iso(at),
          voyage_number: null,
          timestamp: iso(value ?? at),
          value: isoOrNull(value),
          data_source: source,
          location_locode: pod?.code ?? null,
          timezone: tz,
        },
        relationships: {
          shipment: { data: { id: s.id, type: "shipment" } },
          container: { data: { id: c.id, type: "container" } },
          vessel: { data: null },
          location: { data: pod ? { id: pod.id, type: "port" } : null },
          terminal: { data: terminal ? { id: terminal.id, type: "terminal" } : null },
        },
      };
      return { reference: te, included: withContext ? full(te) : [te] };
    },
  });

  const out = after.milestones.fullOut !== null;
  if (before.availableForPickup !== after.availableForPickup && after.availableForPickup !== null && !out) {
    const event: WebhookEvent = after.availableForPickup
      ? "container.transport.available"
      : "container.transport.not_available";
    emissions.push({
      at,
      event,
      build: () => {
        const te: Resource = {
          id: stableUuid(seed, "transport_event", c.id, event, at),
          type: "transport_event",
          attributes: {
            event,
            created_at: iso(at),
            voyage_number: null,
            timestamp: iso(at),
            data_source: "terminal",
            location_locode: pod?.code ?? null,
            timezone: tz,
          },
          relationships: {
            shipment: { data: { id: s.id, type: "shipment" } },
            container: { data: { id: c.id, type: "container" } },
            location: { data: pod ? { id: pod.id, type: "port" } : null },
            terminal: { data: terminal ? { id: terminal.id, type: "terminal" } : null },
          },
        };
        return { reference: te, included: [] };
      },
    });
  }

  if (before.pickupLfd !== after.pickupLfd)
    emissions.push(
      valueEvent(
        "container.pickup_lfd.changed",
        after.pickupLfd,
        after.lfdLine !== null ? "shipping_line" : "terminal",
        true,
      ),
    );
  if (before.lfdLine !== after.lfdLine)
    emissions.push(valueEvent("container.pickup_lfd_line.changed", after.lfdLine, "shipping_line", false));
  if (before.lfdTerminal !== after.lfdTerminal)
    emissions.push(valueEvent("container.pickup_lfd_terminal.changed", after.lfdTerminal, "terminal", false));
  if (before.lfdRail !== after.lfdRail)
    emissions.push(valueEvent("container.pickup_lfd_rail.changed", after.lfdRail, "terminal", false));
  if (before.appointment !== after.appointment)
    emissions.push(valueEvent("container.pickup_appointment.changed", after.appointment, "terminal", false));

  const changeset: Record<string, [unknown, unknown]> = {};
  const track = (name: string, a: unknown, b: unknown): void => {
    if (JSON.stringify(a) !== JSON.stringify(b)) changeset[name] = [a, b];
  };
  track("available_for_pickup", before.availableForPickup, after.availableForPickup);
  track("holds_at_pod_terminal", before.holds, after.holds);
  track("fees_at_pod_terminal", before.fees, after.fees);
  track("pickup_lfd", isoOrNull(before.pickupLfd), isoOrNull(after.pickupLfd));
  track("pickup_lfd_line", isoOrNull(before.lfdLine), isoOrNull(after.lfdLine));
  track("pickup_lfd_rail", isoOrNull(before.lfdRail), isoOrNull(after.lfdRail));
  track("pickup_appointment_at", isoOrNull(before.appointment), isoOrNull(after.appointment));
  track("pod_terminal", before.podTerminalId, after.podTerminalId);
  if (Object.keys(changeset).length > 0) {
    emissions.push({
      at,
      event: "container.updated",
      build: () => {
        const ev: Resource = {
          id: stableUuid(seed, "container_updated_event", c.id, at, JSON.stringify(changeset)),
          type: "container_updated_event",
          attributes: { changeset, timestamp: iso(at), data_source: "terminal", timezone: tz ?? "Etc/UTC" },
          relationships: {
            container: { data: { id: c.id, type: "container" } },
            terminal: { data: { id: after.podTerminalId, type: "terminal" } },
            shipment: { data: { id: s.id, type: "shipment" } },
          },
        };
        const included: Resource[] = [shipmentResource(ctx, s)];
        if (pod) included.push(placeResource(pod));
        if (terminal) included.push(terminalResource(terminal, "terminal"));
        included.push(containerResource(ctx, c, after), ev);
        return { reference: ev, included };
      },
    });
  }

  if (before.podTerminalId !== after.podTerminalId) {
    emissions.push({
      at,
      event: "container.pod_terminal_changed",
      build: () => {
        const ev: Resource = {
          id: stableUuid(seed, "container_pod_terminal_changed_event", c.id, at),
          type: "container_pod_terminal_changed_event",
          attributes: { timestamp: iso(at), data_source: "terminal" },
          relationships: {
            container: { data: { id: c.id, type: "container" } },
            shipment: { data: { id: s.id, type: "shipment" } },
            terminal: { data: { id: after.podTerminalId, type: "terminal" } },
          },
        };
        return {
          reference: ev,
          included: [
            shipmentResource(ctx, s),
            containerResource(ctx, c, after),
            ...(terminal ? [terminalResource(terminal, "terminal")] : []),
            ev,
          ],
        };
      },
    });
  }

  // Roughly chronological, as the service promises.
  emissions.sort((a, b) => a.at - b.at);
  for (const e of emissions) emitter.emit(account, e.event, e.build);
  return emissions.length;
}

/** A box's one container.created; `example`: a sample asked for (webhook examples), sent whenever asked. */
export function emitContainerCreated(
  ctx: ResourceContext,
  emitter: EventEmitter,
  c: ContainerPlan,
  options: { example?: boolean } = {},
): void {
  if (!options.example) {
    if (ctx.world.announcedCreations.has(c.idx)) return;
    ctx.world.announcedCreations.add(c.idx);
  }
  const s = ctx.world.shipment(c.shipmentIdx);
  emitter.emit(c.account, "container.created", () => {
    const ev: Resource = {
      id: stableUuid(ctx.world.seed, "container_created_event", c.id),
      type: "container_created_event",
      attributes: { timestamp: iso(c.createdAt), timezone: "Etc/UTC" },
      relationships: {
        container: { data: { id: c.id, type: "container" } },
        shipment: { data: { id: s.id, type: "shipment" } },
      },
    };
    return { reference: ev, included: [shipmentResource(ctx, s), containerResource(ctx, c), ev] };
  });
}
