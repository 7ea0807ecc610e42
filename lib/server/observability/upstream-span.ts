// Pure: the span of one call to the tracking service (one attempt; a retry is a span of its own). It names the
// budget bucket, the method, the path with every id replaced and the status; never the key, the Authorization
// header, the host's credentials or the query string (filters, cursors). Read by lib/server/upstream/client.ts.
import { ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE } from "@opentelemetry/semantic-conventions";

import type { BudgetBucket } from "../budget/window";
import { UpstreamError } from "../upstream/errors";

import { ATTR_UPSTREAM_ATTEMPT, ATTR_UPSTREAM_BUCKET, ATTR_URL_TEMPLATE, ATTR_WORKSPACE_ID, inSpan } from "./spans";

/** The API version and the service's resource names (`v2`, `tracking_requests`, `active_storage`); anything else is an id. */
const RESOURCE_NAME = /^(?:[a-z][a-z_]{0,39}|v[0-9]{1,2})$/;

/** `/v2/containers/3f0c…/refresh` → `/v2/containers/{id}/refresh`. */
export function upstreamPathTemplate(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => (segment === "" || RESOURCE_NAME.test(segment) ? segment : "{id}"))
    .join("/");
}

export type UpstreamCall = {
  method: string;
  url: URL;
  bucket: BudgetBucket;
  attempt: number;
  workspaceId?: string;
};

/** Runs one attempt in an `upstream.request` span; the attempt answers with the HTTP status it got. */
export function inUpstreamSpan<T extends { status: number }>(call: UpstreamCall, send: () => Promise<T>): Promise<T> {
  const attributes = {
    [ATTR_UPSTREAM_BUCKET]: call.bucket,
    [ATTR_HTTP_REQUEST_METHOD]: call.method,
    [ATTR_URL_TEMPLATE]: upstreamPathTemplate(call.url.pathname),
    [ATTR_UPSTREAM_ATTEMPT]: call.attempt,
    ...(call.workspaceId ? { [ATTR_WORKSPACE_ID]: call.workspaceId } : {}),
  };
  return inSpan("upstream.request", attributes, async (span) => {
    try {
      const answer = await send();
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, answer.status);
      return answer;
    } catch (error) {
      if (error instanceof UpstreamError && error.upstreamStatus !== null)
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, error.upstreamStatus);
      throw error;
    }
  });
}
