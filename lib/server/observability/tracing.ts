// Traces, for one process: the app (instrumentation.ts, Next.js's hook) or a worker (scripts/worker.ts). Only
// with OTEL_EXPORTER_OTLP_ENDPOINT set is a tracer provider registered, and only then are the SDK's modules
// loaded; otherwise every span of ours and of Next.js stays the API's no-op. Spans leave in batches over OTLP/HTTP
// through the redacting exporter. No `server-only`: Next.js loads the hook outside React's server layer.
import { env } from "@/lib/env.mjs";

const KEY = Symbol.for("quayside.tracing");

/** Registers the process's tracer provider (once); resolves to its shutdown, which sends what is still queued. */
export async function startTracing(serviceName: string): Promise<() => Promise<void>> {
  const holder = globalThis as { [KEY]?: () => Promise<void> };
  if (holder[KEY]) return holder[KEY];
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return async () => undefined;
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    semconv,
    redact,
  ] = await Promise.all([
    import("@opentelemetry/sdk-trace-node"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/semantic-conventions"),
    import("./redacting-exporter"),
  ]);
  // The exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (adding /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS itself.
  const exporter = new redact.RedactingExporter(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [semconv.ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME ?? serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  const stop = (): Promise<void> => provider.shutdown();
  holder[KEY] = stop;
  return stop;
}
