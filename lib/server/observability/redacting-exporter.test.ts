import { InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { describe, expect, it } from "vitest";

import { RedactingExporter, scrubText } from "./redacting-exporter";

describe("span redaction", () => {
  it("cuts query strings, URL credentials and header-like values from text", () => {
    expect(scrubText("/api/unsubscribe?token=abc.def")).toBe("/api/unsubscribe");
    expect(scrubText("fetch GET https://user:pw@store.example/blob?X-Amz-Signature=s3cr3t")).toBe(
      "fetch GET https://store.example/blob",
    );
    expect(scrubText("Authorization: Token sk_live_123")).toBe("Authorization: Token [redacted]");
    expect(scrubText("GET /api/containers/[id]")).toBe("GET /api/containers/[id]");
  });

  it("exports scrubbed copies: names, attributes (secret-named ones dropped), events and statuses", async () => {
    const memory = new InMemorySpanExporter();
    // Not registered globally: this provider's tracer is used directly.
    const provider = new NodeTracerProvider({
      spanProcessors: [new SimpleSpanProcessor(new RedactingExporter(memory))],
    });
    const span = provider.getTracer("test").startSpan("GET /invite?token=t0k3n", {
      attributes: {
        "http.target": "/api/unsubscribe?token=t0k3n",
        "http.url": "http://127.0.0.1:4010/v2/containers?filter=x",
        "http.request.header.authorization": ["Token key"],
        "quayside.workspace.id": "ws-1",
        "http.status_code": 200,
      },
    });
    span.addEvent("exception", { "exception.message": "failed at https://h/x?sig=t0k3n" });
    span.setStatus({ code: 2, message: "Bearer t0k3n refused" });
    span.end();
    await provider.forceFlush();
    const [exported] = memory.getFinishedSpans();
    expect(exported?.name).toBe("GET /invite");
    expect(exported?.attributes).toEqual({
      "http.target": "/api/unsubscribe",
      "http.url": "http://127.0.0.1:4010/v2/containers",
      "quayside.workspace.id": "ws-1",
      "http.status_code": 200,
    });
    expect(exported?.events[0]?.attributes).toEqual({ "exception.message": "failed at https://h/x" });
    expect(exported?.status.message).toBe("Bearer [redacted] refused");
    expect(exported?.spanContext().spanId).toBe(span.spanContext().spanId);
    await provider.shutdown();
  });
});
