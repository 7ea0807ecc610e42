import { describe, expect, it } from "vitest";
import { testSimulator, type Json } from "./helpers";

describe("authentication and plans", () => {
  it("accepts only the exact `Token <key>` form", async () => {
    const { sim } = testSimulator();
    const call = (auth?: string) =>
      sim.app.request("/v2/shipments", { headers: auth === undefined ? {} : { Authorization: auth } });
    expect((await call("Token sim_paid_key")).status).toBe(200);
    for (const bad of [
      undefined,
      "Bearer sim_paid_key",
      'Token "sim_paid_key"',
      "Token  sim_paid_key",
      "Token\tsim_paid_key",
      "token sim_paid_key",
      "Token sim_paid_ke",
      "Token other_key",
      "sim_paid_key",
    ]) {
      const res = await call(bad);
      expect(res.status, String(bad)).toBe(401);
      expect(res.headers.get("content-type")).toBe("application/vnd.api+json");
      const body = (await res.json()) as Json;
      expect(body.errors[0].detail).toMatch(/could not be verified/);
    }
  });

  it("lets a free key only create tracking requests", async () => {
    const { api } = testSimulator();
    const list = await api("shipments", { key: "sim_free_key" });
    expect(list.status).toBe(401);
    expect(list.body.errors[0].detail).toMatch(/only creating tracking requests/);
    const create = await api("tracking_requests", {
      key: "sim_free_key",
      method: "POST",
      body: JSON.stringify({
        data: {
          type: "tracking_request",
          attributes: { request_type: "bill_of_lading", request_number: "MAEU123456789", scac: "MAEU" },
        },
      }),
    });
    expect(create.status).toBe(201);
    expect((await api("tracking_requests", { key: "sim_free_key" })).status).toBe(401);
  });

  it("gives the basic key 403 on refresh and routing, the paid key 200", async () => {
    const { api } = testSimulator();
    const id = (await api("containers?page[size]=1")).body.data[0].id;
    for (const [method, path] of [
      ["PATCH", `containers/${id}/refresh`],
      ["GET", `containers/${id}/map_geojson`],
    ] as const) {
      const basic = await api(path, { method, key: "sim_basic_key" });
      expect(basic.status).toBe(403);
      expect(basic.body.errors[0].title).toBe("API access not enabled");
      const paid = await api(path, { method });
      expect(paid.status).toBe(200);
    }
    expect((await api("containers?page[size]=1", { key: "sim_basic_key" })).status).toBe(200);
  });

  it("keeps trial and paid accounts apart, and caps trial accounts at 10 active containers", async () => {
    const { api, control } = testSimulator();
    const trial = await api("containers", { key: "sim_trial_key" });
    expect(trial.status).toBe(200);
    const paidIds = new Set((await api("containers?page[size]=100")).body.data.map((c: Json) => c.id));
    expect(trial.body.data.every((c: Json) => !paidIds.has(c.id))).toBe(true);
    const active = trial.body.meta.total;
    expect(active).toBeLessThan(10);
    await control("/shipments", { account: "trial", containers: 10 - active, phase: "soon" });
    const refused = await api("tracking_requests", {
      key: "sim_trial_key",
      method: "POST",
      body: JSON.stringify({
        data: {
          type: "tracking_request",
          attributes: { request_type: "bill_of_lading", request_number: "MAEU987654321", scac: "MAEU" },
        },
      }),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].code).toBe("active_container_limit");
  });
});

describe("rate limits", () => {
  function withFakeTime() {
    let now = Date.parse("2026-03-05T15:00:00Z");
    const t = testSimulator({ realNow: () => now });
    return { ...t, advanceReal: (ms: number) => (now += ms) };
  }

  it("allows 100 requests a minute per key on the default bucket, then 429 with Retry-After", async () => {
    const { api, advanceReal } = withFakeTime();
    for (let i = 0; i < 100; i += 1) {
      expect((await api("shipping_lines")).status).toBe(200);
      advanceReal(100);
    }
    const limited = await api("shipping_lines");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBe(50);
    expect(limited.body.errors[0].status).toBe("429");
    // Another key has its own window.
    expect((await api("shipping_lines", { key: "sim_basic_key" })).status).toBe(200);
    advanceReal(50_000);
    expect((await api("shipping_lines")).status).toBe(200);
  });

  it("gives create, infer and refresh their own buckets", async () => {
    const { api } = withFakeTime();
    const id = (await api("containers?page[size]=1")).body.data[0].id;
    for (let i = 0; i < 10; i += 1)
      expect((await api(`containers/${id}/refresh`, { method: "PATCH" })).status).toBe(200);
    const refresh = await api(`containers/${id}/refresh`, { method: "PATCH" });
    expect(refresh.status).toBe(429);
    expect(refresh.body.errors[0].detail).toMatch(/refresh limit/);
    expect(Number(refresh.headers.get("retry-after"))).toBe(60);
    for (let i = 0; i < 200; i += 1) {
      const r = await api("tracking_requests/infer_number", {
        method: "POST",
        body: JSON.stringify({ number: "MSCU1234566" }),
        headers: { "Content-Type": "application/json" },
      });
      expect(r.status).toBe(200);
    }
    expect(
      (await api("tracking_requests/infer_number", { method: "POST", body: JSON.stringify({ number: "MSCU1234566" }) }))
        .status,
    ).toBe(429);
    const body = JSON.stringify({
      data: {
        type: "tracking_request",
        attributes: { request_type: "bill_of_lading", request_number: "MAEU000000001", scac: "MAEU" },
      },
    });
    for (let i = 0; i < 100; i += 1)
      expect((await api("tracking_requests", { method: "POST", body })).status).toBe(201);
    expect((await api("tracking_requests", { method: "POST", body })).status).toBe(429);
    expect((await api("shipping_lines")).status).toBe(200);
  });
});
