// The contract of GET /api/containers (and of the board that reads it). Shared by the route, the board and
// integrations: change it in one place. Computed fields come from lib/domain/evaluate-container.ts.
import type { Bucket } from "@/lib/domain/bucket";
import type { FeesSummary } from "@/lib/domain/fees";
import type { HoldView } from "@/lib/domain/holds";
import type { HoldOwner, KnownHoldName } from "@/lib/domain/holds";
import type { LensKey } from "@/lib/domain/lens-keys";
import type { LfdSummary } from "@/lib/domain/lfd";
import type { MoneyAtRisk } from "@/lib/domain/money-at-risk";
import type { ReturnBy as DomainReturnBy } from "@/lib/domain/return-by";
import type { PastLfdSummary } from "@/lib/domain/past-lfd";
import type { RowFlags } from "@/lib/domain/evaluate-container";
import type { BoardWorkSummary } from "@/lib/shared/work-api";

export type { LensKey } from "@/lib/domain/lens-keys";
export { LENS_KEYS, LENS_INFO } from "@/lib/domain/lens-keys";

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

export type MoneyAtRiskPart = MoneyAtRisk["parts"][number];

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
  /** Every lens (card) this box answers; [] for a returned box. A box of unknown urgency is only in `unknown`. */
  lenses: LensKey[];
  /** Null unless the box is out (full-out, not empty-returned). */
  returnBy: ReturnBy | null;
  /** Null when no tariff gives a figure (or nothing is at risk tomorrow). */
  moneyAtRisk: MoneyAtRisk | null;
  /** The container's attributes exactly as the service sent them. */
  attributes: Record<string, unknown>;
  /** The team's work on the box (lib/server/work/board-summary.ts); `watching` is the signed-in user's. */
  work?: BoardWorkSummary;
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
  freshness: { lastSyncAt: string | null; upstreamReachable: boolean; upstreamDownSince: string | null };
};
