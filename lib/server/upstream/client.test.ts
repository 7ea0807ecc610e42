import { afterAll, describe, expect, it, vi } from "vitest";

import { startSimulator, type FaultSettings } from "@/simulator/testing";

import { bucketFor, UpstreamClient, type Budget } from "./client";
import { UpstreamError } from "./errors";

const sim = startSimulator({ containers: 250, start: "2026-03-05T15:00:00Z", speed: 0 });
const simFetch = sim.fetch;
afterAll(() => sim.stop());

const client = (options: Partial<ConstructorParameters<typeof UpstreamClient>[0]> = {}) =>
  new UpstreamClient({
    baseUrl: "http://localhost/v2",
    apiKey: "sim_paid_key",
    fetch: simFetch,
    retryBaseMs: 1,
    ...options,
  });

const faults = async (settings: Partial<FaultSettings> | null): Promise<void> => {
  await (settings ? sim.control.setFaults(settings) : sim.control.clearFaults());
};

describe("upstream client", () => {
  it("pages through a list by links.next, 100 at a time, and resolves included", async () => {
    const c = client();
    let rows = 0;
    let pages = 0;
    for await (const page of c.pages("containers", { include: "pod_terminal" })) {
      pages += 1;
      rows += Array.isArray(page.data) ? page.data.length : 0;
      expect(page.included.every((r) => r.type === "terminal")).toBe(true);
    }
    expect(pages).toBe(Math.ceil(rows / 100));
    expect(c.requests).toBe(pages);
  });

  it("maps statuses to typed errors (401, 404 HTML page, 422)", async () => {
    await expect(client({ apiKey: "nope" }).get("containers")).rejects.toMatchObject({
      kind: "unauthorized",
      upstreamStatus: 401,
    });
    await expect(client().get("containers/00000000-0000-0000-0000-000000000000")).rejects.toMatchObject({
      kind: "not_found",
    });
    await expect(
      client().post("tracking_requests", {
        data: {
          type: "tracking_request",
          attributes: { request_type: "container", request_number: "ABCD1234567", scac: "MAEU" },
        },
      }),
    ).rejects.toMatchObject({ kind: "validation", upstreamStatus: 422 });
  });

  it("retries idempotent calls through a 5xx storm and gives up with a server error in an outage", async () => {
    await faults({ error_rate: 0.5, error_statuses: [502, 503] });
    const c = client({ maxRetries: 8 });
    for (let i = 0; i < 5; i += 1) await expect(c.get("shipments", { "page[size]": 1 })).resolves.toBeTruthy();
    expect(c.requests).toBeGreaterThan(5);
    await faults({ outage: true, error_rate: 0 });
    const outcomes: boolean[] = [];
    await expect(
      client({ maxRetries: 2, onOutcome: (o) => void outcomes.push(o.ok) }).get("shipments"),
    ).rejects.toSatisfy((e: unknown) => e instanceof UpstreamError && e.unreachable);
    expect(outcomes).toEqual([false, false, false]);
    await faults(null);
    await expect(client().get("shipments", { "page[size]": 1 })).resolves.toBeTruthy();
  });

  it("never retries a POST on a 5xx", async () => {
    await faults({ error_rate: 1, error_statuses: [500] });
    const c = client();
    await expect(c.post("tracking_requests", {})).rejects.toMatchObject({ kind: "server" });
    expect(c.requests).toBe(1);
    await faults(null);
  });

  it("times out a call that does not answer, and retries it", async () => {
    // In-process requests cannot be aborted, so a fetch that only ends when its signal fires stands in.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () =>
          reject(Object.assign(new Error("timed out"), { name: "TimeoutError" })),
        ),
      );
    const c = client({ fetch: hanging, timeoutMs: 20, maxRetries: 1 });
    await expect(c.get("shipments")).rejects.toMatchObject({ kind: "timeout" });
    expect(c.requests).toBe(2);
  });

  it("honours Retry-After on a 429: pauses the bucket for that long, then retries", async () => {
    let calls = 0;
    const fake: typeof fetch = () => {
      calls += 1;
      return Promise.resolve(
        calls === 1
          ? new Response(JSON.stringify({ errors: [{ status: "429", detail: "Rate limit exceeded" }] }), {
              status: 429,
              headers: { "Retry-After": "7" },
            })
          : new Response(JSON.stringify({ data: [] }), { status: 200 }),
      );
    };
    const paused: [string, number][] = [];
    const budget: Budget = {
      acquire: () => Promise.resolve(),
      pause: (bucket, seconds) => Promise.resolve(void paused.push([bucket, seconds])),
    };
    await client({ fetch: fake, budget }).patch("containers/abc/refresh");
    expect(paused).toEqual([["refresh", 7]]);
    expect(calls).toBe(2);
  });

  it("reads a non-JSON success as a bad response", async () => {
    const fake: typeof fetch = () =>
      Promise.resolve(new Response("<html>oops</html>", { status: 200, headers: { "Content-Type": "text/html" } }));
    await expect(client({ fetch: fake }).get("shipments")).rejects.toMatchObject({ kind: "bad_response" });
  });

  it("says when the answered attempt was sent, not when its answer came, after a failed attempt", async () => {
    // A read shows the service's state when the request left: a change applied while the answer was on its way is
    // newer than it. The first attempt fails (503), the second is answered 40 s after it was sent.
    const start = Date.parse("2026-03-05T15:00:00Z");
    let clock = start;
    const sends: number[] = [];
    const slow: typeof fetch = async () => {
      sends.push(clock);
      const answer =
        sends.length === 1
          ? new Response("{}", { status: 503 })
          : new Response(JSON.stringify({ data: [] }), {
              status: 200,
              headers: { "content-type": "application/json" },
            });
      clock += 40_000;
      return answer;
    };
    const now = vi.spyOn(Date, "now").mockImplementation(() => clock);
    try {
      const { document, sentAt } = await client({ fetch: slow }).getSent("containers");
      expect(document.data).toEqual([]);
      expect(sends).toHaveLength(2);
      expect(sentAt).toBe(start + 40_000);
      expect(clock).toBe(start + 80_000);
    } finally {
      now.mockRestore();
    }
  });

  it("puts each call in its rate-limit bucket", () => {
    expect(bucketFor("POST", "/v2/tracking_requests")).toBe("tracking_request");
    expect(bucketFor("POST", "/v2/tracking_requests/infer_number")).toBe("infer");
    expect(bucketFor("PATCH", "/v2/containers/x/refresh")).toBe("refresh");
    expect(bucketFor("GET", "/v2/containers")).toBe("default");
  });
});
