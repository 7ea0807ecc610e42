import "server-only";

import { env } from "@/lib/env.mjs";
import { decryptSecret, encryptSecret, maskSecret } from "@/lib/server/crypto";
import { accountOf } from "@/lib/server/budget/budget";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { logger } from "@/lib/server/logger";
import { cacheOwner, forgetUpstreamCache } from "@/lib/server/sync/account-switch";
import { forgetSecrets } from "@/lib/server/webhooks/inbox";
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
  // A key stored under an older AUTH_SECRET cannot be read: saving a new one is the remedy, so that must work.
  const before = await getUpstreamTarget(workspaceId).then(ownerOf, () => "unreadable");
  const accountChanged = await db.$transaction(async (tx) => {
    await tx.workspaceSettings.upsert({ where: { workspaceId }, create: { workspaceId, ...data }, update: data });
    const settings = await tx.workspaceSettings.findUnique({ where: { workspaceId } });
    const changed = ownerOf(targetOf(settings)) !== before;
    if (changed) await forgetUpstreamCache(tx, workspaceId);
    return changed;
  });
  logger.info("settings updated", {
    workspaceId,
    actorId,
    changed: Object.keys(data).filter((field) => !field.startsWith("apiKey")),
    credentialChanged: input.apiKey !== undefined,
    accountChanged,
  });
  if (accountChanged) {
    forgetSecrets();
    await notifyLive(workspaceId, "containers");
    await notifyLive(workspaceId, "freshness");
  }
  return getSettingsView(workspaceId);
}

export type UpstreamTarget = { mode: "simulated" | "live"; baseUrl: string; apiKey: string };

/** Where this workspace's upstream calls go. Server-only: the decrypted key never leaves the server. */
export async function getUpstreamTarget(workspaceId: string): Promise<UpstreamTarget> {
  return targetOf(await db.workspaceSettings.findUnique({ where: { workspaceId } }));
}

function targetOf(settings: { apiKeyCiphertext: string | null; baseUrl: string | null } | null): UpstreamTarget {
  if (!settings?.apiKeyCiphertext) return { mode: "simulated", baseUrl: env.SIMULATOR_URL, apiKey: env.SIMULATOR_KEY };
  return { mode: "live", baseUrl: settings.baseUrl ?? env.TRACKING_BASE_URL, apiKey: decryptSecret(settings.apiKeyCiphertext) };
}

function ownerOf(target: UpstreamTarget): string {
  return cacheOwner({ baseUrl: target.baseUrl, account: accountOf(target.apiKey) });
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
