import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson, type ApiError } from "@/lib/shared/fetch-json";
import type { AlertSettingsSaved, DeliveryLog } from "@/lib/shared/notifications-api";
import type { AlertSettingsInput } from "@/lib/validations/notifications";

import { settingsKeys } from "./keys";

// The workspace's alert channels and watchdogs (PUT /api/alerts/settings) and the log of what was delivered.

export function useSaveAlertSettings(onSaved?: (saved: AlertSettingsSaved) => void) {
  return useMutation<AlertSettingsSaved, ApiError, AlertSettingsInput>({
    mutationFn: (input) => fetchJson<AlertSettingsSaved>("/api/alerts/settings", { method: "PUT", body: input }),
    onSuccess: (saved) => onSaved?.(saved),
  });
}

/** The latest 50 deliveries, re-read every 10 s while the page is open. */
export function useDeliveryLog(initial: DeliveryLog) {
  return useQuery({
    queryKey: settingsKeys.deliveryLog(),
    queryFn: () => fetchJson<DeliveryLog>("/api/alerts/deliveries?limit=50"),
    initialData: initial,
    refetchInterval: 10_000,
  });
}

export function useRetryDeliveries() {
  const client = useQueryClient();
  return useMutation<{ queued: number }, ApiError, { ids: string[] } | { allFailed: true }>({
    mutationFn: (input) =>
      fetchJson<{ queued: number }>("/api/alerts/deliveries/retry", { method: "POST", body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: settingsKeys.deliveries }),
  });
}
