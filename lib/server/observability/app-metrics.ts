// Pure: the metrics of this app process alone, read from memory at each scrape: request latency per route, the
// board's page computations, open live streams, and Node's own (CPU, memory, event-loop delay, heap). A second
// app instance keeps its own; Prometheus scrapes each instance. Kept on globalThis: Next.js loads route modules
// in bundles of their own and reloads them in development.
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

type AppMetrics = {
  registry: Registry;
  httpDuration: Histogram<"route" | "method" | "status">;
  boardQuery: Histogram;
  /** Set by the live hub (registerLiveConnectionsGauge); until then the gauge has no value. */
  liveConnections: { read: (() => number) | null };
};

const KEY = Symbol.for("quayside.app-metrics");

export function appMetrics(): AppMetrics {
  const holder = globalThis as { [KEY]?: AppMetrics };
  holder[KEY] ??= create();
  return holder[KEY];
}

/** The live hub says how many SSE streams this process holds open; read at every scrape. */
export function registerLiveConnectionsGauge(read: () => number): void {
  appMetrics().liveConnections.read = read;
}

/** Times one board page computed from the database (a cache miss, or a viewer's own work filter). */
export async function timeBoardQuery<T>(compute: () => Promise<T>): Promise<T> {
  const stop = appMetrics().boardQuery.startTimer();
  try {
    return await compute();
  } finally {
    stop();
  }
}

function create(): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const liveConnections: AppMetrics["liveConnections"] = { read: null };
  new Gauge({
    name: "quayside_live_connections",
    help: "Open live-update streams (GET /api/events) in this app process.",
    registers,
    collect() {
      if (liveConnections.read) this.set(liveConnections.read());
    },
  });
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: "quayside_http_request_duration_seconds",
      help: "Time to answer an API request (to the response's head; a live stream's life is not counted), by route template, method and status.",
      labelNames: ["route", "method", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    boardQuery: new Histogram({
      name: "quayside_board_query_duration_seconds",
      help: "Time to compute one board page from the database (filters, sort, counts and the page's rows); cached pages are not counted.",
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    liveConnections,
  };
}
