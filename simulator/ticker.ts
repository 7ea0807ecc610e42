// Advances the living world: runs simulated-time jobs and, for every container whose plan changes between
// the previous tick and now, emits the webhook events for the difference. A sorted index of planned change
// instants keeps a tick proportional to the number of changes, not to the size of the world.
import type { SimScheduler } from "./lib/scheduler";
import type { ResourceContext } from "./resources/resource-context";
import type { TrackingRequests } from "./tracking/request-lifecycle";
import { diffContainer, emitContainerCreated } from "./webhooks/container-events";
import type { EventEmitter } from "./webhooks/emitter";
import type { WebhookRegistry } from "./webhooks/registry";
import { estimatedArrival } from "./webhooks/shipment-events";
import type { AccountName } from "./world/reference-data";
import { changeInstants } from "./world/container-state";
import type { World } from "./world/world";

export interface TickResult {
  from: number;
  to: number;
  jobs: number;
  containersChanged: number;
  events: number;
}

export class Ticker {
  private last: number;
  private times = new Float64Array(0);
  private idxs = new Int32Array(0);
  private indexedCount = -1;

  constructor(
    private readonly deps: {
      world: World;
      scheduler: SimScheduler;
      emitter: EventEmitter;
      registry: WebhookRegistry;
      tracking: TrackingRequests;
      now: () => number;
      ctxFor: (account: AccountName) => ResourceContext;
    },
    start: number,
  ) {
    this.last = start;
  }

  private ensureIndex(): void {
    const { world } = this.deps;
    if (this.indexedCount === world.containers.length) return;
    const pairs: [number, number][] = [];
    for (const c of world.containers) {
      pairs.push([c.createdAt, c.idx]);
      for (const t of changeInstants(c)) pairs.push([t, c.idx]);
      const s = world.shipment(c.shipmentIdx);
      for (const ch of s.podEta.changes) pairs.push([ch.at, c.idx]);
      if (s.stopped) pairs.push([s.stopped.at, c.idx]);
    }
    pairs.sort((a, b) => a[0] - b[0]);
    this.times = Float64Array.from(pairs, (p) => p[0]);
    this.idxs = Int32Array.from(pairs, (p) => p[1]);
    this.indexedCount = world.containers.length;
  }

  private firstAfter(t: number): number {
    let lo = 0;
    let hi = this.times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.times[mid] ?? Infinity) <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Where the next tick starts from; moves with the clock when it is set backwards. */
  get lastTickAt(): number {
    return this.last;
  }

  reset(to: number): void {
    this.last = to;
  }

  tick(): TickResult {
    const { world, registry, emitter } = this.deps;
    const now = this.deps.now();
    const from = this.last;
    const jobs = this.deps.scheduler.runDue(now);
    if (now <= from) {
      this.last = now;
      return { from, to: now, jobs, containersChanged: 0, events: 0 };
    }
    let events = 0;
    const touched = new Set<number>();
    const anyHooks = (["demo", "trial", "free"] as const).some((a) => registry.hasSubscribers(a));
    if (anyHooks) {
      this.ensureIndex();
      for (let i = this.firstAfter(from); i < this.times.length && (this.times[i] ?? Infinity) <= now; i += 1) {
        const idx = this.idxs[i];
        if (idx !== undefined) touched.add(idx);
      }
      const stoppedShipments = new Set<number>();
      const etaShipments = new Set<number>();
      for (const idx of touched) {
        const c = world.container(idx);
        if (!registry.hasSubscribers(c.account)) continue;
        const ctx = { ...this.deps.ctxFor(c.account), now };
        if (c.createdAt > now) continue;
        if (c.createdAt > from) {
          emitContainerCreated(ctx, emitter, c);
          events += 1;
          continue;
        }
        const before = world.stateOf(c, from);
        const after = world.stateOf(c, now);
        events += diffContainer(ctx, emitter, c, before, after);
        const s = world.shipment(c.shipmentIdx);
        if (s.stopped && s.stopped.at > from && s.stopped.at <= now) stoppedShipments.add(s.idx);
        if (s.podEta.changes.some((ch) => ch.at > from && ch.at <= now)) etaShipments.add(s.idx);
      }
      for (const sIdx of etaShipments) {
        const s = world.shipment(sIdx);
        events += estimatedArrival({ ...this.deps.ctxFor(s.account), now }, emitter, s);
      }
      for (const sIdx of stoppedShipments) {
        const s = world.shipment(sIdx);
        const tr = this.deps.tracking.forShipment(s);
        if (tr && !world.userTracking.has(s.idx)) {
          this.deps.tracking.emit(tr, "tracking_request.tracking_stopped");
          events += 1;
        }
      }
    }
    this.last = now;
    return { from, to: now, jobs, containersChanged: touched.size, events };
  }
}
