import { z } from "zod";

import { isContainerShaped } from "@/lib/domain/iso6346";

// The contract of GET /api/search (the service's GET /search behind the board's search box), shared by the
// route and the board. Isomorphic: safe in the browser.

/** A container, bill of lading or booking number: letters and digits with at least one digit, 6 to 25 long. */
const NUMBER_SHAPED = /^(?=.*\d)[A-Z0-9]{6,25}$/;

export function normalizeSearchNumber(q: string): string {
  return q.trim().toUpperCase().replace(/[\s-]/g, "");
}

/** Whether the board should offer to look a number up at the service when the cache has no match. */
export function looksLikeTrackingNumber(q: string | null | undefined): boolean {
  return typeof q === "string" && NUMBER_SHAPED.test(normalizeSearchNumber(q));
}

/** What to create a tracking request as, when the service does not say: container-shaped or a bill of lading. */
export function guessRequestType(number: string): "container" | "bill_of_lading" {
  return isContainerShaped(normalizeSearchNumber(number)) ? "container" : "bill_of_lading";
}

export const searchQuerySchema = z.object({
  q: z
    .string()
    .transform(normalizeSearchNumber)
    .pipe(
      z
        .string()
        .regex(
          NUMBER_SHAPED,
          "Search the service for a container, bill of lading or booking number: 6 to 25 letters and digits.",
        ),
    ),
});

export type SearchResultKind = "shipment" | "container" | "tracking_request";

export type SearchResult = {
  /** The service's id of the shipment, container or tracking request. */
  id: string;
  kind: SearchResultKind;
  number: string;
  scac: string | null;
  /** For a container: its shipment at the service. */
  shipmentId: string | null;
  /** A tracking request's status (pending, awaiting_manifest, succeeded, failed, …). */
  status: string | null;
  failedReason: string | null;
  trackingStopped: boolean;
  /** The board id of the container when the cache already holds it (a shipment: one of its boxes). */
  boardId: string | null;
};

export type SearchResponse = {
  query: string;
  results: SearchResult[];
  /** True when the service tracks this number (a shipment or container matched it exactly). */
  trackedAtService: boolean;
  /** What "track it" should send, when it is worth offering. */
  suggestion: {
    requestType: "container" | "bill_of_lading" | "booking_number";
    requestNumber: string;
    scac: string | null;
  } | null;
};
