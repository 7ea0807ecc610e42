// The contract of GET /api/containers (and of the board that reads it). Shared by the route, the board and
// integrations: change it in one place. Computed fields come from lib/domain/evaluate-container.ts.
import type { Bucket } from "@/lib/domain/bucket";
import type { HistoryKind } from "@/lib/domain/days/history-fields";
import type { FeesSummary } from "@/lib/domain/fees";
import type { HoldView } from "@/lib/domain/holds";
import type { HoldOwner, KnownHoldName } from "@/lib/domain/holds";
import type { LensKey } from "@/lib/domain/lens-keys";
import type { LfdSummary } from "@/lib/domain/lfd";
import type { MoneyAtRisk } from "@/lib/domain/money-at-risk";
import type { ReturnBy as DomainReturnBy } from "@/lib/domain/return-by";
import type { PastLfdSummary } from "@/lib/domain/past-lfd";
import type { PullState } from "@/lib/domain/pull-state";
import type { RowFlags } from "@/lib/domain/evaluate-container";

import type { BackfillProgress } from "./sync-api";
import type { AuditEventView, BoardWorkSummary, ContainerWorkState } from "@/lib/shared/work-api";

export type { LensKey } from "@/lib/domain/lens-keys";

/** The LFD summary of lib/domain/lfd.ts as the API exposes it; `rule` is the workspace rule that chose `governing`. */
export type ContainerLfd = Omit<LfdSummary, "timezoneFallback">;

/** Count per lens (card) for the same filters except `lens`; a box counts under every lens it answers. */
export type LensCounts = Record<LensKey, number>;

/**
 * The equipment (per-diem) clock of a box that is out (lib/domain/return-by.ts): full-out local date + the
 * line's free days, counted in the zone of the place it left. `date`, `daysLeft`, `freeDays` and `dayKind` are
 * null when no per-diem tariff applies (or the full-out time is unknown).
 */
export type ReturnBy = DomainReturnBy;

/** The estimated cost of one more day (lib/domain/money-at-risk.ts; tariffs, not posted fees): always an estimate. */
export type { MoneyAtRisk };

/** Blocked boxes grouped by blocking hold type and who resolves it (a box with two holds counts in both). */
export type BlockedGroup = { hold: KnownHoldName; owner: HoldOwner; ownerLabel: string; count: number };

export type ContainerRow = {
  id: string;
  /** The service's container id (uuid), for refresh and links. */
  upstreamId: string;
  number: string;
  billOfLading: string | null;
  bookingNumber: string | null;
  shippingLine: { scac: string | null; name: string | null };
  terminal: { id: string | null; name: string | null; firmsCode: string | null; timezone: string | null };
  currentStatus: string | null;
  bucket: Bucket;
  flags: RowFlags;
  readyForPickup: boolean;
  /** "Can I pull it?" in one word: ready, blocked, not released, not discharged, on rail, out, returned, unknown. */
  pull: PullState;
  lfd: ContainerLfd;
  holds: HoldView[];
  holdsKnown: boolean;
  fees: Pick<FeesSummary, "byCurrency" | "terminalTotal" | "known">;
  availableForPickup: boolean | null;
  pickupAppointmentAt: string | null;
  terminalCheckedAt: string | null;
  /** When Quayside last changed this row from the service's data. */
  syncedAt: string;
  stale: boolean;
  /** The customer as the service names it: its party's company name, else the shipment's free-text name. */
  customerName: string | null;
  /** The customer's party id at the service (GET /parties); null when the shipment names no known party. */
  customerId: string | null;
  refNumbers: string[];
  tags: string[];
  podEtaAt: string | null;
  /** What a dispatcher plans an arrival with: ETA, vessel and voyage, size/type, weight, hazmat. */
  arrival: ContainerArrival;
  /** Every lens (card) this box answers; [] for a returned box. A box of unknown urgency is only in `unknown`. */
  lenses: LensKey[];
  /** Null unless the box is out (full-out, not empty-returned). */
  returnBy: ReturnBy | null;
  /**
   * The estimated cost of one more day, per currency (never added across currencies), each part naming the tariff
   * version and the chargeable day it is for ({ kind, currency, amount, day, date, tariff: { tariffId, versionId,
   * version, name } }: "$150 · MSCU demurrage v2 · day 6"). Null when no tariff gives a figure (or nothing is at
   * risk tomorrow).
   */
  moneyAtRisk: MoneyAtRisk | null;
  /**
   * The container's attributes exactly as the service sent them: in the detail (GET /api/containers/{id}), and
   * in list rows only with `include=attributes`.
   */
  attributes?: Record<string, unknown>;
  /** The team's work on the box (lib/server/work/board-summary.ts); `watching` is the signed-in user's. */
  work?: BoardWorkSummary;
};

/**
 * A box's arrival facts. `etaAt` is its shipment's ETA at the port of discharge and `arrivedAt` the vessel's
 * arrival there (instants in UTC, shown in the terminal's zone); the vessel and voyage are the shipment's; size/type
 * is the shorthand of lib/domain/size-type.ts ("40HC"); `hazmat` is the account's hazmat_indicator custom field
 * (null: the service does not say, which is not "no").
 */
export type ContainerArrival = {
  etaAt: string | null;
  arrivedAt: string | null;
  vesselName: string | null;
  vesselImo: string | null;
  voyage: string | null;
  sizeType: string | null;
  equipment: { type: string | null; length: number | null; height: string | null };
  weightLbs: number | null;
  hazmat: boolean | null;
};

