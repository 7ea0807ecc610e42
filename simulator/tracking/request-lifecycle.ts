// Tracking requests: seeded ones (one per seeded shipment, already `created`) and new ones, which move
// pending → created / failed / awaiting_manifest on the simulated clock. The outcome rules are documented
// in simulator/README.md so tests and demos can pick a number that leads to each state.
import type { Resource } from "../http/jsonapi";
import { withRelations } from "../http/jsonapi";
import { stableUuid } from "../lib/prng";
import type { SimScheduler } from "../lib/scheduler";
import { DAY, HOUR, iso } from "../lib/time";
import type { ResourceContext } from "../resources/resource-context";
import { containerResource, shipmentResource } from "../resources/container-and-shipment";
import { partyResource } from "../resources/party";
import { emitContainerCreated } from "../webhooks/container-events";
import type { EventEmitter } from "../webhooks/emitter";
import type { Phase } from "../world/generate";
import { CARRIERS_BY_SCAC, USER_IDS, US_PORTS, type AccountName } from "../world/reference-data";
import type { ShipmentPlan } from "../world/types";
import type { World } from "../world/world";
import { inferNumber } from "./inference";

export type TrackingStatus = "pending" | "awaiting_manifest" | "created" | "failed" | "tracking_stopped";
export type FailedReason =
  | "booking_cancelled"
  | "duplicate"
  | "expired"
  | "internal_processing_error"
  | "invalid_number"
  | "not_found"
  | "retries_exhausted"
  | "shipping_line_unreachable"
  | "unrecognized_response"
  | "data_unavailable"
  | "scac_auto_detect_failed";

export type RequestType = "bill_of_lading" | "booking_number" | "container";

export interface TrackingRequestRecord {
  id: string;
  account: AccountName;
  requestNumber: string;
  requestType: RequestType;
  scac: string;
  autoDetect: boolean;
  refNumbers: string[];
  shipmentTags: string[];
  createdAt: number;
  updatedAt: number;
  status: TrackingStatus;
  failedReason: FailedReason | null;
  isRetrying: boolean;
  retryCount: number | null;
  shipmentIdx: number | null;
  /** The party the shipment is tracked for (relationships.customer). */
  customerId: string | null;
}

/** Delay before the carrier "answers" a new request, in simulated time. */
export const RESOLVE_DELAY_MS = 5_000;
/** awaiting_manifest is retried this often; it succeeds on the third retry unless the number says EXPIRE. */
export const MANIFEST_RETRY_MS = 6 * HOUR;
export const MANIFEST_EXPIRY_MS = 7 * DAY;

export interface TrackingDeps {
  world: World;
  scheduler: SimScheduler;
  emitter: EventEmitter;
  now: () => number;
  ctxFor: (account: AccountName) => ResourceContext;
  activeLimit: (account: AccountName) => number | null;
}

export class TrackingRequests {
  private readonly records = new Map<string, TrackingRequestRecord>();
  private counter = 0;

  constructor(private readonly deps: TrackingDeps) {
    for (const s of deps.world.shipments) this.records.set(s.trackingRequestId, this.seeded(s));
  }

  private seeded(s: ShipmentPlan): TrackingRequestRecord {
    return {
      id: s.trackingRequestId,
      account: s.account,
      requestNumber: s.requestNumber,
      requestType: s.requestType,
      scac: s.scac,
      autoDetect: false,
      refNumbers: s.refNumbers,
      shipmentTags: s.tags,
      createdAt: s.createdAt - 30_000,
      updatedAt: s.createdAt,
      status: "created",
      failedReason: null,
      isRetrying: false,
      retryCount: null,
      shipmentIdx: s.idx,
      customerId: s.customerId,
    };
  }

  get(account: AccountName, id: string, now: number): TrackingRequestRecord | undefined {
    const r = this.records.get(id);
    return r && r.account === account && r.createdAt <= now ? r : undefined;
  }

  list(account: AccountName, now: number): TrackingRequestRecord[] {
    return [...this.records.values()]
      .filter((r) => r.account === account && r.createdAt <= now)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
  }

  forShipment(s: ShipmentPlan): TrackingRequestRecord | undefined {
    for (const r of this.records.values()) if (r.shipmentIdx === s.idx) return r;
    return undefined;
  }

