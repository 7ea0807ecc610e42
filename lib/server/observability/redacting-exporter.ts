// Pure: the last look at every span before it leaves the process. Quayside's own spans carry no secret
// (spans.ts); Next.js's spans carry the request's target and each fetch's URL, whose query can hold one (the
// unsubscribe link's token, a presigned address). Here every query string, URL credential and header-like
// value is cut from names, attributes, events and statuses, and attributes named like secrets are dropped.
import type { Attributes, AttributeValue } from "@opentelemetry/api";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-base";

const SECRET_NAME = /authorization|cookie|password|secret|token|api[._-]?key|credential/i;
const QUERY = /(\/[^\s?#]*|^[^\s?#/]*)\?[^\s#]*/g;
const USERINFO = /\/\/[^/@\s]+@/g;
const CREDENTIALS = /\b(Token|Bearer|Basic)\s+\S+/gi;

export function scrubText(text: string): string {
  return text.replace(USERINFO, "//").replace(CREDENTIALS, "$1 [redacted]").replace(QUERY, "$1");
}

function scrubValue(value: AttributeValue): AttributeValue {
  if (typeof value === "string") return scrubText(value);
  if (isTextList(value)) return value.map((item) => (typeof item === "string" ? scrubText(item) : item));
  return value;
}

function isTextList(value: AttributeValue): value is (string | null | undefined)[] {
  return Array.isArray(value) && value.every((item) => item === null || item === undefined || typeof item === "string");
}

export function scrubAttributes(attributes: Attributes): Attributes {
  const kept: Attributes = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || SECRET_NAME.test(name)) continue;
    kept[name] = scrubValue(value);
  }
  return kept;
}

export function scrubSpan(span: ReadableSpan): ReadableSpan {
  return {
    name: scrubText(span.name),
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    status:
      span.status.message === undefined ? span.status : { ...span.status, message: scrubText(span.status.message) },
    attributes: scrubAttributes(span.attributes),
    links: span.links,
    events: span.events.map((event) =>
      event.attributes ? { ...event, attributes: scrubAttributes(event.attributes) } : event,
    ),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Hands `next` the scrubbed copies of the spans it is given. */
export class RedactingExporter implements SpanExporter {
  constructor(private readonly next: SpanExporter) {}

  export(spans: ReadableSpan[], done: Parameters<SpanExporter["export"]>[1]): void {
    this.next.export(spans.map(scrubSpan), done);
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush?.() ?? Promise.resolve();
  }
}
