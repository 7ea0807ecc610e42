import "server-only";

import { DEFAULT_EMAIL_WINDOW_MINUTES } from "@/lib/domain/alerts/coalesce";
import { watchdogThresholdsSchema, type WatchdogThresholds } from "@/lib/domain/alerts/watchdogs";
import { db } from "@/lib/server/db";

// A workspace's alert settings as the engine uses them; defaults when an admin never saved any.

export const DEFAULT_ALERT_ZONE = "America/Los_Angeles";

export type EngineSettings = {
  timezone: string;
  cooldownMinutes: number;
  /** Changes to one box within this many minutes reach a person as one email (lib/domain/alerts/coalesce.ts). */
  emailWindowMinutes: number;
  watchdogs: WatchdogThresholds;
  chatKinds: string[];
  hookKinds: string[];
  chat: boolean;
  hook: boolean;
};

export async function engineSettings(workspaceId: string): Promise<EngineSettings> {
  const row = await db.alertSettings.findUnique({ where: { workspaceId } });
  const parsed = watchdogThresholdsSchema.safeParse(row?.watchdogs ?? {});
  return {
    timezone: row?.timezone ?? DEFAULT_ALERT_ZONE,
    cooldownMinutes: row?.cooldownMinutes ?? 360,
    emailWindowMinutes: row?.emailWindowMinutes ?? DEFAULT_EMAIL_WINDOW_MINUTES,
    watchdogs: parsed.success ? parsed.data : watchdogThresholdsSchema.parse({}),
    chatKinds: row?.chatKinds ?? [],
    hookKinds: row?.hookKinds ?? [],
    chat: Boolean(row?.chatUrlCiphertext),
    hook: Boolean(row?.hookUrl && row.hookSecretCiphertext),
  };
}
