import "server-only";

import { DEFAULT_EMAIL_WINDOW_MINUTES } from "@/lib/domain/alerts/coalesce";
import { watchdogThresholdsSchema, type WatchdogThresholds } from "@/lib/domain/alerts/watchdogs";
import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { workspaceMode } from "@/lib/server/settings";
import type { AlertSettingsSaved, AlertSettingsView } from "@/lib/shared/notifications-api";
import type { AlertSettingsInput } from "@/lib/validations/notifications";

import { DEFAULT_ALERT_ZONE } from "./alert-settings";
import { newHookSecret, sealChatUrl } from "./team-channels";
import { checkWebhookTarget } from "./webhook-target";
import { markClockPassDue } from "./clock-pass";

// The workspace's alert settings as admins see and change them. Chat and webhook URLs are checked before they
// are saved (https and a public address in live mode; in simulated mode also http, and this machine only in demo
// mode: see webhook-target.ts); the chat URL is never shown again, only its host.

export async function getAlertSettingsView(workspaceId: string): Promise<AlertSettingsView> {
  const [row, mode] = await Promise.all([
    db.alertSettings.findUnique({ where: { workspaceId } }),
    workspaceMode(workspaceId),
  ]);
  const watchdogs = watchdogThresholdsSchema.safeParse(row?.watchdogs ?? {});
  return {
    timezone: row?.timezone ?? DEFAULT_ALERT_ZONE,
    cooldownMinutes: row?.cooldownMinutes ?? 360,
    emailWindowMinutes: row?.emailWindowMinutes ?? DEFAULT_EMAIL_WINDOW_MINUTES,
    watchdogs: watchdogs.success ? watchdogs.data : watchdogThresholdsSchema.parse({}),
    chat: { configured: Boolean(row?.chatUrlCiphertext), host: row?.chatUrlHint ?? null, kinds: row?.chatKinds ?? [] },
    hook: {
      url: row?.hookUrl ?? null,
      configured: Boolean(row?.hookUrl && row.hookSecretCiphertext),
      kinds: row?.hookKinds ?? [],
    },
    localTargetsAllowed: mode === "simulated" && env.QUAYSIDE_DEMO,
  };
}

type Fields = {
  timezone?: string;
  cooldownMinutes?: number;
  emailWindowMinutes?: number;
  watchdogs?: WatchdogThresholds;
  chatKinds?: string[];
  hookKinds?: string[];
  chatUrlCiphertext?: string | null;
  chatUrlHint?: string | null;
  hookUrl?: string | null;
  hookSecretCiphertext?: string | null;
};

export async function updateAlertSettings(workspaceId: string, input: AlertSettingsInput): Promise<AlertSettingsSaved> {
  const mode = await workspaceMode(workspaceId);
  const current = await db.alertSettings.findUnique({ where: { workspaceId } });
  const data: Fields = {};
  if (input.timezone !== undefined) data.timezone = input.timezone;
  if (input.cooldownMinutes !== undefined) data.cooldownMinutes = input.cooldownMinutes;
  if (input.emailWindowMinutes !== undefined) data.emailWindowMinutes = input.emailWindowMinutes;
  if (input.watchdogs !== undefined)
    data.watchdogs = watchdogThresholdsSchema.parse({
      ...watchdogThresholdsSchema.parse(current?.watchdogs ?? {}),
      ...input.watchdogs,
    });
  if (input.chatKinds !== undefined) data.chatKinds = input.chatKinds;
  if (input.hookKinds !== undefined) data.hookKinds = input.hookKinds;
  if (input.chatUrl === null || input.chatUrl === "") {
    data.chatUrlCiphertext = null;
    data.chatUrlHint = null;
  } else if (input.chatUrl !== undefined) {
    const target = await checkWebhookTarget(input.chatUrl, mode);
    data.chatUrlCiphertext = sealChatUrl(target.url.toString());
    data.chatUrlHint = target.url.host;
  }
  let hookSecret: string | null = null;
  if (input.hookUrl === null || input.hookUrl === "") {
    data.hookUrl = null;
    data.hookSecretCiphertext = null;
  } else if (input.hookUrl !== undefined) {
    const target = await checkWebhookTarget(input.hookUrl, mode);
    data.hookUrl = target.url.toString();
    if (target.url.toString() !== current?.hookUrl || !current.hookSecretCiphertext) {
      const fresh = newHookSecret();
      hookSecret = fresh.secret;
      data.hookSecretCiphertext = fresh.ciphertext;
    }
  }
  if (input.rotateHookSecret && !hookSecret && (current?.hookUrl || data.hookUrl)) {
    const fresh = newHookSecret();
    hookSecret = fresh.secret;
    data.hookSecretCiphertext = fresh.ciphertext;
  }
  await db.alertSettings.upsert({ where: { workspaceId }, create: { workspaceId, ...data }, update: data });
  // New thresholds move every box's next watchdog instant: the next clock pass looks at them all.
  if (data.watchdogs !== undefined) await markClockPassDue(workspaceId);
  return { ...(await getAlertSettingsView(workspaceId)), hookSecret };
}
