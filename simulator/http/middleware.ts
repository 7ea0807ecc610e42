// The request pipeline for /v2: injected faults, authentication, plan restrictions and rate limits.
import type { MiddlewareHandler } from "hono";
import type { SimulatorCore } from "../core";
import { authenticate, MESSAGES } from "./account-keys";
import type { AppEnv } from "./env";
import { apiError } from "./api-errors";
import { HTML_404_PAGE } from "./faults";
import type { Bucket } from "./rate-limit";

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function faultMiddleware(core: SimulatorCore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const f = core.faults;
    const s = f.settings;
    if (s.outage)
      return apiError(c, 503, { title: "Service Unavailable", detail: "The service is temporarily unavailable." });
    if (s.latency_ms > 0) await sleep(s.latency_ms);
    if (s.slow_ms > 0 && f.roll(s.slow_rate)) await sleep(s.slow_ms);
    if (f.roll(s.html_404_rate)) return c.html(HTML_404_PAGE, 404);
    if (f.roll(s.error_rate)) {
      const status = f.pickErrorStatus() as 429 | 500 | 502 | 503 | 504;
      if (status === 429)
        return apiError(
          c,
          429,
          { title: "Too Many Requests", detail: MESSAGES.rateLimited },
          { "Retry-After": String(s.retry_after_s) },
        );
      return apiError(c, status, {
        title: status === 500 ? "Internal Server Error" : status === 502 ? "Bad Gateway" : "Service Unavailable",
        detail: null,
      });
    }
    await next();
  };
}

function bucketFor(method: string, path: string): Bucket {
  if (method === "POST" && /\/tracking_requests\/infer_number\/?$/.test(path)) return "infer";
  if (method === "POST" && /\/tracking_requests\/?$/.test(path)) return "create_tracking_request";
  if (method === "PATCH" && /\/containers\/[^/]+\/refresh\/?$/.test(path)) return "refresh";
  return "default";
}

export function authMiddleware(core: SimulatorCore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = authenticate(c.req.header("authorization"));
    if (!key || !core.serves(key.key)) return apiError(c, 401, { title: "Unauthorized", detail: MESSAGES.unverified });
    const path = new URL(c.req.url).pathname;
    const method = c.req.method;
    const bucket = bucketFor(method, path);
    if (key.plan === "free" && bucket !== "create_tracking_request") {
      return apiError(c, 401, { title: "Unauthorized", detail: MESSAGES.freePlan });
    }
    const taken = core.limiter.take(key.key, bucket);
    if (!taken.ok) {
      const detail =
        bucket === "refresh"
          ? MESSAGES.refreshLimited
          : bucket === "infer"
            ? "Rate limit exceeded"
            : MESSAGES.rateLimited;
      return apiError(c, 429, { title: "Too Many Requests", detail }, { "Retry-After": String(taken.retryAfter) });
    }
    c.set("key", key);
    core.catchUp();
    await next();
  };
}
