// Pure: Quayside's spans, through @opentelemetry/api only. With no tracer provider registered (tracing off, the
// default) every call here is the API's no-op: no span is recorded and nothing changes. The process that wants
// traces registers a provider first (tracing.ts). Attribute values are ids, names from fixed lists and numbers,
// never a key, a header, a URL's query or an error's message: nothing a person or a service typed.
import { SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";
import { ATTR_ERROR_TYPE } from "@opentelemetry/semantic-conventions";

import { AppError } from "@/lib/shared/app-error";

import { UpstreamError } from "../upstream/errors";

export const ATTR_WORKSPACE_ID = "quayside.workspace.id";
export const ATTR_UPSTREAM_BUCKET = "quayside.upstream.bucket";
export const ATTR_UPSTREAM_ATTEMPT = "quayside.upstream.attempt";
export const ATTR_JOB_QUEUE = "quayside.job.queue";
/** Semantic conventions' url.template (still incubating, so not imported): the path with its ids replaced. */
export const ATTR_URL_TEMPLATE = "url.template";

/** Runs `work` in a span of its own (the active one, so spans started inside are its children). */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  // Asked for at each span, not once: a provider registered later (or again, in tests) is the one used.
  return trace.getTracer("quayside").startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      // The kind of failure, not its message: a message can quote what a service or a person sent.
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute(ATTR_ERROR_TYPE, errorType(error));
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Names the signed-in user's workspace on the span being run (a route's). */
export function tagWorkspace(workspaceId: string): void {
  trace.getActiveSpan()?.setAttribute(ATTR_WORKSPACE_ID, workspaceId);
}

function errorType(error: unknown): string {
  if (error instanceof UpstreamError) return `upstream_${error.kind}`;
  if (error instanceof AppError) return error.code;
  return error instanceof Error ? error.name : "unknown";
}
