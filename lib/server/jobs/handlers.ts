import "server-only";

import type PgBoss from "pg-boss";

import { env } from "@/lib/env.mjs";
import { pruneGrants } from "@/lib/server/budget/budget";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { getUpstreamTarget } from "@/lib/server/settings";

import { recomputeWorkspace } from "../cache/recompute";
import { syncDocuments } from "../sync/documents";
import { syncLists } from "../sync/lists";
import { priorityRefresh } from "../sync/refresh";
import { followUpTrackingRequests } from "../sync/tracking";
import { connectLiveUpdates } from "../webhooks/connect";

import { QUEUES, sendFor, type QueueName } from "./boss";

type Data = { workspaceId: string };

const HANDLERS: Record<Exclude<QueueName, "cron.minute">, (workspaceId: string) => Promise<unknown>> = {
  [QUEUES.backfill]: (id) => syncLists(id, { ref: "backfill", backfill: true }),
  [QUEUES.sweep]: (id) => syncLists(id, { ref: "sweep" }),
  [QUEUES.priorityRefresh]: (id) => priorityRefresh(id),
  [QUEUES.trackingRequests]: (id) => followUpTrackingRequests(id),
  [QUEUES.documents]: (id) => syncDocuments(id),
  [QUEUES.recompute]: (id) => recomputeWorkspace(id),
};

export async function registerHandlers(boss: PgBoss): Promise<void> {
  for (const [queue, handler] of Object.entries(HANDLERS)) {
    await boss.work<Data>(queue, { batchSize: 1 }, async ([job]) => {
      if (!job) return;
      const started = Date.now();
      try {
        const result = await handler(job.data.workspaceId);
        logger.info("job done", { queue, workspaceId: job.data.workspaceId, ms: Date.now() - started, result: typeof result === "object" ? result : { value: result } });
      } catch (error) {
        logger.warn("job failed", { queue, workspaceId: job.data.workspaceId, error: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    });
  }
  await boss.work(QUEUES.minute, async () => {
    await everyMinute(boss);
  });
}

/** Once per minute per cluster: what is due for each workspace. */
export async function everyMinute(boss: PgBoss): Promise<void> {
  const minute = Math.floor(Date.now() / 60_000);
  const workspaces = await db.workspace.findMany({ select: { id: true, sync: { select: { backfilledAt: true, webhookUpstreamId: true } } } });
  for (const workspace of workspaces) {
    await prepareWorkspace(boss, workspace.id, workspace.sync);
    await sendFor(boss, QUEUES.recompute, workspace.id);
    await sendFor(boss, QUEUES.priorityRefresh, workspace.id);
    await sendFor(boss, QUEUES.trackingRequests, workspace.id);
    if (minute % 5 === 0) await sendFor(boss, QUEUES.documents, workspace.id);
    if (minute % env.SYNC_SWEEP_MINUTES === 0 && workspace.sync?.backfilledAt) await sendFor(boss, QUEUES.sweep, workspace.id);
  }
  await pruneGrants();
}

/** First start (or a key just connected): backfill; in simulated mode also connect live updates by itself. */
export async function prepareWorkspace(boss: PgBoss, workspaceId: string, sync: { backfilledAt: Date | null; webhookUpstreamId: string | null } | null): Promise<void> {
  if (!sync?.backfilledAt) await sendFor(boss, QUEUES.backfill, workspaceId);
  if (!sync?.webhookUpstreamId && (await getUpstreamTarget(workspaceId)).mode === "simulated") {
    await connectLiveUpdates(workspaceId).catch((error: unknown) => logger.warn("could not connect live updates", { workspaceId, error: error instanceof Error ? error.message : String(error) }));
  }
}
