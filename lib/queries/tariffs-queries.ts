import { useMutation, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import { containerKeys } from "./keys";

// Saving or deleting a demurrage or per-diem tariff (Settings). The cards keep their own list (the page renders
// it on the server); a change re-evaluates every box's money at risk and return-by on the server, so open
// boards read their pages again.

export type TariffEndpoint = "/api/tariffs" | "/api/tariffs/per-diem";

export function useSaveTariff<Input, View>(endpoint: TariffEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
      id
        ? fetchJson<View>(`${endpoint}/${encodeURIComponent(id)}`, { method: "PUT", body: input })
        : fetchJson<View>(endpoint, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: containerKeys.boards }),
  });
}

export function useDeleteTariff(endpoint: TariffEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchJson<void>(`${endpoint}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: containerKeys.boards }),
  });
}
