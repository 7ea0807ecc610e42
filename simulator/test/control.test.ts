import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createSimulator } from "../server";
import { T0, testSimulator, type Json } from "./helpers";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("clock and control API", () => {
  it("reads, sets, advances and speeds up the clock", async () => {
    let real = 1_000_000;
    const t = testSimulator({ speed: 1, realNow: () => real });
    expect((await t.control("/clock")).body).toEqual({ now: new Date(T0).toISOString(), speed: 1, anchor: new Date(T0).toISOString() });
    real += 5_000;
    expect((await t.control("/clock")).body.now).toBe("2026-03-05T15:00:05.000Z");
    await t.control("/clock", { advance: "PT2H" });
    expect((await t.control("/clock")).body.now).toBe("2026-03-05T17:00:05.000Z");
    await t.control("/clock", { advance: 60 });
    await t.control("/clock", { speed: 60 });
    real += 60_000;
    expect((await t.control("/clock")).body.now).toBe("2026-03-05T18:01:05.000Z");
    await t.control("/clock", { set: "2026-04-01T00:00:00Z", speed: 0 });
    real += 60_000;
    expect((await t.control("/clock")).body).toMatchObject({ now: "2026-04-01T00:00:00.000Z", speed: 0 });
    expect((await t.control("/clock", { advance: "later" })).status).toBe(400);
  });

  it("sets a container's status and terminal state consistently", async () => {
    const t = testSimulator();
    const c = t.sim.world.containers.find((x) => x.railTerminalId === null && t.sim.world.stateOf(x, Date.parse(T0)).status === "on_ship");
    const res = await t.control(`/containers/${c?.number}`, { current_status: "available", pickup_appointment_at: "2026-03-06T16:00:00Z", terminal_checked_at: "2026-02-20T00:00:00Z" });
    expect(res.status).toBe(200);
    const a = res.body.data.attributes;
    expect(a.current_status).toBe("available");
    expect(a.available_for_pickup).toBe(true);
    expect(a.pod_discharged_at).not.toBeNull();
    expect(a.pickup_appointment_at).toBe("2026-03-06T16:00:00Z");
    expect(a.terminal_checked_at).toBe("2026-02-20T00:00:00Z");
    const out = await t.control(`/containers/${c?.id}`, { current_status: "empty_returned" });
    expect(out.body.data.attributes).toMatchObject({ current_status: "empty_returned", holds_at_pod_terminal: [], available_for_pickup: false });
    expect(out.body.data.attributes.pod_full_out_at).not.toBeNull();
    expect((await t.control(`/containers/${c?.number}`, { current_status: "on_rail" })).status).toBe(400);
    expect((await t.control(`/containers/${c?.number}`, { holds: [{ name: "usda", status: "hold" }] })).status).toBe(400);
  });

  it("adds shipments and resets to the seed", async () => {
    const t = testSimulator();
    const before = (await t.api("shipments")).body.meta.total;
    const added = await t.control("/shipments", { scac: "HLCU", pod: "USSAV", containers: 3, rail: true });
    expect(added.status).toBe(201);
    expect(added.body.containers).toHaveLength(3);
    expect((await t.api("shipments")).body.meta.total).toBe(before + 1);
    const reset = await t.control("/reset", {});
    expect(reset.body.clock.now).toBe(new Date(T0).toISOString());
    expect((await t.api("shipments")).body.meta.total).toBe(before);
    const state = await t.control("/state");
    expect(state.body.accounts.demo.containers).toBeGreaterThan(0);
  });

  it("injects faults: error rate, HTML 404, outage, latency, slow responses", async () => {
    const t = testSimulator();
    await t.control("/faults", { error_rate: 1, error_statuses: [502] });
    const err = await t.api("shipments");
    expect(err.status).toBe(502);
    expect(err.body.errors[0].status).toBe("502");
    await t.control("/faults", { error_rate: 0, html_404_rate: 1 });
    const html = await t.api("shipments");
    expect(html.status).toBe(404);
    expect(html.headers.get("content-type")).toMatch(/text\/html/);
    expect(html.text).toContain("<html>");
    await t.control("/faults", { html_404_rate: 0, outage: true });
    expect((await t.api("shipments")).status).toBe(503);
    await t.control("/faults", { outage: false, latency_ms: 50 });
    const started = Date.now();
    expect((await t.api("shipping_lines")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    // Slower than a client's timeout (the client test sets its timeout below slow_ms).
    await t.control("/faults", { latency_ms: 0, slow_ms: 120, slow_rate: 1 });
    const slowStarted = Date.now();
    expect((await t.api("shipping_lines")).status).toBe(200);
    expect(Date.now() - slowStarted).toBeGreaterThanOrEqual(110);
    await t.sim.app.request("/_sim/faults", { method: "DELETE" });
    expect((await t.control("/faults")).body.latency_ms).toBe(0);
    expect((await t.control("/faults", { error_rate: 2 })).status).toBe(400);
  });

  it("serves over real HTTP on 127.0.0.1 and validates its configuration", async () => {
    const sim = createSimulator({ seed: 3, containers: 50, start: T0, speed: 0 });
    const server = await sim.listen(0);
    cleanups.push(() => sim.close());
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/v2/shipments?page[size]=1`, { headers: { Authorization: "Token sim_paid_key" } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.data[0].links.self).toBe(`${server.url}/v2/shipments/${body.data[0].id}`);
    expect(loadConfig({})).toMatchObject({ SIM_PORT: 4010, SIM_HOST: "127.0.0.1", SIM_CONTAINERS: 1500, SIM_SPEED: 1 });
    expect(loadConfig({ SIM_START: "2026-01-01T00:00:00Z" }).SIM_START).toBe(Date.parse("2026-01-01T00:00:00Z"));
    expect(() => loadConfig({ SIM_CONTAINERS: "900000" })).toThrow(/SIM_CONTAINERS/);
  });
});
