// The world: seeded plans, parties, lookups, visibility per account and the overrides recorded by the
// control API, tracking requests and stop/resume. Everything time-dependent is computed on read for a given
// instant.
import { generateWorld, type ShipmentDraft } from "./generate";
import { PartyStore } from "./parties";
import { ACCOUNT_IDS, type AccountName } from "./reference-data";
import { computeState } from "./container-state";
import { FreeTimeBook } from "./control-free-time";
import type { ContainerOverrides, ContainerState, ShipmentOverrides } from "./state-types";
import type { AccountDeadlineShape, ContainerPlan, ShipmentPlan, StopReason } from "./types";

export interface WorldOptions {
  seed: number;
  anchor: number;
  containers: number;
}

export interface ShipmentTracking {
  stoppedAt: number | null;
  reason: StopReason | null;
  byUser: boolean;
}

export class World {
  readonly seed: number;
  readonly anchor: number;
  readonly shipments: ShipmentPlan[];
  readonly containers: ContainerPlan[];
  private readonly build: (draft: ShipmentDraft) => ShipmentPlan;
  private readonly containerById = new Map<string, number>();
  private readonly containerByNumber = new Map<string, number[]>();
  private readonly shipmentById = new Map<string, number>();
  private readonly shipmentByNumber = new Map<string, number[]>();
  readonly overrides = new Map<number, ContainerOverrides>();
  /** Arrival facts of shipments set through the control API (ETA moves, vessel), by shipment idx. */
  readonly shipmentOverrides = new Map<number, ShipmentOverrides>();
  /**
   * Stop/resume recorded on a shipment, by a user (PATCH stop_tracking, reason cancelled_by_user) or by the
   * control API (any reason); takes precedence over the planned stop.
   */
  readonly userTracking = new Map<number, { stoppedAt: number | null; reason?: StopReason }>();
  /**
   * Containers whose container.created was emitted (by idx). A box made through the control API or a tracking
   * request is announced at once; the ticker's next pass, whose window covers that instant, must not announce it
   * again (the service sends one creation per box).
   */
  readonly announcedCreations = new Set<number>();
  readonly parties: PartyStore;
  /** Containers of each account sorted newest first (created_at desc, then id). */
  private readonly sortedContainers = new Map<AccountName, number[]>();
  private readonly sortedShipments = new Map<AccountName, number[]>();
  /** Containers the service stopped listing (control API): gone from `GET /containers`, still found by id. */
  readonly delisted = new Set<number>();
  /** Per-account import_deadlines shape set through the control API; absent means `mixed`. */
  readonly deadlineShapes = new Map<AccountName, AccountDeadlineShape>();
  /** Free-time rules and terminal closures set through the control API, on top of the published ones. */
  readonly freeTime = new FreeTimeBook();

  constructor(options: WorldOptions) {
    this.seed = options.seed;
    this.anchor = options.anchor;
    this.parties = new PartyStore(options.seed, options.anchor);
    const plan = generateWorld(options);
    this.shipments = plan.shipments;
    this.containers = plan.containers;
    this.build = plan.build;
    for (const s of this.shipments) this.indexShipment(s);
    this.resort();
  }

  private indexShipment(s: ShipmentPlan): void {
    this.shipmentById.set(s.id, s.idx);
    for (const n of new Set([s.bol, s.bookingNumber, s.requestNumber])) {
      const list = this.shipmentByNumber.get(n) ?? [];
      list.push(s.idx);
      this.shipmentByNumber.set(n, list);
    }
    for (const cIdx of s.containerIdxs) {
      const c = this.containers[cIdx];
      if (!c) continue;
      this.containerById.set(c.id, cIdx);
      const list = this.containerByNumber.get(c.number) ?? [];
      list.push(cIdx);
      this.containerByNumber.set(c.number, list);
    }
  }

  private resort(): void {
    for (const account of Object.keys(ACCOUNT_IDS) as AccountName[]) {
      const ships = this.shipments
        .filter((s) => s.account === account)
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
      this.sortedShipments.set(
        account,
        ships.map((s) => s.idx),
      );
      const conts = this.containers
        .filter((c) => c.account === account)
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
      this.sortedContainers.set(
        account,
        conts.map((c) => c.idx),
      );
    }
  }

