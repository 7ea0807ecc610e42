import "server-only";

import { lfdRuleOrDefault } from "@/lib/domain/lfd";
import { env } from "@/lib/env.mjs";
import { maskSecret } from "@/lib/server/crypto";
import { accountOf } from "@/lib/server/budget/budget";
import { db } from "@/lib/server/db";
import { baseUrlAddressProblem } from "@/lib/server/http/account-base-url";
import type { Resolver } from "@/lib/server/http/target-check";
import { notifyLive } from "@/lib/server/live/notify";
import { logger } from "@/lib/server/logger";
import { liveBaseUrlProblem, openAccountKey, sealAccountKey } from "@/lib/server/sealed-account-key";
import { ensureSimulatorKey, simulatorEnabled, unconfiguredError } from "@/lib/server/simulator-key";
import { archiveAccountData, cacheOwner } from "@/lib/server/sync/account-switch";
import { forgetSecrets } from "@/lib/server/webhooks/inbox";
import { AppError } from "@/lib/shared/app-error";
import type { SettingsView, WorkspaceMode } from "@/lib/shared/settings-api";
import type { UpdateSettingsInput } from "@/lib/validations/settings-input";

const UNREADABLE = "unreadable";

export async function getSettingsView(workspaceId: string): Promise<SettingsView> {
  const settings = await db.workspaceSettings.findUnique({ where: { workspaceId } });
  return {
    mode: modeOf(settings),
    apiKeyMasked: maskSecret(settings?.apiKeyLast4 ?? null),
    apiKeyUpdatedAt: settings?.apiKeyUpdatedAt?.toISOString() ?? null,
    baseUrl: settings?.baseUrl ?? env.TRACKING_BASE_URL,
    lfdRule: lfdRuleOrDefault(settings?.lfdRule),
  };
}

export async function updateSettings(
  workspaceId: string,
  input: UpdateSettingsInput,
  actorId: string,
  options: { resolve?: Resolver } = {},
): Promise<SettingsView> {
  const stored = await db.workspaceSettings.findUnique({ where: { workspaceId }, select: { baseUrl: true } });
  const storedBaseUrl = stored?.baseUrl ?? env.TRACKING_BASE_URL;
  // Otherwise anyone with an admin session could point the saved key at a host of their choosing.
  if (input.baseUrl !== undefined && input.baseUrl !== storedBaseUrl && typeof input.apiKey !== "string") {
    throw new AppError(
      "bad_request",
      "Enter the account key again to change the base URL: Quayside sends the key only to the address it was saved with.",
    );
  }
  const baseUrl = input.baseUrl ?? storedBaseUrl;
  const problem = typeof input.apiKey === "string" ? liveBaseUrlProblem(baseUrl) : null;
  if (problem) throw new AppError("bad_request", `${problem} Enter an https:// base URL together with the key.`);
  // Resolved and checked before the key is stored: a host on this machine or our network would be handed the key.
  // A name that does not resolve now is kept: nothing can be sent to it, and every call checks it again first
  // (accountFetch), so it receives the key only once it resolves to public addresses.
  const addressProblem =
    typeof input.apiKey === "string"
      ? await baseUrlAddressProblem(baseUrl, options.resolve, { allowUnresolved: true })
      : null;
  if (addressProblem) throw new AppError("bad_request", `${addressProblem} The key was not saved.`);
  const keyChange =
    input.apiKey === undefined
      ? {}
      : input.apiKey === null
        ? { apiKeyCiphertext: null, apiKeyLast4: null, apiKeyUpdatedAt: new Date() }
        : {
            apiKeyCiphertext: sealAccountKey(input.apiKey, baseUrl),
            apiKeyLast4: input.apiKey.slice(-4),
            apiKeyUpdatedAt: new Date(),
            baseUrl,
          };
  const data = {
    ...(input.baseUrl === undefined ? {} : { baseUrl: input.baseUrl }),
    ...keyChange,
    ...(input.lfdRule === undefined ? {} : { lfdRule: input.lfdRule }),
  };
  const rotation = input.sameAccount === true;
  if (rotation) await assertRotation(workspaceId, input, storedBaseUrl);
  // A key stored under an older AUTH_SECRET cannot be read: saving a new one is the remedy, so that must work.
  const [target, previous] = await Promise.all([
    getUpstreamTarget(workspaceId).catch(() => null),
    db.workspaceSettings.findUnique({ where: { workspaceId }, select: { apiKeyLast4: true } }),
  ]);
  const before = target ? ownerOf(target) : UNREADABLE;
  const { accountChanged, archiveId } = await db.$transaction(async (tx) => {
    await tx.workspaceSettings.upsert({ where: { workspaceId }, create: { workspaceId, ...data }, update: data });
    const settings = await tx.workspaceSettings.findUnique({ where: { workspaceId } });
    // A rotation the admin confirmed is the same account under a new key: its cache, history and work stay.
    const changed = !rotation && ownerOrUnreadable(settings) !== before;
    // Another account: the old one's data moves, whole and read-only, to an archive of its own.
    const archived = changed
      ? await archiveAccountData(tx, workspaceId, { owner: before, label: accountLabel(target, previous?.apiKeyLast4) })
      : null;
    return { accountChanged: changed, archiveId: archived };
  });
  logger.info("settings updated", {
    workspaceId,
    actorId,
    changed: Object.keys(data).filter((field) => !field.startsWith("apiKey")),
    credentialChanged: input.apiKey !== undefined,
    keyRotated: rotation,
    accountChanged,
    archiveId,
  });
  if (accountChanged) {
    forgetSecrets();
    await notifyLive(workspaceId, "containers");
    await notifyLive(workspaceId, "freshness");
  }
  return getSettingsView(workspaceId);
}

