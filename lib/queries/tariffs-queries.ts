import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { WorkspaceCurrencyView } from "@/lib/shared/settings-api";
import { containerKeys, tariffKeys } from "./keys";

// Saving or deleting a demurrage or per-diem tariff (Settings), its versions, and the workspace currency. The
// cards keep their own list (the page renders it on the server); a change re-evaluates every box's money at risk
// and return-by on the server, so open boards read their pages again.

export type TariffEndpoint = "/api/tariffs" | "/api/tariffs/per-diem";

export function useSaveTariff<Input, View>(endpoint: TariffEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: Input }) =>
      id
        ? fetchJson<View>(`${endpoint}/${encodeURIComponent(id)}`, { method: "PUT", body: input })
        : fetchJson<View>(endpoint, { method: "POST", body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: containerKeys.boards }),
        queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
      ]),
  });
}

export function useDeleteTariff(endpoint: TariffEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchJson<void>(`${endpoint}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: containerKeys.boards }),
        queryClient.invalidateQueries({ queryKey: tariffKeys.all }),
      ]),
  });
}

/** Every version of one tariff, newest first (read when its history is opened). */
export function useTariffVersions<View>(endpoint: TariffEndpoint, id: string) {
  return useQuery({
    queryKey: tariffKeys.versions(endpoint, id),
    queryFn: () => fetchJson<{ data: View[] }>(`${endpoint}/${encodeURIComponent(id)}/versions`),
  });
}

/** Saves the workspace currency; the server re-evaluates every box's money sort, so boards read again. */
export function useSaveWorkspaceCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currency: string) =>
      fetchJson<WorkspaceCurrencyView>("/api/settings/currency", { method: "PUT", body: { currency } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: containerKeys.boards }),
  });
}
