// Pure: the metrics every process counts for the whole deployment (the app and each worker alike). A worker runs
// jobs, calls the tracking service and sends alerts in a process of its own, so these never reach /api/metrics
// from memory: each process adds what it counted to the `metric_counters` table (counter-flush.ts) and the scrape
// reads the table back (counter-read.ts). Labels come from short fixed lists only (never a workspace).
// Kept on globalThis: Next.js loads route modules in bundles of their own and reloads them in development.
import { Counter, Histogram, Registry } from "prom-client";

type ClusterMetrics = {
  registry: Registry;
  jobRuns: Counter<"queue" | "outcome">;
  jobDuration: Histogram<"queue">;
  upstreamRequests: Counter<"bucket" | "status">;
  upstreamDuration: Histogram<"bucket">;
  upstreamRateLimited: Counter<"bucket">;
  webhookIntake: Counter<"outcome">;
  webhookProcessed: Counter<"outcome">;
  alertDeliveries: Counter<"channel" | "outcome">;
};

const KEY = Symbol.for("quayside.cluster-metrics");

export function clusterMetrics(): ClusterMetrics {
  const holder = globalThis as { [KEY]?: ClusterMetrics };
  holder[KEY] ??= create();
  return holder[KEY];
}

function create(): ClusterMetrics {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    jobRuns: new Counter({
      name: "quayside_job_runs_total",
      help: "Background jobs run to the end, by queue and outcome (completed, failed).",
      labelNames: ["queue", "outcome"],
      registers,
    }),
    jobDuration: new Histogram({
      name: "quayside_job_duration_seconds",
      help: "How long a background job ran, by queue.",
      labelNames: ["queue"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800],
      registers,
    }),
    upstreamRequests: new Counter({
      name: "quayside_upstream_requests_total",
      help: "Calls to the tracking service (each attempt), by budget bucket and HTTP status (timeout or network when no answer came).",
      labelNames: ["bucket", "status"],
      registers,
    }),
    upstreamDuration: new Histogram({
      name: "quayside_upstream_request_duration_seconds",
      help: "Duration of one call to the tracking service, by budget bucket.",
      labelNames: ["bucket"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30],
      registers,
    }),
    upstreamRateLimited: new Counter({
      name: "quayside_upstream_rate_limited_total",
      help: "429 answers from the tracking service, by budget bucket (each pauses the bucket for every process).",
      labelNames: ["bucket"],
      registers,
    }),
    webhookIntake: new Counter({
      name: "quayside_webhook_deliveries_received_total",
      help: "Webhook deliveries posted to /api/webhooks/terminal49, by outcome (stored, duplicate, refused).",
      labelNames: ["outcome"],
      registers,
    }),
    webhookProcessed: new Counter({
      name: "quayside_webhook_deliveries_processed_total",
      help: "Stored webhook deliveries a worker processed, by outcome (processed, retry, failed: gave up).",
      labelNames: ["outcome"],
      registers,
    }),
    alertDeliveries: new Counter({
      name: "quayside_alert_deliveries_total",
      help: "Alert sends, by channel (email, chat, webhook) and outcome (sent, failed: retried later, dead: given up).",
      labelNames: ["channel", "outcome"],
      registers,
    }),
  };
}
