// The contract of GET /api/containers (and of the board that reads it). Shared by the route, the board and
// integrations: change it in one place. Computed fields come from lib/domain/evaluate-container.ts.
import type { Bucket } from "@/lib/domain/bucket";
import type { FeesSummary } from "@/lib/domain/fees";
import type { HoldView } from "@/lib/domain/holds";
import type { LfdSummary } from "@/lib/domain/lfd";
import type { PastLfdSummary } from "@/lib/domain/past-lfd";
import type { RowFlags } from "@/lib/domain/evaluate-container";

/** The LFD summary of lib/domain/lfd.ts as the API exposes it. */
export type ContainerLfd = Omit<LfdSummary, "timezoneFallback">;

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
  customerName: string | null;
  refNumbers: string[];
  tags: string[];
  podEtaAt: string | null;
  /** The container's attributes exactly as the service sent them. */
  attributes: Record<string, unknown>;
};

export type ContainersResponse = {
  data: ContainerRow[];
  nextCursor: string | null;
  total: number;
  /** Count per bucket for the same filters except `bucket` (the board's cards). */
  bucketCounts: Partial<Record<Bucket, number>>;
  /** The past-LFD card over every past-LFD box of those filters; on the first page only (null with a cursor). */
  pastLfd: PastLfdSummary | null;
  /** The instant the computation used (the simulator's clock in simulated mode). */
  now: string;
  freshness: { lastSyncAt: string | null; upstreamReachable: boolean; upstreamDownSince: string | null };
};
