import "server-only";

import type { CallOutcome } from "../upstream/client";

import { clusterMetrics } from "./cluster-registry";
import { keepFlushing } from "./counter-flush";
import { ATTR_JOB_QUEUE, ATTR_WORKSPACE_ID, inSpan } from "./spans";

// What each process counts for /api/metrics (cluster-registry.ts). Recording is in memory; the first record
// starts this process's flush to the database, so a worker's counts reach the app's scrape within seconds.

export type JobOutcome = "completed" | "failed";
export type WebhookIntakeOutcome = "stored" | "duplicate" | "refused";
export type WebhookProcessedOutcome = "processed" | "retry" | "failed";
export type AlertDeliveryOutcome = "sent" | "failed" | "dead";

/** Runs one job in a `job.run` span, counted and timed by queue, whatever its outcome. */
export async function observeJob<T>(queue: string, workspaceId: string | null, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  let outcome: JobOutcome = "failed";
  try {
    const attributes = { [ATTR_JOB_QUEUE]: queue, ...(workspaceId ? { [ATTR_WORKSPACE_ID]: workspaceId } : {}) };
    const result = await inSpan("job.run", attributes, run);
    outcome = "completed";
    return result;
  } finally {
    const metrics = clusterMetrics();
    metrics.jobRuns.inc({ queue, outcome });
    metrics.jobDuration.observe({ queue }, (performance.now() - started) / 1000);
    keepFlushing();
  }
}

export function recordUpstreamCall(outcome: CallOutcome): void {
  const metrics = clusterMetrics();
  const status = outcome.status !== null ? String(outcome.status) : outcome.ok ? "unknown" : outcome.error.kind;
  metrics.upstreamRequests.inc({ bucket: outcome.bucket, status });
  metrics.upstreamDuration.observe({ bucket: outcome.bucket }, outcome.seconds);
  if (outcome.status === 429) metrics.upstreamRateLimited.inc({ bucket: outcome.bucket });
  keepFlushing();
}

export function recordWebhookIntake(outcome: WebhookIntakeOutcome): void {
  clusterMetrics().webhookIntake.inc({ outcome });
  keepFlushing();
}

export function recordWebhookProcessed(outcome: WebhookProcessedOutcome): void {
  clusterMetrics().webhookProcessed.inc({ outcome });
  keepFlushing();
}

export function recordAlertDelivery(channel: string, outcome: AlertDeliveryOutcome): void {
  clusterMetrics().alertDeliveries.inc({ channel, outcome });
  keepFlushing();
}
