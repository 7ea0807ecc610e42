"use client";

import { useQuery } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { ShippingLineOption } from "@/lib/shared/tracking-api";

export function useShippingLines() {
  return useQuery({
    queryKey: ["shipping-lines"],
    queryFn: ({ signal }) => fetchJson<{ data: ShippingLineOption[] }>("/api/shipping-lines", { signal }).then((body) => body.data),
    staleTime: 60 * 60_000,
  });
}