  /** Status as shown at `now`: a request whose shipment stopped tracking shows tracking_stopped. */
  statusAt(r: TrackingRequestRecord, now: number): TrackingStatus {
    if (r.status === "created" && r.shipmentIdx !== null) {
      const s = this.deps.world.shipment(r.shipmentIdx);
      if (this.deps.world.tracking(s, now).stoppedAt !== null) return "tracking_stopped";
    }
    return r.status;
  }

  create(input: {
    account: AccountName;
    requestNumber: string;
    requestType: RequestType;
    scac: string | null;
    autoDetect: boolean;
    refNumbers: string[];
    shipmentTags: string[];
    customerId?: string | null;
  }): TrackingRequestRecord {
    const now = this.deps.now();
    this.counter += 1;
    const record: TrackingRequestRecord = {
      id: stableUuid(this.deps.world.seed, "tracking_request", "new", this.counter),
      account: input.account,
      requestNumber: input.requestNumber,
      requestType: input.requestType,
      scac: input.scac ?? "",
      autoDetect: input.autoDetect,
      refNumbers: input.refNumbers,
      shipmentTags: input.shipmentTags,
      createdAt: now,
      updatedAt: now,
      status: "pending",
      failedReason: null,
      isRetrying: false,
      retryCount: null,
      shipmentIdx: null,
      customerId: input.customerId ?? null,
    };
    this.records.set(record.id, record);
    this.deps.scheduler.at(now + RESOLVE_DELAY_MS, (at) => this.resolve(record, at));
    return record;
  }

  /** Runs at the instant the carrier answers (`now`), which may be earlier than the clock after a jump. */
  private resolve(r: TrackingRequestRecord, now: number): void {
    const number = r.requestNumber.toUpperCase();
    if (!r.scac) {
      const inferred = inferNumber(number);
      if (!inferred.carrier) return this.fail(r, "scac_auto_detect_failed", now);
      r.scac = inferred.carrier.scac;
    }
    if (r.scac === "TEST") {
      if (number === "TEST-TR-SUCCEEDED") return this.succeed(r, now);
      return this.fail(r, "not_found", now);
    }
    if (r.requestType !== "container" && !/^[A-Z0-9]{6,25}$/.test(number)) return this.fail(r, "invalid_number", now);
    const duplicate = this.isTracked(r.account, number, now);
    if (duplicate) return this.fail(r, "duplicate", now);
    if (number.includes("NOTFOUND") || number.includes("UNKNOWN")) return this.fail(r, "not_found", now);
    if (r.requestType !== "container" && number.includes("MANIFEST")) return this.awaitManifest(r, now);
    this.succeed(r, now);
  }

  private isTracked(account: AccountName, number: string, now: number): boolean {
    const { world } = this.deps;
    const shipments = world
      .shipmentsByNumber(number)
      .filter((s) => world.isVisible(s, account, now) && world.tracking(s, now).stoppedAt === null);
    if (shipments.length > 0) return true;
    return world
      .containersByNumber(number)
      .some(
        (c) =>
          world.isVisible(c, account, now) && world.tracking(world.shipment(c.shipmentIdx), now).stoppedAt === null,
      );
  }

  private awaitManifest(r: TrackingRequestRecord, now: number): void {
    const first = r.status !== "awaiting_manifest";
    r.status = "awaiting_manifest";
    r.isRetrying = true;
    r.retryCount = (r.retryCount ?? 0) + (first ? 0 : 1);
    r.updatedAt = now;
    if (first) this.emit(r, "tracking_request.awaiting_manifest");
    const number = r.requestNumber.toUpperCase();
    if (number.includes("EXPIRE")) {
      if (now - r.createdAt >= MANIFEST_EXPIRY_MS) return this.fail(r, "expired", now);
    } else if ((r.retryCount ?? 0) >= 3) {
      return this.succeed(r, now);
    }
    this.deps.scheduler.at(now + MANIFEST_RETRY_MS, (at) => this.awaitManifest(r, at));
  }

  private fail(r: TrackingRequestRecord, reason: FailedReason, now: number): void {
    r.status = "failed";
    r.failedReason = reason;
    r.isRetrying = false;
    r.updatedAt = now;
    this.emit(r, "tracking_request.failed");
  }

