"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { SettingsView, UpdateSettingsInput } from "@/lib/validations/settings";

/** Saves settings through the API and refreshes the server-rendered shell (the mode badge may change). */
export function useSaveSettings(onSaved?: (view: SettingsView) => void) {
  const router = useRouter();
  return useMutation({
    mutationFn: (input: UpdateSettingsInput) => fetchJson<SettingsView>("/api/settings", { method: "PUT", body: input }),
    onSuccess: (view) => {
      onSaved?.(view);
      router.refresh();
    },
  });
}
