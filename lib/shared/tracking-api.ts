import { z } from "zod";

// The contract of the tracking intake routes (app/api/tracking-requests/**, app/api/shipping-lines,
// app/api/shipments/[id]/*), shared by the routes and the intake page.

export const REQUEST_TYPES = ["container", "bill_of_lading", "booking_number"] as const;

const scac = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2,4}$/, "A carrier code (SCAC) is 2 to 4 letters.");

export const trackingItemSchema = z.object({
  requestType: z.enum(REQUEST_TYPES),
  requestNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{4,25}$/, "Use 4 to 25 letters and digits."),
  scac: scac.nullish(),
  refNumbers: z.array(z.string().trim().min(1).max(60)).max(10).optional(),
});
export type TrackingItem = z.infer<typeof trackingItemSchema>;

/** At most 25 per call: small enough that a batch finishes quickly and the progress bar moves. */
export const createTrackingSchema = z.object({ items: z.array(trackingItemSchema).min(1).max(25) });

/** The code of a request sent whose answer did not come back: it may exist at the service; never "not sent". */
export const UNCONFIRMED = "unconfirmed";

export type CreateItemResult =
  | { ok: true; requestNumber: string; id: string; status: string }
  | { ok: false; requestNumber: string; code: string; message: string; retryAfterSeconds?: number };

export type CreateTrackingResponse = { results: CreateItemResult[] };

/** Whether the request left for the service: created, or sent with its answer lost (never to be sent again). */
export function wentOut(result: CreateItemResult): boolean {
  return result.ok || result.code === UNCONFIRMED;
}

export const checkNumbersSchema = z.object({ numbers: z.array(z.string().trim().toUpperCase().max(40)).max(2000) });
export type CheckNumbersResponse = { tracked: string[] };

export const TRACKING_STATUSES = [
  "pending",
  "awaiting_manifest",
  "created",
  "succeeded",
  "failed",
  "tracking_stopped",
] as const;

export const trackingListQuerySchema = z.object({
  status: z.enum(TRACKING_STATUSES).optional(),
  q: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export type TrackingRequestView = {
  id: string;
  requestNumber: string;
  requestType: string | null;
  scac: string | null;
  status: string;
  failedReason: string | null;
  createdAt: string | null;
  updatedAt: string | null;
  /** The tracked shipment (upstream id) once the request succeeded. */
  shipmentId: string | null;
  /** The shipment's tracking was stopped (by the line, the service or a user). */
  trackingStopped: boolean;
};

export type TrackingListResponse = { data: TrackingRequestView[]; counts: Record<string, number> };

export type ShippingLineOption = { scac: string; name: string };
/** GET /api/shipping-lines. */
export type ShippingLinesResponse = { data: ShippingLineOption[] };
