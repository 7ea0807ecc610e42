import "server-only";

import { Gauge, Registry } from "prom-client";

import { db } from "@/lib/server/db";

import { addBudgetGauges } from "./budget-gauges";
import { addQueueGauges } from "./queue-gauges";

// What the database says at the moment of a scrape, for the whole deployment: queues and workers
// (queue-gauges.ts), the request budget (budget-gauges.ts), the webhook inbox, alert sends waiting, connections.
// Each query reads a partial or status index or a small table, never containers or history, so a scrape costs
// the same at 300,000 boxes as at 300 (README, Monitoring).

type Inbox = { backlog: number; failed: number; oldest: number };
type Deliveries = { channel: string; status: string; deliveries: number; oldest_due: number };
type Connections = { state: string; connections: number; max: number };

export async function readDatabaseGauges(): Promise<Registry> {
  const registry = new Registry();
  const gauge = <L extends string>(name: string, help: string, labelNames: L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  await addQueueGauges(registry);
  await addBudgetGauges(registry);

  const [box] = await db.$queryRaw<Inbox[]>`
    SELECT count(*) FILTER (WHERE status IN ('pending', 'processing', 'follow_up'))::int AS backlog,
      count(*) FILTER (WHERE status = 'failed')::int AS failed,
      coalesce(extract(epoch FROM clock_timestamp() - min(received_at) FILTER (WHERE status IN ('pending', 'processing', 'follow_up'))), 0)::float8 AS oldest
    FROM webhook_inbox WHERE status IN ('pending', 'processing', 'follow_up', 'failed')`;
  const inbox = gauge(
    "quayside_webhook_inbox",
    "Stored webhook deliveries not processed: backlog (waiting, being processed, or waiting for a read from the service), failed (given up, retryable in Settings).",
    ["state"],
  );
  inbox.set({ state: "backlog" }, box?.backlog ?? 0);
  inbox.set({ state: "failed" }, box?.failed ?? 0);
  gauge(
    "quayside_webhook_inbox_oldest_seconds",
    "Age of the oldest webhook delivery in the backlog (0 when empty).",
  ).set(box?.oldest ?? 0);

  const queued = gauge(
    "quayside_alert_deliveries_queued",
    "Alert sends not done yet, by channel and status (pending, failed: to retry, sending).",
    ["channel", "status"],
  );
  const overdue = gauge(
    "quayside_alert_deliveries_oldest_due_seconds",
    "How long the most overdue alert send of each channel has been due (0 when none).",
    ["channel"],
  );
  const oldest = new Map<string, number>();
  for (const row of await db.$queryRaw<Deliveries[]>`
    SELECT channel, status, count(*)::int AS deliveries,
      coalesce(extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE next_attempt_at <= now())), 0)::float8 AS oldest_due
    FROM alert_deliveries WHERE status IN ('pending', 'failed', 'sending') GROUP BY channel, status`) {
    queued.set({ channel: row.channel, status: row.status }, row.deliveries);
    oldest.set(row.channel, Math.max(oldest.get(row.channel) ?? 0, row.oldest_due));
  }
  for (const [channel, seconds] of oldest) overdue.set({ channel }, seconds);

  const connections = gauge(
    "quayside_db_connections",
    "Connections to Quayside's database from every process, by state (active, idle, idle in transaction…).",
    ["state"],
  );
  const rows = await db.$queryRaw<Connections[]>`
    SELECT coalesce(state, 'other') AS state, count(*)::int AS connections, current_setting('max_connections')::int AS max
    FROM pg_stat_activity WHERE datname = current_database() GROUP BY 1`;
  for (const row of rows) connections.set({ state: row.state }, row.connections);
  gauge("quayside_db_max_connections", "PostgreSQL's max_connections (shared by every database on the server).").set(
    rows[0]?.max ?? 0,
  );
  return registry;
}
