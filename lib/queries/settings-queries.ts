import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { SettingsView, WebhookStatus } from "@/lib/shared/settings-api";
import type { UpdateSettingsInput } from "@/lib/validations/settings-input";
import { settingsKeys } from "./keys";

// The workspace's settings (PUT /api/settings) and its live-updates webhook (GET/POST /api/admin/webhooks). The
// `webhooks` live topic invalidates `webhooks`. Alert settings and deliveries: alert-settings.ts.

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
