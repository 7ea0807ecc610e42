import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { createSimulator } from "../server";
import { CONTAINER_STATUSES } from "../world/types";
import { T0, testSimulator, type Json } from "./helpers";

const cleanups: (() => Promise<void>)[] = [];

function settles<T>(promise: Promise<T>): { promise: Promise<T>; settled: () => boolean } {
  let done = false;
  const tracked = promise.finally(() => {
    done = true;
  });
  return { promise: tracked, settled: () => done };
}
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

describe("clock and control API", () => {
  it("reads, sets, advances and speeds up the clock", async () => {
    let real = 1_000_000;
    const t = testSimulator({ speed: 1, realNow: () => real });
    expect((await t.control("/clock")).body).toEqual({
      now: new Date(T0).toISOString(),
      speed: 1,
      anchor: new Date(T0).toISOString(),
    });
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
    const c = t.sim.world.containers.find(
      (x) => x.railTerminalId === null && t.sim.world.stateOf(x, Date.parse(T0)).status === "on_ship",
    );
    const res = await t.control(`/containers/${c?.number}`, {
      current_status: "available",
      pickup_appointment_at: "2026-03-06T16:00:00Z",
      terminal_checked_at: "2026-02-20T00:00:00Z",
    });
    expect(res.status).toBe(200);
    const a = res.body.data.attributes;
    expect(a.current_status).toBe("available");
    expect(a.available_for_pickup).toBe(true);
    expect(a.pod_discharged_at).not.toBeNull();
    expect(a.pickup_appointment_at).toBe("2026-03-06T16:00:00Z");
    expect(a.terminal_checked_at).toBe("2026-02-20T00:00:00Z");
    const out = await t.control(`/containers/${c?.id}`, { current_status: "empty_returned" });
    expect(out.body.data.attributes).toMatchObject({
      current_status: "empty_returned",
      holds_at_pod_terminal: [],
      available_for_pickup: false,
    });
    expect(out.body.data.attributes.pod_full_out_at).not.toBeNull();
    expect((await t.control(`/containers/${c?.number}`, { current_status: "on_rail" })).status).toBe(400);
    expect((await t.control(`/containers/${c?.number}`, { holds: [{ name: "usda", status: "hold" }] })).status).toBe(
      400,
    );
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
    await t.control("/faults", { outage: false, latency_ms: 50, slow_ms: 120, slow_rate: 1 });
    expect((await t.control("/faults")).body).toMatchObject({ latency_ms: 50, slow_ms: 120, slow_rate: 1 });
    await t.sim.app.request("/_sim/faults", { method: "DELETE" });
    expect((await t.control("/faults")).body.latency_ms).toBe(0);
    expect((await t.control("/faults", { error_rate: 2 })).status).toBe(400);
  });

  // The delays run on the timer queue, so a fake clock shows what each one holds back, without measuring time
  // (simulator/bench.ts prints the real figures).
  it("holds each answer for latency_ms, and a slow roll for slow_ms more", async () => {
    const t = testSimulator();
    await t.control("/faults", { latency_ms: 50 });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const latency = settles(t.api("shipping_lines"));
      await vi.advanceTimersByTimeAsync(49);
      expect(latency.settled()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await latency.promise).status).toBe(200);
      vi.useRealTimers();
      await t.control("/faults", { latency_ms: 0, slow_ms: 120, slow_rate: 1 });
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      const slow = settles(t.api("shipping_lines"));
      await vi.advanceTimersByTimeAsync(119);
      expect(slow.settled()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await slow.promise).status).toBe(200);
      vi.useRealTimers();
      // slow_rate 0: no request is slowed, so the answer needs no timer at all.
      await t.control("/faults", { slow_rate: 0 });
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      expect((await t.api("shipping_lines")).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("serves over real HTTP on 127.0.0.1 and validates its configuration", async () => {
    const sim = createSimulator({ seed: 3, containers: 50, start: T0, speed: 0 });
    const server = await sim.listen(0);
    cleanups.push(() => sim.close());
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/v2/shipments?page[size]=1`, {
      headers: { Authorization: "Token sim_paid_key" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.links.self).toBe(`${server.url}/v2/shipments?page[size]=1`);
    expect(loadConfig({})).toMatchObject({ SIM_PORT: 4010, SIM_HOST: "127.0.0.1", SIM_CONTAINERS: 1500, SIM_SPEED: 1 });
    expect(loadConfig({ SIM_START: "2026-01-01T00:00:00Z" }).SIM_START).toBe(Date.parse("2026-01-01T00:00:00Z"));
    expect(() => loadConfig({ SIM_CONTAINERS: "900000" })).toThrow(/SIM_CONTAINERS/);
  });
});

describe("control API: every state a test needs", () => {
  const t0 = Date.parse(T0);
  const pick = (t: ReturnType<typeof testSimulator>, rail: boolean) => {
    const c = t.sim.world.containers.find(
      (x) =>
        x.account === "demo" && (x.railTerminalId !== null) === rail && t.sim.world.stateOf(x, t0).status === "on_ship",
    );
    if (!c) throw new Error("no on_ship container");
    return c;
  };

  it("puts a box into every current_status of the spec, forwards and back, with matching milestones", async () => {
    const t = testSimulator();
    const road = pick(t, false);
    const rail = pick(t, true);
    const out = ["picked_up", "dropped", "loaded", "delivered"];
    for (const [box, isRail] of [
      [road, false],
      [rail, true],
    ] as const) {
      const statuses = isRail
        ? CONTAINER_STATUSES.filter((s) => s !== "off_dock")
        : CONTAINER_STATUSES.filter((s) => s !== "on_rail" && s !== "awaiting_inland_transfer");
      for (const status of [...statuses, ...[...statuses].reverse()]) {
        const res = await t.control(`/containers/${box.number}`, { current_status: status });
        expect(res.status, `${status} on ${isRail ? "a rail move" : "a road move"}`).toBe(200);
        const a = res.body.data.attributes;
        expect(a.current_status).toBe(status);
        const fullOut = isRail ? a.final_destination_full_out_at : a.pod_full_out_at;
        if (out.includes(status)) expect(fullOut).not.toBeNull();
        if (
          ["new", "on_ship", "available", "not_available", "grounded", "awaiting_inland_transfer", "on_rail"].includes(
            status,
          )
        ) {
          expect(a.final_destination_full_out_at).toBeNull();
          if (!isRail) expect(a.pod_full_out_at).toBeNull();
        }
        if (status === "grounded") expect([a.availability_known, a.available_for_pickup]).toEqual([false, null]);
        if (status === "available") expect([a.availability_known, a.available_for_pickup]).toEqual([true, true]);
        if (status === "off_dock") {
          // The terminal's gate-out to the yard is recorded; the box still waits to be pulled.
          expect(a.pod_full_out_at).not.toBeNull();
          expect(a.location_at_pod_terminal).toMatch(/off-dock/i);
        }
        if (status === "loaded") expect(a.empty_terminated_at).toBeNull();
        if (status === "empty_returned") expect(a.empty_terminated_at).not.toBeNull();
      }
    }
    expect((await t.control(`/containers/${road.number}`, { current_status: "on_rail" })).status).toBe(400);
    expect((await t.control(`/containers/${rail.number}`, { current_status: "off_dock" })).status).toBe(400);
    expect((await t.control(`/containers/${road.number}`, { current_status: "parked" })).status).toBe(400);
  });

  it("reports pod_full_out_at on a rail move at its departure, or not, per box", async () => {
    const t = testSimulator();
    const rail = pick(t, true);
    await t.control(`/containers/${rail.number}`, { current_status: "on_rail" });
    const on = (await t.control(`/containers/${rail.number}`, { pod_full_out_on_rail: true })).body.data.attributes;
    expect(on.pod_full_out_at).not.toBeNull();
    expect(on.pod_full_out_at).toBe(on.pod_rail_departed_at);
    expect(on.current_status).toBe("on_rail");
    const off = (await t.control(`/containers/${rail.number}`, { pod_full_out_on_rail: false })).body.data.attributes;
    expect(off.pod_full_out_at).toBeNull();
    expect((await t.control(`/containers/${pick(t, false).number}`, { pod_full_out_on_rail: true })).status).toBe(400);
  });

  it("pins pickup_lfd apart from its sources and ind_facility_lfd_on apart from the rail LFD", async () => {
    const t = testSimulator();
    const rail = pick(t, true);
    const sources = { line: "2026-03-10T07:00:00Z", terminal: "2026-03-09T07:00:00Z", rail: "2026-03-11T06:00:00Z" };
    const res = await t.control(`/containers/${rail.number}`, {
      lfd: sources,
      pickup_lfd: "2026-03-07T08:00:00Z",
      ind_facility_lfd_on: "2026-03-12T06:00:00Z",
    });
    const a = res.body.data.attributes;
    expect(a.pickup_lfd).toBe("2026-03-07T08:00:00Z");
    expect(a.import_deadlines).toMatchObject({
      pickup_lfd_line: sources.line,
      pickup_lfd_terminal: sources.terminal,
      pickup_lfd_rail: sources.rail,
    });
    expect(a.ind_facility_lfd_on).toBe("2026-03-12T06:00:00Z");
    // null is a value too: the deprecated field can be empty while the rail LFD is set.
    const cleared = await t.control(`/containers/${rail.number}`, { ind_facility_lfd_on: null });
    expect(cleared.body.data.attributes.ind_facility_lfd_on).toBeNull();
    expect(cleared.body.data.attributes.import_deadlines.pickup_lfd_rail).toBe(sources.rail);
  });

  it("sets availability_known, and holds or fees to null (unknown) or [] (none)", async () => {
    const t = testSimulator();
    const road = pick(t, false);
    await t.control(`/containers/${road.number}`, { current_status: "not_available" });
    const unknown = (
      await t.control(`/containers/${road.number}`, { availability_known: false, holds: null, fees: null })
    ).body.data.attributes;
    expect(unknown).toMatchObject({
      availability_known: false,
      available_for_pickup: null,
      current_status: "grounded",
      holds_at_pod_terminal: null,
      fees_at_pod_terminal: null,
    });
    const none = (
      await t.control(`/containers/${road.number}`, {
        availability_known: true,
        available_for_pickup: true,
        holds: [],
        fees: [],
      })
    ).body.data.attributes;
    expect(none).toMatchObject({
      availability_known: true,
      available_for_pickup: true,
      current_status: "available",
      holds_at_pod_terminal: [],
      fees_at_pod_terminal: [],
    });
  });

  it("switches the import_deadlines shape per box", async () => {
    const t = testSimulator();
    const road = pick(t, false);
    await t.control(`/containers/${road.number}`, {
      current_status: "available",
      lfd: { terminal: "2026-03-08T08:00:00Z", line: null },
    });
    const pod = (await t.control(`/containers/${road.number}`, { import_deadlines_shape: "pod" })).body.data.attributes
      .import_deadlines;
    expect(pod.pickup_lfd_terminal).toBe("2026-03-08T08:00:00Z");
    expect(pod.pod.facility.current).toBe("2026-03-08T08:00:00Z");
    expect(pod.pod.unified).toMatchObject({ current_value: "2026-03-08T08:00:00Z", current_selection: "facility" });
    const flat = (await t.control(`/containers/${road.number}`, { import_deadlines_shape: "flat" })).body.data
      .attributes.import_deadlines;
    expect(Object.keys(flat).sort()).toEqual(["pickup_lfd_line", "pickup_lfd_rail", "pickup_lfd_terminal"]);
    expect((await t.control(`/containers/${road.number}`, { import_deadlines_shape: "nested" })).status).toBe(400);
  });

  it("sets the import_deadlines shape per account, by name or API key, a box's own choice still winning", async () => {
    const t = testSimulator({ rateLimits: false });
    /** Whether each box the key sees carries the 2026 `pod` object. */
    const shapes = async (key: string): Promise<Map<string, boolean>> => {
      const seen = new Map<string, boolean>();
      let next: string | undefined = "containers?page[size]=100";
      while (next) {
        const page = await t.api(next.replace(/^https?:\/\/[^/]+\/v2\//, ""), { key });
        for (const c of page.body.data) seen.set(c.attributes.number, c.attributes.import_deadlines.pod !== undefined);
        next = page.body.links.next ?? undefined;
      }
      return seen;
    };
    const planned = await shapes("sim_paid_key");
    expect(new Set(planned.values()), "the default world mixes both shapes").toEqual(new Set([true, false]));
    expect((await t.control("/accounts/demo")).body).toEqual({
      account: "demo",
      keys: ["sim_paid_key", "sim_basic_key"],
      import_deadlines_shape: "mixed",
    });
    const [keptFlat, keptPod] = [...planned.keys()];
    await t.control(`/containers/${keptFlat}`, { import_deadlines_shape: "flat" });
    await t.control(`/containers/${keptPod}`, { import_deadlines_shape: "pod" });
    const trialBefore = await shapes("sim_trial_key");

    const set = await t.control("/accounts/sim_basic_key", { import_deadlines_shape: "pod" });
    expect(set.body).toMatchObject({ account: "demo", import_deadlines_shape: "pod" });
    const pod = await shapes("sim_paid_key");
    expect([...pod].filter(([, hasPod]) => !hasPod).map(([n]) => n)).toEqual([keptFlat]);
    expect(await shapes("sim_trial_key"), "other accounts keep theirs").toEqual(trialBefore);
    const state = (await t.control("/state")).body;
    expect(state.keys.map((k: Json) => [k.key, k.import_deadlines_shape])).toEqual([
      ["sim_paid_key", "pod"],
      ["sim_basic_key", "pod"],
      ["sim_trial_key", "mixed"],
      ["sim_free_key", "mixed"],
    ]);

    await t.control("/accounts/demo", { import_deadlines_shape: "flat" });
    const flat = await shapes("sim_basic_key");
    expect([...flat].filter(([, hasPod]) => hasPod).map(([n]) => n)).toEqual([keptPod]);

    await t.control("/accounts/demo", { import_deadlines_shape: "mixed" });
    expect(await shapes("sim_paid_key")).toEqual(new Map([...planned, [keptFlat, false], [keptPod, true]]));
    expect((await t.control("/accounts/demo", { import_deadlines_shape: "nested" })).status).toBe(400);
    expect((await t.control("/accounts/sim_unknown_key", { import_deadlines_shape: "pod" })).status).toBe(404);
  });

  it("sets the time zones of the port and the ramp per box, including zones without daylight saving", async () => {
    const t = testSimulator();
    const rail = pick(t, true);
    const a = (
      await t.control(`/containers/${rail.number}`, {
        pod_timezone: "Asia/Shanghai",
        final_destination_timezone: "America/Phoenix",
      })
    ).body.data.attributes;
    expect(a).toMatchObject({
      pod_timezone: "Asia/Shanghai",
      final_destination_timezone: "America/Phoenix",
      empty_terminated_timezone: "America/Phoenix",
    });
    expect((await t.control(`/containers/${rail.number}`, { pod_timezone: "Mars/Olympus" })).status).toBe(400);
    expect(
      (await t.control(`/containers/${pick(t, false).number}`, { final_destination_timezone: "America/Phoenix" }))
        .status,
    ).toBe(400);
  });

  it("stops and resumes line tracking with a reason, freezing the box while stopped", async () => {
    const t = testSimulator();
    const road = pick(t, false);
    const shipmentId = t.sim.world.shipment(road.shipmentIdx).id;
    const stopped = await t.control(`/containers/${road.number}`, {
      line_tracking: { stopped: true, reason: "no_updates_at_line" },
    });
    expect(stopped.status).toBe(200);
    const s = (await t.api(`shipments/${shipmentId}`)).body.data;
    expect(s.attributes.line_tracking_stopped_reason).toBe("no_updates_at_line");
    expect(s.relationships.line_tracking_stopped_by_user.data).toBeNull();
    await t.control("/clock", { advance: "P60D" });
    expect((await t.control(`/containers/${road.number}`)).body.data.attributes.current_status).toBe("on_ship");
    await t.control(`/containers/${road.number}`, { line_tracking: { stopped: false } });
    expect((await t.api(`shipments/${shipmentId}`)).body.data.attributes.line_tracking_stopped_at).toBeNull();
    expect((await t.control(`/containers/${road.number}`)).body.data.attributes.current_status).not.toBe("on_ship");
  });
});