  /** Adds a shipment (tracking request success or control API) and returns it. */
  addShipment(draft: ShipmentDraft): ShipmentPlan {
    const s = this.build(draft);
    this.indexShipment(s);
    this.resort();
    return s;
  }

  shipment(idx: number): ShipmentPlan {
    const s = this.shipments[idx];
    if (!s) throw new Error(`no shipment ${idx}`);
    return s;
  }

  container(idx: number): ContainerPlan {
    const c = this.containers[idx];
    if (!c) throw new Error(`no container ${idx}`);
    return c;
  }

  isVisible(entity: { account: AccountName; createdAt: number }, account: AccountName, t: number): boolean {
    return entity.account === account && entity.createdAt <= t;
  }

  findContainer(idOrNumber: string): ContainerPlan | undefined {
    const byId = this.containerById.get(idOrNumber);
    if (byId !== undefined) return this.containers[byId];
    const list = this.containerByNumber.get(idOrNumber.toUpperCase());
    const last = list?.[list.length - 1];
    return last === undefined ? undefined : this.containers[last];
  }

  containersByNumber(number: string): ContainerPlan[] {
    return (this.containerByNumber.get(number.toUpperCase()) ?? []).map((i) => this.container(i));
  }

  findShipment(id: string): ShipmentPlan | undefined {
    const idx = this.shipmentById.get(id);
    return idx === undefined ? undefined : this.shipments[idx];
  }

  shipmentsByNumber(number: string): ShipmentPlan[] {
    return (this.shipmentByNumber.get(number.toUpperCase()) ?? this.shipmentByNumber.get(number) ?? []).map((i) =>
      this.shipment(i),
    );
  }

  visibleShipments(account: AccountName, t: number): ShipmentPlan[] {
    return (this.sortedShipments.get(account) ?? []).map((i) => this.shipment(i)).filter((s) => s.createdAt <= t);
  }

  visibleContainerIdxs(account: AccountName, t: number): number[] {
    const all = this.sortedContainers.get(account) ?? [];
    // Sorted newest first, so the not-yet-created ones form a prefix.
    let lo = 0;
    let hi = all.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const idx = all[mid];
      if (idx !== undefined && this.container(idx).createdAt > t) lo = mid + 1;
      else hi = mid;
    }
    const visible = all.slice(lo);
    return this.delisted.size === 0 ? visible : visible.filter((idx) => !this.delisted.has(idx));
  }

  tracking(s: ShipmentPlan, t: number): ShipmentTracking {
    const user = this.userTracking.get(s.idx);
    if (user) {
      if (user.stoppedAt !== null && user.stoppedAt <= t) {
        const reason = user.reason ?? "cancelled_by_user";
        return { stoppedAt: user.stoppedAt, reason, byUser: reason === "cancelled_by_user" };
      }
      return { stoppedAt: null, reason: null, byUser: false };
    }
    if (s.stopped && s.stopped.at <= t) return { stoppedAt: s.stopped.at, reason: s.stopped.reason, byUser: false };
    return { stoppedAt: null, reason: null, byUser: false };
  }

  stateOf(c: ContainerPlan, t: number): ContainerState {
    const s = this.shipment(c.shipmentIdx);
    const user = this.userTracking.get(s.idx);
    const shipmentForState = user ? { ...s, stopped: null } : s;
    const userStop = user && user.stoppedAt !== null ? { at: user.stoppedAt } : null;
    return computeState(c, shipmentForState, this.overrides.get(c.idx), userStop, t, {
      anchor: this.anchor,
      deadlineShape: this.deadlineShapes.get(c.account),
      freeTime: this.freeTime,
    });
  }

  overridesFor(idx: number): ContainerOverrides {
    let o = this.overrides.get(idx);
    if (!o) {
      o = {};
      this.overrides.set(idx, o);
    }
    return o;
  }

  /** Active containers count towards the free and trial limits: visible, not empty-returned, still tracked. */
  activeContainerCount(account: AccountName, t: number): number {
    let count = 0;
    for (const idx of this.visibleContainerIdxs(account, t)) {
      const c = this.container(idx);
      const s = this.shipment(c.shipmentIdx);
      if (this.tracking(s, t).stoppedAt !== null) continue;
      if (this.stateOf(c, t).status === "empty_returned") continue;
      count += 1;
    }
    return count;
  }
}
