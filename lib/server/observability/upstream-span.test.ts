import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { captureSpans } from "@/lib/testing/span-capture";
import { startSimulator } from "@/simulator/testing";

import { UpstreamClient, type CallOutcome } from "../upstream/client";

import { upstreamPathTemplate } from "./upstream-span";

const KEY = "sim_paid_key";
const sim = startSimulator({ containers: 30, start: "2026-03-05T15:00:00Z", speed: 0 });
const spans = captureSpans();
afterAll(async () => {
  await spans.stop();
  await sim.stop();
});
beforeEach(async () => {
  spans.exporter.reset();
  await sim.control.clearFaults();
});

const outcomes: CallOutcome[] = [];
const client = new UpstreamClient({
  baseUrl: "http://localhost/v2",
  apiKey: KEY,
  fetch: sim.fetch,
  retryBaseMs: 1,
  maxRetries: 0,
  workspaceId: "ws-1",
  onOutcome: (outcome) => void outcomes.push(outcome),
});

describe("upstream path templates", () => {
  it("keeps resource names and replaces every id", () => {
    expect(upstreamPathTemplate("/v2/containers/3f0c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f/refresh")).toBe(
      "/v2/containers/{id}/refresh",
    );
    expect(upstreamPathTemplate("/v2/tracking_requests/infer_number")).toBe("/v2/tracking_requests/infer_number");
    expect(upstreamPathTemplate("/v2/shipments/MSCU1234567/transport_events")).toBe(
      "/v2/shipments/{id}/transport_events",
    );
    expect(upstreamPathTemplate("/rails/active_storage/direct_uploads")).toBe("/rails/active_storage/direct_uploads");
  });
});

describe("the upstream.request span", () => {
  it("names the bucket, method, path template, status and workspace of each attempt; never the key or the query", async () => {
    const list = await client.get("shipments", { "page[size]": 1, "filter[number]": "secret-filter" });
    const id = Array.isArray(list.data) ? list.data[0]?.id : undefined;
    expect(id).toBeTruthy();
    await client.get(`shipments/${id ?? ""}`);

    const finished = spans.exporter.getFinishedSpans().filter((span) => span.name === "upstream.request");
    expect(finished.map((span) => span.attributes)).toEqual([
      {
        "quayside.upstream.bucket": "default",
        "http.request.method": "GET",
        "url.template": "/v2/shipments",
        "quayside.upstream.attempt": 0,
        "quayside.workspace.id": "ws-1",
        "http.response.status_code": 200,
      },
      expect.objectContaining({ "url.template": "/v2/shipments/{id}", "http.response.status_code": 200 }),
    ]);
    const text = JSON.stringify(finished.map((span) => ({ name: span.name, attributes: span.attributes })));
    for (const secret of [KEY, "Token ", "secret-filter", "page"]) expect(text).not.toContain(secret);
    expect(outcomes.slice(-2)).toEqual([
      expect.objectContaining({ ok: true, bucket: "default", status: 200, seconds: expect.any(Number) }),
      expect.objectContaining({ ok: true, bucket: "default", status: 200 }),
    ]);
  });

  it("marks a 429 with its status and kind, in the bucket the call drew from", async () => {
    await sim.control.setFaults({ error_rate: 1, error_statuses: [429], retry_after_s: 1 });
    await expect(client.patch("containers/00000000-0000-0000-0000-000000000000/refresh")).rejects.toMatchObject({
      kind: "rate_limited",
    });
    const [span] = spans.exporter.getFinishedSpans();
    expect(span?.attributes).toMatchObject({
      "quayside.upstream.bucket": "refresh",
      "http.request.method": "PATCH",
      "url.template": "/v2/containers/{id}/refresh",
      "http.response.status_code": 429,
      "error.type": "upstream_rate_limited",
    });
    expect(span?.status.code).toBe(2);
    expect(outcomes.at(-1)).toMatchObject({ ok: false, bucket: "refresh", status: 429 });
  });
});
