import "server-only";

import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from "@opentelemetry/semantic-conventions";

import { appMetrics } from "./app-metrics";
import { routeTemplate } from "./route-templates";
import { inSpan } from "./spans";

/**
 * Wraps a route handler: a `route.handle` span (the child of Next.js's own request span when tracing is on) and
 * the request's latency by route template, method and status. authedRoute wraps every signed-in route with it;
 * the public ones (webhooks, unsubscribe, invitations, sign-in, metrics) call it themselves.
 */
export function observedRoute<Req extends Request, Rest extends unknown[]>(
  handler: (request: Req, ...rest: Rest) => Promise<Response>,
): (request: Req, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const route = routeTemplate(new URL(request.url).pathname);
    const method = request.method;
    const stop = appMetrics().httpDuration.startTimer({ route, method });
    let status = 500;
    try {
      return await inSpan(
        "route.handle",
        { [ATTR_HTTP_ROUTE]: route, [ATTR_HTTP_REQUEST_METHOD]: method },
        async (span) => {
          const response = await handler(request, ...rest);
          status = response.status;
          span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
          return response;
        },
      );
    } finally {
      stop({ status: String(status) });
    }
  };
}