  private succeed(r: TrackingRequestRecord, now: number): void {
    const { world } = this.deps;
    const carrier = CARRIERS_BY_SCAC.get(r.scac);
    const number = r.requestNumber.toUpperCase();
    const seedRoll = world.shipments.length;
    const phase: Phase = (["soon", "recent", "today", "soon", "far"] as const)[seedRoll % 5] ?? "soon";
    const limit = this.deps.activeLimit(r.account);
    const count = r.requestType === "container" ? 1 : 1 + (seedRoll % 4);
    if (limit !== null && world.activeContainerCount(r.account, now) + count > limit)
      return this.fail(r, "data_unavailable", now);
    const pod = US_PORTS[seedRoll % US_PORTS.length]?.code ?? "USLAX";
    const s = world.addShipment({
      phase,
      podCode: pod,
      account: r.account,
      carrierScac: carrier?.scac,
      containerCount: count,
      bol: r.requestType === "bill_of_lading" ? number : undefined,
      bookingNumber: r.requestType === "booking_number" ? number : undefined,
      containerNumbers: r.requestType === "container" ? [number] : undefined,
      requestType: r.requestType,
      relativeTo: now,
      createdAt: now,
    });
    s.trackingRequestId = r.id;
    s.requestNumber = number;
    s.refNumbers = r.refNumbers;
    s.tags = r.shipmentTags;
    const customer = world.parties.byShipmentCustomer(r.customerId);
    s.customerId = customer?.id ?? null;
    s.customerName = customer?.companyName ?? null;
    r.status = "created";
    r.isRetrying = false;
    r.shipmentIdx = s.idx;
    r.updatedAt = now;
    this.emit(r, "tracking_request.succeeded");
    const ctx = this.deps.ctxFor(r.account);
    for (const idx of s.containerIdxs) emitContainerCreated(ctx, this.deps.emitter, world.container(idx));
  }

  emit(
    r: TrackingRequestRecord,
    event:
      | "tracking_request.succeeded"
      | "tracking_request.failed"
      | "tracking_request.awaiting_manifest"
      | "tracking_request.tracking_stopped",
  ): void {
    this.deps.emitter.emit(r.account, event, () => {
      const ctx = this.deps.ctxFor(r.account);
      const tr = trackingRequestResource(ctx, this, r);
      const included: Resource[] = [];
      if (r.shipmentIdx !== null) {
        const s = this.deps.world.shipment(r.shipmentIdx);
        included.push(shipmentResource(ctx, s));
        if (event === "tracking_request.succeeded")
          for (const idx of s.containerIdxs) included.push(containerResource(ctx, this.deps.world.container(idx)));
      }
      included.push(tr);
      return { reference: tr, included };
    });
  }
}

export function trackingRequestResource(
  ctx: ResourceContext,
  store: TrackingRequests,
  r: TrackingRequestRecord,
): Resource {
  const s = r.shipmentIdx !== null ? ctx.world.shipment(r.shipmentIdx) : null;
  const resource: Resource = {
    id: r.id,
    type: "tracking_request",
    attributes: {
      request_number: r.requestNumber,
      request_type: r.requestType,
      scac: r.scac,
      ref_numbers: r.refNumbers,
      shipment_tags: r.shipmentTags,
      tags: r.shipmentTags,
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
      status: store.statusAt(r, ctx.now),
      failed_reason: r.failedReason,
      is_retrying: r.isRetrying,
      retry_count: r.retryCount,
    },
    relationships: {
      tracked_object: { data: s ? { id: s.id, type: "shipment" } : null },
      customer: { data: r.customerId ? { id: r.customerId, type: "party" } : null },
      user: { data: { id: USER_IDS[r.account], type: "user" } },
    },
    links: { self: `/v2/tracking_requests/${r.id}` },
  };
  return withRelations(resource, {
    tracked_object: () => (s ? [shipmentResource(ctx, s)] : []),
    customer: () => {
      const party = r.customerId ? ctx.world.parties.get(r.account, r.customerId, ctx.now) : undefined;
      return party ? [partyResource(party)] : [];
    },
    shipment: () => (s ? [shipmentResource(ctx, s)] : []),
  });
}

/** The party named by a create body's relationships.customer, when it is one of the account's. */
export function customerIdFrom(body: unknown, world: World, account: AccountName, now: number): string | null {
  const rel =
    isObject(body) && isObject(body.data) && isObject(body.data.relationships)
      ? body.data.relationships.customer
      : undefined;
  const data = isObject(rel) ? rel.data : undefined;
  const id = isObject(data) && data.type === "party" && typeof data.id === "string" ? data.id : null;
  return id !== null && world.parties.get(account, id, now) ? id : null;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