/** A confirmed rotation replaces a saved key with another at the same base URL; anything else is refused. */
async function assertRotation(workspaceId: string, input: UpdateSettingsInput, storedBaseUrl: string): Promise<void> {
  const saved = await db.workspaceSettings.findUnique({ where: { workspaceId }, select: { apiKeyCiphertext: true } });
  if (typeof input.apiKey !== "string" || !saved?.apiKeyCiphertext)
    throw new AppError("bad_request", "A rotation replaces a saved account key with a new one: enter the new key.");
  if (input.baseUrl !== undefined && input.baseUrl !== storedBaseUrl)
    throw new AppError(
      "bad_request",
      "A rotation keeps the base URL: a key for another address is another account, whose data replaces this one's.",
    );
}

/** The account's name for people, kept with its archive: never the key, at most its last four characters. */
function accountLabel(target: UpstreamTarget | null, last4: string | null | undefined): string {
  if (!target)
    return last4 ? `Account key ${maskSecret(last4)} (unreadable)` : "An account whose key could not be read";
  if (target.mode === "simulated") return `Simulated account ${maskSecret(target.apiKey.slice(-4))}`;
  return `Account key ${maskSecret(last4 ?? target.apiKey.slice(-4))} at ${target.baseUrl}`;
}

/** Refused for an archived account's workspace: it is read-only and never talks to any service. */
export const ARCHIVED_WORKSPACE =
  "This workspace holds an archived account's data: it is read-only and is never synced.";

export type UpstreamTarget = { mode: "simulated" | "live"; baseUrl: string; apiKey: string };

type TargetSettings = { apiKeyCiphertext: string | null; baseUrl: string | null; simulatorKey?: string | null };

/**
 * Where this workspace's upstream calls go. Server-only: the decrypted key never leaves the server, and goes
 * only to the https base URL it was sealed with; simulated mode uses the workspace's own simulated account
 * (made on first use). An unconfigured workspace (no key, simulator off) gets an AppError: no call is made.
 */
export async function getUpstreamTarget(workspaceId: string): Promise<UpstreamTarget> {
  const workspace = await db.workspace.findUnique({ where: { id: workspaceId }, include: { settings: true } });
  // Before anything else: an archive given a simulated account would have its data replaced by that account's.
  if (workspace?.archivedFromId) throw new AppError("conflict", ARCHIVED_WORKSPACE);
  const settings = workspace?.settings ?? null;
  if (!settings?.apiKeyCiphertext && !settings?.simulatorKey && simulatorEnabled()) {
    const simulatorKey = await ensureSimulatorKey(workspaceId);
    return targetOf({ apiKeyCiphertext: null, baseUrl: settings?.baseUrl ?? null, simulatorKey });
  }
  return targetOf(settings);
}

function targetOf(settings: TargetSettings | null): UpstreamTarget {
  if (settings?.apiKeyCiphertext) {
    const { apiKey, baseUrl } = openAccountKey(settings.apiKeyCiphertext, settings.baseUrl);
    return { mode: "live", baseUrl, apiKey };
  }
  if (!simulatorEnabled()) throw unconfiguredError();
  // Only a row read before getUpstreamTarget made the key lacks one; updateSettings treats that as unreadable.
  if (!settings?.simulatorKey) throw new Error("the workspace has no simulated account yet");
  return { mode: "simulated", baseUrl: env.SIMULATOR_URL, apiKey: settings.simulatorKey };
}

function modeOf(settings: { apiKeyCiphertext: string | null } | null): WorkspaceMode {
  if (settings?.apiKeyCiphertext) return "live";
  return simulatorEnabled() ? "simulated" : "unconfigured";
}

function ownerOf(target: UpstreamTarget): string {
  return cacheOwner({ baseUrl: target.baseUrl, account: accountOf(target.apiKey) });
}

/** A key that cannot be used (legacy http base URL, older secret) must not block saving other settings. */
function ownerOrUnreadable(settings: Parameters<typeof targetOf>[0]): string {
  try {
    return ownerOf(targetOf(settings));
  } catch {
    return UNREADABLE;
  }
}

/** "live" when any workspace has saved an account key; used by the unauthenticated health check. */
export async function installationMode(): Promise<WorkspaceMode> {
  const live = await db.workspaceSettings.count({ where: { apiKeyCiphertext: { not: null } } });
  return modeOf(live > 0 ? { apiKeyCiphertext: "saved" } : null);
}

/** An archived account's workspace is unconfigured: the worker sends it no sync, backfill or webhook job. */
export async function workspaceMode(workspaceId: string): Promise<WorkspaceMode> {
  const workspace = await db.workspace.findUnique({
    where: { id: workspaceId },
    select: { archivedFromId: true, settings: { select: { apiKeyCiphertext: true } } },
  });
  if (workspace?.archivedFromId) return "unconfigured";
  return modeOf(workspace?.settings ?? null);
}
