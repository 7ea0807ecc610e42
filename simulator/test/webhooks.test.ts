import { afterEach, describe, expect, it } from "vitest";
import { signBody } from "../webhooks/signature";
import { receiver, testSimulator, type Json } from "./helpers";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

async function setup(events: string[], respond?: Parameters<typeof receiver>[0], options = {}) {
  const t = testSimulator(options);
  const r = await receiver(respond);
  cleanups.push(r.close, () => t.sim.close());
  const created = await t.api("webhooks", {
    method: "POST",
    body: JSON.stringify({ data: { type: "webhook", attributes: { url: r.url, active: true, events } } }),
  });
  expect(created.status).toBe(201);
  return { ...t, r, hook: created.body.data };
}

describe("webhooks", () => {
  it("registers, lists, patches and deletes webhooks; validates URLs and events", async () => {
    const { api, hook } = await setup(["container.updated"]);
    expect(hook.attributes.secret).toMatch(/^[0-9a-f]{32}$/);
    expect((await api("webhooks")).body.data.map((h: Json) => h.id)).toEqual([hook.id]);
    const patched = await api(`webhooks/${hook.id}`, {
      method: "PATCH",
      body: JSON.stringify({ data: { type: "webhook", attributes: { active: false } } }),
    });
    expect(patched.body.data.attributes.active).toBe(false);
    const badUrl = await api("webhooks", {
      method: "POST",
      body: JSON.stringify({
        data: {
          type: "webhook",
          attributes: { url: "http://example.com/x", active: true, events: ["container.updated"] },
        },
      }),
    });
    expect(badUrl.status).toBe(422);
    expect(badUrl.body.errors[0].source.pointer).toBe("/data/attributes/url");
    const badEvent = await api("webhooks", {
      method: "POST",
      body: JSON.stringify({
        data: { type: "webhook", attributes: { url: "https://example.com/x", active: true, events: ["nope"] } },
      }),
    });
    expect(badEvent.status).toBe(422);
    expect((await api(`webhooks/${hook.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await api(`webhooks/${hook.id}`)).status).toBe(404);
    const ips = await api("webhooks/ips");
    expect(ips.body.webhook_notification_ips.length).toBeGreaterThan(0);
  });

  it("delivers signed envelopes for container changes made through the control API", async () => {
    const { control, r, hook, sim } = await setup([
      "container.updated",
      "container.pickup_lfd.changed",
      "container.pickup_lfd_terminal.changed",
      "container.pickup_lfd_line.changed",
      "container.transport.available",
      "container.transport.not_available",
    ]);
    const target = sim.world.containers.find((c) => {
      const st = sim.world.stateOf(c, sim.clock.now());
      return st.status === "not_available" && st.lfdLine === null && st.lfdTerminal !== null;
    });
    expect(target).toBeDefined();
    const newLfd = "2026-03-12T05:00:00Z";
    const res = await control(`/containers/${target?.number}`, {
      lfd: { terminal: newLfd },
      holds: [{ name: "customs", status: "hold", description: "CBP hold" }],
      fees: [{ type: "demurrage", amount: 0, currency_code: "USD" }],
      available_for_pickup: true,
    });
    expect(res.status).toBe(200);
    await sim.flushWebhooks();
    const events = r.received.map((x) => x.body.data.attributes.event);
    expect(events).toEqual(
      expect.arrayContaining([
        "container.updated",
        "container.pickup_lfd.changed",
        "container.pickup_lfd_terminal.changed",
        "container.transport.available",
      ]),
    );
    expect(events).not.toContain("container.pickup_lfd_line.changed");
    for (const d of r.received) {
      expect(d.headers["x-t49-webhook-signature"]).toBe(signBody(hook.attributes.secret, d.raw));
      expect(d.headers["user-agent"]).toBe("Terminal49 Webhook Bot");
      expect(d.headers["content-type"]).toBe("application/json");
      expect(d.body.data.type).toBe("webhook_notification");
      expect(d.body.data.relationships.webhook.data).toEqual({ id: hook.id, type: "webhook" });
      expect(d.body.data.attributes.delivery_status).toBe("pending");
    }
    const updated = r.received.find((x) => x.body.data.attributes.event === "container.updated")?.body;
    const ref = updated.data.relationships.reference_object.data;
    expect(ref.type).toBe("container_updated_event");
    const ev = updated.included.find((i: Json) => i.id === ref.id);
    expect(ev.attributes.changeset.available_for_pickup).toEqual([false, true]);
    expect(ev.attributes.changeset.holds_at_pod_terminal[1]).toEqual([
      { name: "customs", status: "hold", description: "CBP hold" },
    ]);
    expect(ev.attributes.changeset.pickup_lfd[1]).toBe(newLfd);
    expect(updated.included.map((i: Json) => i.type)).toEqual(
      expect.arrayContaining(["shipment", "container", "terminal", "container_updated_event"]),
    );
    const lfdTerminal = r.received.find(
      (x) => x.body.data.attributes.event === "container.pickup_lfd_terminal.changed",
    )?.body;
    expect(lfdTerminal.included[0].attributes.value).toBe(newLfd);
  });

  it("emits milestone events as the ticker advances the world", async () => {
    const { control, r, sim } = await setup([
      "container.transport.vessel_arrived",
      "container.transport.vessel_discharged",
      "container.transport.full_out",
      "container.transport.empty_in",
      "container.updated",
      "shipment.estimated.arrival",
    ]);
    const tick = await control("/clock", { advance: "P2D" });
    expect(tick.body.tick.events).toBeGreaterThan(0);
    await sim.flushWebhooks();
    const names = new Set(r.received.map((x) => x.body.data.attributes.event));
    expect(names.has("container.transport.vessel_discharged")).toBe(true);
    expect(names.has("container.transport.full_out")).toBe(true);
    const discharged = r.received.find(
      (x) => x.body.data.attributes.event === "container.transport.vessel_discharged",
    )?.body;
    const te = discharged.included.find((i: Json) => i.type === "transport_event");
    expect(discharged.data.relationships.reference_object.data).toEqual({ id: te.id, type: "transport_event" });
    expect(Date.parse(te.attributes.timestamp)).toBeLessThanOrEqual(sim.clock.now());
    // Nothing new happens when the clock has not moved.
    const before = r.received.length;
    const again = await control("/tick", {});
    expect(again.body.events).toBe(0);
    await sim.flushWebhooks();
    expect(r.received.length).toBe(before);
  });

  it("announces a box made through the control API once, also when the ticker passes over its instant", async () => {
    // A running clock: the box is made after the ticker's last pass, so the next pass's window covers its instant.
    const { control, r, sim } = await setup(["container.created"], undefined, { speed: 1 });
    const made = await control("/shipments", { scac: "MSCU", pod: "USLAX", containers: 2, phase: "recent" });
    expect(made.status).toBe(201);
    const ids = (made.body.containers as Json[]).map((c) => c.id as string).sort();
    await control("/clock", { advance: 60 });
    await sim.flushWebhooks();
    const announced = r.received
      .filter((x) => x.body.data.attributes.event === "container.created")
      .map((x) => x.body.included.find((i: Json) => i.type === "container").id as string)
      .sort();
    expect(announced).toEqual(ids);
  });

  it("retries non-2xx deliveries with backoff, up to 12 retries, and records the outcome", async () => {
    const { control, api, r, sim } = await setup(["container.updated"], (n) => (n <= 2 ? 500 : 200));
    const c = sim.world.containers[5];
    await control(`/containers/${c?.number}`, { holds: [{ name: "TMF", status: "hold", description: null }] });
    await sim.flushWebhooks();
    expect(r.received).toHaveLength(3);
    expect(new Set(r.received.map((x) => x.raw)).size).toBe(1);
    const log = await api("webhook_notifications");
    expect(log.body.data[0].attributes.delivery_status).toBe("succeeded");
  });

  it("marks a notification failed after 1 + 12 attempts", async () => {
    const { control, api, r, sim } = await setup(["container.updated"], () => 503);
    await control(`/containers/${sim.world.containers[6]?.number}`, {
      available_for_pickup: false,
      fees: [{ type: "exam", amount: 100, currency_code: "USD" }],
    });
    await sim.flushWebhooks();
    expect(r.received).toHaveLength(13);
    const log = await api("webhook_notifications?include=reference_object,webhook");
    expect(log.body.data[0].attributes.delivery_status).toBe("failed");
    expect(log.body.included.map((i: Json) => i.type)).toEqual(
      expect.arrayContaining(["webhook", "container_updated_event"]),
    );
  });

  it("duplicates deliveries, and delivers none while every delivery is set to fail", async () => {
    const { control, r, sim } = await setup(["container.updated"], undefined);
    await control("/faults", { duplicate_rate: 1 });
    await control(`/containers/${sim.world.containers[7]?.number}`, {
      fees: [{ type: "exam", amount: 5, currency_code: "USD" }],
    });
    await sim.flushWebhooks();
    expect(r.received).toHaveLength(2);
    expect(r.received[0]?.body.data.id).toBe(r.received[1]?.body.data.id);
    await control("/faults", { duplicate_rate: 0, webhook_failure_rate: 1 });
    await control(`/containers/${sim.world.containers[8]?.number}`, {
      fees: [{ type: "exam", amount: 6, currency_code: "USD" }],
    });
    await sim.flushWebhooks();
    expect(r.received).toHaveLength(2);
  });

  it("delivers a held-back notification after a later one when reordering is on", async () => {
    const { control, r, sim } = await setup(["container.updated"], undefined);
    const [a, b] = [sim.world.containers[9]?.number, sim.world.containers[10]?.number];
    await control("/faults", { reorder_rate: 1 });
    await control(`/containers/${a}`, { fees: [{ type: "exam", amount: 7, currency_code: "USD" }] });
    await control("/faults", { reorder_rate: 0 });
    await control(`/containers/${b}`, { fees: [{ type: "exam", amount: 8, currency_code: "USD" }] });
    await sim.flushWebhooks();
    const created = r.received.map((d) => Date.parse(d.body.data.attributes.created_at));
    const numbers = r.received.map(
      (d) => (d.body.included as Json[]).find((i) => i.type === "container")?.attributes.number,
    );
    expect(numbers).toEqual([b, a]);
    expect(created[0]).toBeGreaterThanOrEqual(created[1] ?? 0);
  });

  it("sends tracking_request events with the tracking request included", async () => {
    const { api, control, r, sim } = await setup([
      "tracking_request.succeeded",
      "tracking_request.failed",
      "container.created",
    ]);
    await api("tracking_requests", {
      method: "POST",
      body: JSON.stringify({
        data: {
          type: "tracking_request",
          attributes: { request_type: "bill_of_lading", request_number: "ZIMUNYC1234567", scac: "ZIMU" },
        },
      }),
    });
    await api("tracking_requests", {
      method: "POST",
      body: JSON.stringify({
        data: {
          type: "tracking_request",
          attributes: { request_type: "bill_of_lading", request_number: "ZIMUNOTFOUND99", scac: "ZIMU" },
        },
      }),
    });
    await control("/clock", { advance: 30 });
    await sim.flushWebhooks();
    const events = r.received.map((x) => x.body.data.attributes.event);
    expect(events).toEqual(
      expect.arrayContaining(["tracking_request.succeeded", "tracking_request.failed", "container.created"]),
    );
    const ok = r.received.find((x) => x.body.data.attributes.event === "tracking_request.succeeded")?.body;
    const trRes = ok.included.find((i: Json) => i.type === "tracking_request");
    expect(trRes.attributes.status).toBe("created");
    expect(ok.included.some((i: Json) => i.type === "container")).toBe(true);
    const failed = r.received.find((x) => x.body.data.attributes.event === "tracking_request.failed")?.body;
    expect(failed.included.find((i: Json) => i.type === "tracking_request").attributes.failed_reason).toBe("not_found");
  });
});
