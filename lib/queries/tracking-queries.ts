import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";

import { fetchJson } from "@/lib/shared/fetch-json";
import type {
  CheckNumbersResponse,
  CreateItemResult,
  CreateTrackingResponse,
  ShippingLineOption,
  TrackingItem,
  TrackingListResponse,
} from "@/lib/shared/tracking-api";
import { trackingKeys } from "./keys";

// Tracking requests (GET/POST /api/tracking-requests, retry, stop and resume) and the carriers to pick from.
// The `tracking_requests` live topic invalidates `requests`; the carriers have a root of their own.

const createRequests = (items: TrackingItem[]): Promise<CreateTrackingResponse> =>
  fetchJson<CreateTrackingResponse>("/api/tracking-requests", { method: "POST", body: { items } });

/** The queue for `query` (status and number filters as URL parameters). */
export function useTrackingRequests(query: string) {
  return useQuery({
    queryKey: trackingKeys.list(query),
    queryFn: ({ signal }) => fetchJson<TrackingListResponse>(`/api/tracking-requests?${query}`, { signal }),
    placeholderData: keepPreviousData,
    // Pending requests resolve within seconds to minutes; live events also invalidate this key.
    refetchInterval: 15_000,
  });
}

export function useShippingLines() {
  return useQuery({
    queryKey: trackingKeys.shippingLines(),
    queryFn: ({ signal }) =>
      fetchJson<{ data: ShippingLineOption[] }>("/api/shipping-lines", { signal }).then((body) => body.data),
    staleTime: 60 * 60_000,
  });
}

/** Sends one number to track; each item's own result (sent or refused) is in the answer. */
export function useCreateTracking(onCreated?: (body: CreateTrackingResponse) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: TrackingItem) => createRequests([item]),
    onSuccess: (body) => {
      void client.invalidateQueries({ queryKey: trackingKeys.requests });
      onCreated?.(body);
    },
  });
}

/** A failed request sent again, with a carrier picked by hand when auto-detection could not tell. */
export function useRetryTrackingRequest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (scac: string | null) =>
      fetchJson<CreateItemResult>(`/api/tracking-requests/${id}/retry`, {
        method: "POST",
        body: scac === null ? {} : { scac },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: trackingKeys.requests }),
  });
}

/** Stops or resumes tracking a request's shipment. */
export function useToggleTracking(shipmentId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: "stop" | "resume") =>
      fetchJson<{ trackingStopped: boolean }>(
        `/api/shipments/${encodeURIComponent(shipmentId ?? "")}/${action}-tracking`,
        { method: "POST" },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: trackingKeys.requests }),
  });
}

/**
 * The bulk intake's calls: it checks and sends in batches itself (progress, waits on a rate limit), then says
 * when the queue should be re-read.
 */
export function useBulkTrackingCalls() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      check: (numbers: string[]) =>
        fetchJson<CheckNumbersResponse>("/api/tracking-requests/check", { method: "POST", body: { numbers } }),
      create: (items: TrackingItem[]) => createRequests(items).then((body) => body.results),
      sent: () => void client.invalidateQueries({ queryKey: trackingKeys.requests }),
    }),
    [client],
  );
}
