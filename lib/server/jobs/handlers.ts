import "server-only";

import type PgBoss from "pg-boss";

import { env } from "@/lib/env.mjs";
import { pruneGrants } from "@/lib/server/budget/budget";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { workspaceMode } from "@/lib/server/settings";
import { errorText } from "@/lib/server/error-text";
import type { WorkspaceMode } from "@/lib/shared/settings-api";

import { alertsClockJob } from "../alerts/clock-job";
import { recomputeWorkspace } from "../cache/recompute";
import { writeDayRecords } from "../days/write-days";
import { syncDocuments } from "../sync/document-sync";
import { syncLists } from "../sync/lists";
import { priorityRefresh } from "../sync/refresh";
import { followUpTrackingRequests } from "../sync/tracking";
import { connectLiveUpdates } from "../webhooks/connect";
import { checkWebhookRegistration, REGISTRATION_CHECK_MINUTES } from "../webhooks/registration-check";

import { QUEUES, sendFor, type QueueName } from "./boss";
import { runQueue, type Runner } from "./runner";

type Data = { workspaceId: string };

const HANDLERS: Record<Exclude<QueueName, "cron.minute">, (workspaceId: string) => Promise<unknown>> = {
  [QUEUES.backfill]: (id) => syncLists(id, { ref: "backfill", backfill: true }),
  [QUEUES.sweep]: (id) => syncLists(id, { ref: "sweep" }),
  [QUEUES.priorityRefresh]: (id) => priorityRefresh(id),
  [QUEUES.trackingRequests]: (id) => followUpTrackingRequests(id),
  [QUEUES.documents]: (id) => syncDocuments(id),
  [QUEUES.recompute]: (id) => recomputeWorkspace(id),
  [QUEUES.alertsClock]: (id) => alertsClockJob(id),
  [QUEUES.days]: (id) => writeDayRecords(id),
};

/** Starts a runner per queue (runner.ts: one job at a time, its lease held while it runs); returns their stop. */
export function registerHandlers(boss: PgBoss): (graceMs: number) => Promise<void> {
  const runners: Runner[] = Object.entries(HANDLERS).map(([queue, handler]) =>
    runQueue<Data>(boss, queue, async (job) => {
      const started = Date.now();
      try {
        const result = await handler(job.data.workspaceId);
        const summary = typeof result === "object" && result !== null ? result : { value: result };
        logger.info("job done", {
          queue,
          workspaceId: job.data.workspaceId,
          ms: Date.now() - started,
          result: summary,
        });
        return summary;
      } catch (error) {
        logger.warn("job failed", {
          queue,
          workspaceId: job.data.workspaceId,
          error: errorText(error),
        });
        throw error;
      }
    }),
  );
  runners.push(
    runQueue(boss, QUEUES.minute, async () => {
      await everyMinute(boss);
      return undefined;
    }),
  );
  return async (graceMs) => {
    await Promise.all(runners.map((runner) => runner.stop(graceMs)));
  };
}

/** Once per minute per cluster: what is due for each workspace. */
export async function everyMinute(boss: PgBoss): Promise<void> {
  const minute = Math.floor(Date.now() / 60_000);
  // An archived account's workspace (lib/server/sync/account-switch.ts) is read-only: nothing is due there.
  const workspaces = await db.workspace.findMany({
    where: { archivedFromId: null },
    select: { id: true, sync: { select: { backfilledAt: true, webhookUpstreamId: true } } },
  });
  for (const workspace of workspaces) {
    const mode = await workspaceMode(workspace.id);
    await prepareWorkspace(boss, workspace.id, workspace.sync, mode);
    await sendFor(boss, QUEUES.recompute, workspace.id);
    await sendFor(boss, QUEUES.alertsClock, workspace.id);
    await sendFor(boss, QUEUES.days, workspace.id);
    // No key and no simulator: every upstream job would fail each minute; they start once a key is saved.
    if (mode === "unconfigured") continue;
    await sendFor(boss, QUEUES.priorityRefresh, workspace.id);
    await sendFor(boss, QUEUES.trackingRequests, workspace.id);
    if (minute % 5 === 0) await sendFor(boss, QUEUES.documents, workspace.id);
    if (minute % env.SYNC_SWEEP_MINUTES === 0 && workspace.sync?.backfilledAt)
      await sendFor(boss, QUEUES.sweep, workspace.id);
    if (minute % REGISTRATION_CHECK_MINUTES === 0 && workspace.sync?.webhookUpstreamId)
      await checkRegistrationLogged(workspace.id);
  }
  await pruneGrants();
}

export async function checkRegistrationLogged(workspaceId: string): Promise<void> {
  await checkWebhookRegistration(workspaceId).catch((error: unknown) =>
    logger.warn("could not check the webhook registration", {
      workspaceId,
      error: errorText(error),
    }),
  );
}

/**
 * First start (or a key just connected): backfill; in simulated mode also connect live updates by itself. An
 * unconfigured workspace has nothing to backfill from.
 */
export async function prepareWorkspace(
  boss: PgBoss,
  workspaceId: string,
  sync: { backfilledAt: Date | null; webhookUpstreamId: string | null } | null,
  known?: WorkspaceMode,
): Promise<void> {
  const mode = known ?? (await workspaceMode(workspaceId));
  if (mode === "unconfigured") return;
  if (!sync?.backfilledAt) await sendFor(boss, QUEUES.backfill, workspaceId);
  if (!sync?.webhookUpstreamId && mode === "simulated") {
    await connectLiveUpdates(workspaceId).catch((error: unknown) =>
      logger.warn("could not connect live updates", {
        workspaceId,
        error: errorText(error),
      }),
    );
  }
}
