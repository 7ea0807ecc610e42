import "server-only";

import { Gauge, Registry } from "prom-client";

import { env } from "@/lib/env.mjs";
import { databasePoolUse } from "@/lib/server/db";
import { errorText } from "@/lib/server/error-text";
import { toErrorResponse } from "@/lib/server/http-error";
import { logger } from "@/lib/server/logger";
import { AppError } from "@/lib/shared/app-error";

import { appMetrics } from "./app-metrics";
import { bearerMatches } from "./bearer-token";
import { flushClusterMetrics } from "./counter-flush";
import { readClusterCounters } from "./counter-read";
import { readDatabaseGauges } from "./database-gauges";

/**
 * GET /api/metrics: off (404) while METRICS_TOKEN is unset, 401 without the right bearer token. The answer is
 * this process's own metrics (app-metrics.ts), every process's counters (counter-read.ts, after this process
 * flushed its own) and what the database says now (database-gauges.ts). While the database is away the scrape
 * still answers, with `quayside_database_up 0` and the in-memory part.
 */
export async function metricsResponse(request: Request): Promise<Response> {
  try {
    if (!env.METRICS_TOKEN) throw new AppError("not_found", "No such API endpoint.");
    if (!bearerMatches(request.headers.get("authorization"), env.METRICS_TOKEN))
      throw new AppError("unauthorized", "GET /api/metrics needs `Authorization: Bearer <METRICS_TOKEN>`.");
    const registry = Registry.merge([appMetrics().registry, ...(await fromDatabase())]);
    return new Response(await registry.metrics(), {
      headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" },
    });
  } catch (error) {
    const response = toErrorResponse(error);
    if (response.status === 401) response.headers.set("WWW-Authenticate", 'Bearer realm="metrics"');
    return response;
  }
}

async function fromDatabase(): Promise<Registry[]> {
  const started = performance.now();
  const scrape = new Registry();
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [scrape] });
  const pool = databasePoolUse();
  const connections = gauge(
    "quayside_db_pool_connections",
    "This app process's database pool: open connections, idle ones, and queries waiting for one.",
    ["state"],
  );
  connections.set({ state: "open" }, pool.total);
  connections.set({ state: "idle" }, pool.idle);
  connections.set({ state: "waiting" }, pool.waiting);
  let parts: Registry[] = [];
  let up = 1;
  try {
    await flushClusterMetrics();
    parts = [await readClusterCounters(), await readDatabaseGauges()];
  } catch (error) {
    up = 0;
    logger.warn("metrics: the database part of the scrape failed", { error: errorText(error) });
  }
  gauge("quayside_database_up", "1 when this scrape could read the database, 0 when it could not.").set(up);
  gauge("quayside_metrics_scrape_database_seconds", "Time this scrape spent reading the database.").set(
    (performance.now() - started) / 1000,
  );
  return [...parts, scrape];
}
