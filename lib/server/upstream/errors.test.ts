import { afterAll, describe, expect, it } from "vitest";

import { toErrorResponse } from "@/lib/server/http-error";
import { AppError } from "@/lib/shared/app-error";
import { startSimulator, type FaultSettings } from "@/simulator/testing";

import { UpstreamClient, type Budget } from "./client";
import { UpstreamError } from "./errors";

// Every upstream failure leaves the client as the AppError a route answers with, so the one mapper
// (lib/server/http-error.ts) turns it into the right status without any caller translating it first.
const sim = startSimulator({ containers: 20, start: "2026-03-05T15:00:00Z", speed: 0 });
const simFetch = sim.fetch;
afterAll(() => sim.stop());

const faults = async (settings: Partial<FaultSettings> | null): Promise<void> => {
  await (settings ? sim.control.setFaults(settings) : sim.control.clearFaults());
};

describe("upstream errors", () => {
  it("answer a 429 from the service as 429 with its Retry-After, once it is longer than the client waits", async () => {
    await faults({ error_rate: 1, error_statuses: [429], retry_after_s: 120 });
    const paused: [string, number][] = [];
    const budget: Budget = {
      acquire: () => Promise.resolve(),
      pause: (bucket, seconds) => Promise.resolve(void paused.push([bucket, seconds])),
    };
    const client = new UpstreamClient({
      baseUrl: "http://localhost/v2",
      apiKey: "sim_paid_key",
      fetch: simFetch,
      budget,
      maxRetryAfterSeconds: 90,
    });
    const error = await client.get("search", { query: "MSCU" }).catch((e: unknown) => e);
    await faults(null);

    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "rate_limited",
      upstreamStatus: 429,
      code: "rate_limited",
      status: 429,
      retryAfterSeconds: 120,
    });
    expect(paused).toEqual([["default", 120]]);
    const response = toErrorResponse(error);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("120");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });

  it("map each kind of failure to the status a person gets", () => {
    const cases: [UpstreamError, string, number][] = [
      [new UpstreamError("rate_limited", "Rate limit exceeded", 429), "rate_limited", 429],
      [new UpstreamError("budget", "budget used up", null, [], 7), "rate_limited", 429],
      [new UpstreamError("unauthorized", "Terminal49 API key could not be verified", 401), "forbidden", 403],
      [new UpstreamError("forbidden", "Your plan does not include this", 403), "forbidden", 403],
      [new UpstreamError("not_found", "Couldn't find Container", 404), "not_found", 404],
      [new UpstreamError("validation", "Request number is invalid", 422), "validation_failed", 422],
      [new UpstreamError("server", "The tracking service answered 502.", 502), "upstream_unavailable", 503],
      [new UpstreamError("timeout", "No answer within 15000 ms."), "upstream_unavailable", 503],
      [new UpstreamError("network", "could not be reached"), "upstream_unavailable", 503],
      [new UpstreamError("bad_response", "not JSON", 200), "upstream_unavailable", 503],
    ];
    for (const [error, code, status] of cases) {
      expect({ code: error.code, status: error.status }, error.kind).toEqual({ code, status });
      expect(toErrorResponse(error).status, error.kind).toBe(status);
    }
  });

  it("carry Retry-After only on rate limits: the service's seconds, else a minute", () => {
    expect(toErrorResponse(new UpstreamError("budget", "budget used up", null, [], 7)).headers.get("Retry-After")).toBe(
      "7",
    );
    expect(
      toErrorResponse(new UpstreamError("rate_limited", "Rate limit exceeded", 429)).headers.get("Retry-After"),
    ).toBe("60");
    expect(
      toErrorResponse(new UpstreamError("server", "The tracking service answered 503.", 503)).headers.get(
        "Retry-After",
      ),
    ).toBeNull();
  });

  it("keep the service's own words apart from what a person is told", async () => {
    const key = new UpstreamError("unauthorized", "Terminal49 API key could not be verified", 401);
    expect(key.reason).toBe("Terminal49 API key could not be verified");
    expect(key.message).toBe("The tracking service refused: Terminal49 API key could not be verified");
    const refused = new UpstreamError("validation", "Request number is invalid", 422, [
      { status: "422", detail: "Request number is invalid", pointer: "/data/attributes/request_number" },
    ]);
    const body = (await toErrorResponse(refused).json()) as { error: { message: string; details: unknown } };
    expect(body.error).toEqual({
      code: "validation_failed",
      message: "Request number is invalid",
      details: [{ status: "422", detail: "Request number is invalid", pointer: "/data/attributes/request_number" }],
    });
    // An outage's body says what the board does, not the service's status line.
    const down = (await toErrorResponse(
      new UpstreamError("server", "The tracking service answered 502.", 502),
    ).json()) as { error: { message: string; details?: unknown } };
    expect(down.error.message).not.toContain("502");
    expect(down.error.details).toBeUndefined();
  });
});
