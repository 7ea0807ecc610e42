import "server-only";

import { env } from "@/lib/env.mjs";
import { decryptSecret, encryptSecret, maskSecret } from "@/lib/server/crypto";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import type { SettingsView, UpdateSettingsInput } from "@/lib/validations/settings";

export async function getSettingsView(workspaceId: string): Promise<SettingsView> {
  const settings = await db.workspaceSettings.findUnique({ where: { workspaceId } });
  return {
    mode: settings?.apiKeyCiphertext ? "live" : "simulated",
    apiKeyMasked: maskSecret(settings?.apiKeyLast4 ?? null),
    apiKeyUpdatedAt: settings?.apiKeyUpdatedAt?.toISOString() ?? null,
    baseUrl: settings?.baseUrl ?? env.TRACKING_BASE_URL,
    lfdRule: settings?.lfdRule ?? "service",
  };
}

export async function updateSettings(workspaceId: string, input: UpdateSettingsInput, actorId: string): Promise<SettingsView> {
  const keyChange =
    input.apiKey === undefined
      ? {}
      : input.apiKey === null
        ? { apiKeyCiphertext: null, apiKeyLast4: null, apiKeyUpdatedAt: new Date() }
        : { apiKeyCiphertext: encryptSecret(input.apiKey), apiKeyLast4: input.apiKey.slice(-4), apiKeyUpdatedAt: new Date() };
  const data = {
    ...keyChange,
    ...(input.baseUrl === undefined ? {} : { baseUrl: input.baseUrl }),
    ...(input.lfdRule === undefined ? {} : { lfdRule: input.lfdRule }),
  };
  await db.workspaceSettings.upsert({ where: { workspaceId }, create: { workspaceId, ...data }, update: data });
  logger.info("settings updated", {
    workspaceId,
    actorId,
    changed: Object.keys(data).filter((field) => !field.startsWith("apiKey")),
    credentialChanged: input.apiKey !== undefined,
  });
  return getSettingsView(workspaceId);
}

export type UpstreamTarget = { mode: "simulated" | "live"; baseUrl: string; apiKey: string };

/** Where this workspace's upstream calls go. Server-only: the decrypted key never leaves the server. */
export async function getUpstreamTarget(workspaceId: string): Promise<UpstreamTarget> {
  const settings = await db.workspaceSettings.findUnique({ where: { workspaceId } });
  if (!settings?.apiKeyCiphertext) return { mode: "simulated", baseUrl: env.SIMULATOR_URL, apiKey: env.SIMULATOR_KEY };
  return { mode: "live", baseUrl: settings.baseUrl ?? env.TRACKING_BASE_URL, apiKey: decryptSecret(settings.apiKeyCiphertext) };
}

/** "live" when any workspace has saved an account key; used by the unauthenticated health check. */
export async function installationMode(): Promise<"simulated" | "live"> {
  const live = await db.workspaceSettings.count({ where: { apiKeyCiphertext: { not: null } } });
  return live > 0 ? "live" : "simulated";
}

export async function workspaceMode(workspaceId: string): Promise<"simulated" | "live"> {
  const live = await db.workspaceSettings.count({ where: { workspaceId, apiKeyCiphertext: { not: null } } });
  return live > 0 ? "live" : "simulated";
}
