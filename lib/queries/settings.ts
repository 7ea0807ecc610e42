import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { fetchJson, type ApiError } from "@/lib/shared/fetch-json";
import type { AlertSettingsSaved, DeliveryLog } from "@/lib/shared/notifications-api";
import type { SettingsView, WebhookStatus } from "@/lib/shared/settings-api";
import type { AlertSettingsInput } from "@/lib/validations/notifications";
import type { UpdateSettingsInput } from "@/lib/validations/settings";
import { settingsKeys } from "./keys";

// The workspace's settings (PUT /api/settings), its live-updates webhook (GET/POST /api/admin/webhooks), alert
// settings and the alert delivery log. The `webhooks` live topic invalidates `webhooks`.

/** Saves settings through the API and refreshes the server-rendered shell (the mode badge may change). */
export function useSaveSettings(onSaved?: (view: SettingsView) => void) {
  const router = useRouter();
  return useMutation({
    mutationFn: (input: UpdateSettingsInput) =>
      fetchJson<SettingsView>("/api/settings", { method: "PUT", body: input }),
    onSuccess: (view) => {
      onSaved?.(view);
      router.refresh();
    },
  });
}

export function useWebhookStatus() {
  return useQuery({
    queryKey: settingsKeys.webhookStatus(),
    queryFn: () => fetchJson<WebhookStatus>("/api/admin/webhooks"),
  });
}

/** Registers (or re-registers) the webhook with the tracking service. */
export function useConnectWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson("/api/admin/webhooks", { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.webhooks }),
  });
}

/** Processes the failed webhook deliveries again. */
export function useRetryWebhookInbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => fetchJson("/api/admin/webhooks/retry", { method: "POST" }),
    onSettled: () => client.invalidateQueries({ queryKey: settingsKeys.webhooks }),
  });
}

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
