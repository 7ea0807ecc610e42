"use client";

import { useMutation } from "@tanstack/react-query";

import { fetchJson, type ApiError } from "@/lib/shared/fetch-json";
import type { AlertSettingsSaved } from "@/lib/shared/notifications-api";
import type { AlertSettingsInput } from "@/lib/validations/notifications";

export function useSaveAlertSettings(onSaved?: (saved: AlertSettingsSaved) => void) {
  return useMutation<AlertSettingsSaved, ApiError, AlertSettingsInput>({
    mutationFn: (input) => fetchJson<AlertSettingsSaved>("/api/alerts/settings", { method: "PUT", body: input }),
    onSuccess: (saved) => onSaved?.(saved),
  });
}
