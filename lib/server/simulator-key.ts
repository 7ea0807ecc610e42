import "server-only";

import { randomInt } from "node:crypto";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { logger } from "@/lib/server/logger";
import { forgetUpstreamCache } from "@/lib/server/sync/account-switch";
import { forgetSecrets } from "@/lib/server/webhooks/inbox";
import { AppError } from "@/lib/shared/app-error";

// Each workspace without an account key runs on an account of its own on the simulated service: one shared
// simulated account would let one workspace list, download and stop what another did (see simulator/README.md,
// "Self-provisioned accounts"). The key is kept in workspace_settings.simulator_key.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** The simulator provisions an account for any key of this form (simulator/http/account-keys.ts). */
export function newSimulatorKey(): string {
  let random = "";
  for (let i = 0; i < 32; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `sim_ws_${random}`;
}

/**
 * Whether keyless workspaces run on the simulator: in demo mode, or when SIMULATOR_EMBEDDED asks for it in
 * production. Otherwise they are unconfigured until an admin saves a key.
 */
export function simulatorEnabled(): boolean {
  return env.QUAYSIDE_DEMO || env.SIMULATOR_EMBEDDED;
}

/** What every upstream action of an unconfigured workspace answers, instead of calling anything. */
export function unconfiguredError(): AppError {
  return new AppError(
    "conflict",
    "Add the tracking service's account key in Settings: this workspace has none yet, so nothing can be fetched or sent.",
  );
}

/**
 * The workspace's simulated account key, made the first time it is needed. One statement, so two processes
 * asking at once agree on one key. A workspace getting its first key may hold data cached from the one
 * account all keyless workspaces shared before keys were per workspace: that was never this workspace's, so it is
 * deleted (an admin's switch to another account archives the old data instead: account-switch.ts).
 */
export async function ensureSimulatorKey(workspaceId: string): Promise<string> {
  const candidate = newSimulatorKey();
  const assigned = await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ simulator_key: string }[]>`
      INSERT INTO workspace_settings (workspace_id, simulator_key, updated_at)
      VALUES (${workspaceId}::uuid, ${candidate}, now())
      ON CONFLICT (workspace_id) DO UPDATE
        SET simulator_key = COALESCE(workspace_settings.simulator_key, EXCLUDED.simulator_key)
      RETURNING simulator_key`;
    const key = rows[0]?.simulator_key ?? candidate;
    if (key === candidate) await forgetUpstreamCache(tx, workspaceId);
    return key;
  });
  if (assigned === candidate) {
    logger.info("workspace got its own simulated account", { workspaceId });
    forgetSecrets();
    await notifyLive(workspaceId, "containers");
    await notifyLive(workspaceId, "freshness");
  }
  return assigned;
}