export type ContainersResponse = {
  data: ContainerRow[];
  nextCursor: string | null;
  total: number;
  /** Count per bucket (the one urgency per box) for the same filters except `bucket`. */
  bucketCounts: Partial<Record<Bucket, number>>;
  /** Count per lens for the same filters except `lens` (the board's cards; they overlap). */
  lensCounts: LensCounts;
  /** Boxes for the same filters except `lens`, each once (the cards overlap, so their counts do not add up to it). */
  boardTotal: number;
  /** Blocked boxes (same filters except `lens`) by hold type and owner; largest first. */
  blockedGroups: BlockedGroup[];
  /**
   * The Past LFD card over every past-LFD box of the filters except `lens`: posted demurrage (facts) and the
   * estimated daily accrual (`estimatedDaily`, per currency, from the tariffs); on the first page only (null
   * with a cursor).
   */
  pastLfd: PastLfdSummary | null;
  /** The instant the computation used (the simulator's clock in simulated mode). */
  now: string;
  freshness: Freshness;
};

/** The cache's age and the service's reachability, read on every request; `backfill` while the account first loads. */
export type Freshness = {
  lastSyncAt: string | null;
  upstreamReachable: boolean;
  upstreamDownSince: string | null;
  backfill: BackfillProgress | null;
};

// The contract of GET /api/containers/{id}: the drawer's detail of one box.

/**
 * One row of the box's history as the cache recorded it: a change the service made, the box's first observation
 * (`initial`), or a delivery older than the box's state, kept as evidence but not applied (`late`, and `late_end`
 * where the value observed next takes over again). HISTORY_KINDS in lib/domain/days/history-fields.ts.
 */
export type ContainerHistoryItem = {
  id: string;
  kind: HistoryKind;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  source: string;
  sourceRef: string | null;
  observedAt: string;
  recordedAt: string;
};
/**
 * GET /api/containers/{id}/history?cursor=…: a page of the history, newest first. `nextCursor` asks for the rows
 * older than this page's last (by observed time, then id: no row is skipped or repeated); null on the last page.
 */
export type ContainerHistoryPage = { data: ContainerHistoryItem[]; nextCursor: string | null };
/** `id` is the service's event id; `invalidatedAt` is set when the service withdrew the event. */
export type ContainerTransportEvent = {
  id: string;
  event: string;
  timestamp: string | null;
  value: string | null;
  dataSource: string | null;
  locationLocode: string | null;
  timezone: string | null;
  invalidatedAt: string | null;
};
/** The shipment facts the drawer shows; instants are UTC, `timezone` is the port of discharge's. */
export type ContainerShipment = {
  id: string;
  billOfLading: string | null;
  bookingNumber: string | null;
  carrier: string | null;
  vessel: string | null;
  voyage: string | null;
  polName: string | null;
  podName: string | null;
  destinationName: string | null;
  etaAt: string | null;
  ataAt: string | null;
  timezone: string | null;
  trackingStoppedAt: string | null;
};
/** One ETA the service reported for the box's shipment, and when Quayside first saw it. */
export type EtaSightingView = { etaAt: string; seenAt: string };
/** The vessel's last position as the service reported it (GET /vessels/{imo}, read at most hourly). */
export type VesselPosition = {
  latitude: number;
  longitude: number;
  speedKnots: number | null;
  headingDegrees: number | null;
  /** When the vessel was at that position (AIS); null when the service did not say. */
  at: string | null;
  /** When Quayside last asked the service. */
  fetchedAt: string;
};
/** The drawer's Arrival section beside the row's facts: the ETA's history and where the vessel is. */
export type ContainerArrivalDetail = {
  /** Every distinct ETA reported, newest first (lib/domain/eta-history.ts). */
  etaHistory: EtaSightingView[];
  /** The first ETA the line gave (the service's pod_original_eta_at). */
  originalEtaAt: string | null;
  /** The port of discharge's zone, which these instants are shown in. */
  timezone: string | null;
  vesselPosition: VesselPosition | null;
  /** When Quayside last asked the service where the vessel is (null: not yet, or no IMO to ask by). */
  vesselAskedAt: string | null;
};
/**
 * The team's work on the box (lib/server/work) and its audit trail, newest first. `activity` items carry
 * `observedAt` like `history` items, so the drawer interleaves the two by it.
 */
export type ContainerWorkDetail = { work: ContainerWorkState; activity: AuditEventView[] };
/**
 * `goneUpstreamAt`: since when the service no longer lists the box (lib/server/sync/gone-upstream.ts).
 * `transportEvents` are oldest first by event time; `latestEvent` is the latest that happened (withdrawn ones
 * left out), chosen by time and a fixed tie-break, never by the order the service listed them in.
 */
export type ContainerDetailResponse = {
  data: ContainerRow;
  /** Newest first: the history's first page. */
  history: ContainerHistoryItem[];
  /** The cursor of the page after `history` (GET /api/containers/{id}/history); null when it is all of it. */
  historyCursor: string | null;
  transportEvents: ContainerTransportEvent[];
  latestEvent: ContainerTransportEvent | null;
  shipment: ContainerShipment | null;
  goneUpstreamAt: string | null;
  arrival: ContainerArrivalDetail;
  /** The instant the computation used (the simulator's clock in simulated mode). */
  now: string;
} & ContainerWorkDetail;

/** A container's route as the service's map_geojson sent it; the drawer draws Points and (Multi)LineStrings. */
export type RouteFeature = {
  type: "Feature";
  geometry: { type: string; [key: string]: unknown } | null;
  properties?: Record<string, unknown> | null;
  [key: string]: unknown;
};
export type RouteGeoJson = { type: "FeatureCollection"; features: RouteFeature[]; [key: string]: unknown };
/** GET /api/containers/{id}/map. `stale`: past the cache's maximum age, served because the service could not be asked. */
export type RouteMapResponse = { data: RouteGeoJson; fetchedAt: string; stale: boolean };
