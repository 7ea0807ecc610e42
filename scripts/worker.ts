// `npm run worker`: the background worker (sync jobs, priority refresh, webhook inbox). `npm start` starts
// one; more may run against the same database. Needs the react-server condition for server-only modules.
import { runWorker } from "../lib/server/jobs/run-worker";
import { flushClusterMetrics } from "../lib/server/observability/counter-flush";
import { startTracing } from "../lib/server/observability/tracing";

// The signals are heard from the first moment: the worker starts its jobs and sends before runWorker returns, and
// a SIGTERM then (a deploy right after a start) must still stop it in order, not kill it mid-send.
const signalled = new AbortController();
process.on("SIGINT", () => signalled.abort());
process.on("SIGTERM", () => signalled.abort());

// Traces go out only when OTEL_EXPORTER_OTLP_ENDPOINT is set (README, Monitoring: Tracing).
const stopTracing = await startTracing("quayside-worker");
const stop = await runWorker();
// After the jobs have stopped: their last counts reach /api/metrics (counted every 10 s otherwise), and the
// last spans are exported, before the process ends.
const shutdown = (): void => {
  void stop()
    .then(() => flushClusterMetrics())
    .catch(() => undefined)
    .then(() => stopTracing())
    .finally(() => process.exit(0));
};
if (signalled.signal.aborted) shutdown();
else signalled.signal.addEventListener("abort", shutdown, { once: true });
