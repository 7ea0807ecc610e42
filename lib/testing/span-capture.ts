// Test fixture: a tracer provider registered for the process (as tracing.ts registers one) that keeps every
// ended span in memory. `stop()` unregisters it, so files sharing a worker after this one trace nothing.
import { context, propagation, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";

export function captureSpans(): { exporter: InMemorySpanExporter; stop: () => Promise<void> } {
  const exporter = new InMemorySpanExporter();
  const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  provider.register();
  return {
    exporter,
    stop: async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
