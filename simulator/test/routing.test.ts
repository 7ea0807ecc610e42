import { describe, expect, it } from "vitest";
import { createSimulator } from "../server";
import { receiver, T0, testSimulator, type Json } from "./helpers";
import { verifySignature } from "../webhooks/signature";

describe("routing", () => {
  it("answers unknown paths and methods with a JSON:API 404, inside and outside /v2", async () => {
    const { api } = testSimulator();
    for (const [path, method] of [
      ["/v2/no_such_thing", "GET"],
      ["/v2/shipments", "DELETE"],
      ["/nope", "GET"],
      ["/v2/containers/x/y/z", "PATCH"],
    ] as const) {
      const res = await api(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type")).toBe("application/vnd.api+json");
      expect(res.body.errors[0]).toMatchObject({ status: "404", title: "Not Found" });
    }
  });

  it("routes fixed paths before the {id} routes that would swallow them", async () => {
    const { api } = testSimulator();
    const examples = await api("webhook_notifications/examples?event=container.transport.vessel_discharged");
    expect(examples.status).toBe(200);
    expect(examples.body.data[0].attributes.event).toBe("container.transport.vessel_discharged");
    expect(examples.body.included.map((r: Json) => r.type)).toContain("transport_event");
    const bad = await api("webhook_notifications/examples?event=nope");
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ status: "400", source: { parameter: "event" }, detail: null });
    expect((await api("webhooks/events")).body.data.map((c: Json) => c.type)).toEqual(
      expect.arrayContaining(["webhook_event_category"]),
    );
    expect((await api("documents/types")).status).toBe(200);
  });

  it("serves the removed /containers/{id}/route as the Rails HTML 404 the live service answered", async () => {
    const { api } = testSimulator();
    const c = (await api("containers?page[size]=1")).body.data[0];
    const res = await api(`containers/${c.id}/route`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("sends a test delivery with POST /webhooks/trigger, signed only when a secret is given", async () => {
    const r = await receiver((n) => (n === 2 ? 500 : 200));
    const { api } = testSimulator();
    const signed = await api("webhooks/trigger", {
      method: "POST",
      body: JSON.stringify({ url: r.url, event: "tracking_request.succeeded", secret: "s3cret" }),
    });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      url: r.url,
      succeeded: true,
      status_code: 200,
      error: null,
      response_body: "ok",
    });
    const first = r.received[0];
    expect(first?.body.data.attributes.event).toBe("tracking_request.succeeded");
    expect(first?.raw).toBe(signed.body.request_body);
    expect(verifySignature("s3cret", first?.raw ?? "", String(first?.headers["x-t49-webhook-signature"]))).toBe(true);
    const unsigned = await api("webhooks/trigger", {
      method: "POST",
      body: JSON.stringify({ url: r.url, event: "container.updated" }),
    });
    expect(unsigned.body).toMatchObject({ succeeded: false, status_code: 500 });
    expect(r.received[1]?.headers["x-t49-webhook-signature"]).toBeUndefined();
    const refused = await api("webhooks/trigger", {
      method: "POST",
      body: JSON.stringify({ url: "http://example.com/hook", event: "container.updated" }),
    });
    expect(refused.status).toBe(422);
    expect(
      (await api("webhooks/trigger", { method: "POST", body: JSON.stringify({ url: r.url, event: "nope" }) })).status,
    ).toBe(422);
    await r.close();
  });

  it("keeps writes: PATCH shipments, containers and tracking requests show on the next read", async () => {
    const { api } = testSimulator();
    const s = (await api("shipments?page[size]=1")).body.data[0];
    expect(
      (
        await api(`shipments/${s.id}`, {
          method: "PATCH",
          body: JSON.stringify({ data: { attributes: { ref_numbers: ["PO-QS-ROUTING"], tags: ["hot"] } } }),
        })
      ).status,
    ).toBe(200);
    expect((await api(`shipments?q=PO-QS-ROUTING`)).body.data.map((x: Json) => x.id)).toEqual([s.id]);
    expect((await api(`shipments/${s.id}`)).body.data.attributes.tags).toEqual(["hot"]);
    const c = (await api("containers?page[size]=1")).body.data[0];
    await api("containers", {
      method: "PATCH",
      body: JSON.stringify({ data: { id: c.id, type: "container", attributes: { ref_numbers: ["BOX-REF"] } } }),
    });
    expect((await api(`containers/${c.id}`)).body.data.attributes.ref_numbers).toEqual(["BOX-REF"]);
    expect(
      (
        await api("containers", {
          method: "PATCH",
          body: JSON.stringify({ data: { attributes: { ref_numbers: [] } } }),
        })
      ).status,
    ).toBe(422);
    const tr = (await api("tracking_requests?page[size]=1")).body.data[0];
    await api(`tracking_requests/${tr.id}`, {
      method: "PATCH",
      body: JSON.stringify({ data: { type: "tracking_request", attributes: { ref_number: "REF-QS-77" } } }),
    });
    expect((await api("tracking_requests?q=REF-QS-77")).body.data.map((x: Json) => x.id)).toEqual([tr.id]);
  });

  it("puts every link on the origin the client used when listening on a free port", async () => {
    const sim = createSimulator({ seed: 3, containers: 50, start: T0, speed: 0 });
    const server = await sim.listen(0);
    try {
      const res = await fetch(`${server.url}/v2/containers?page[size]=2`, {
        headers: { Authorization: "Token sim_paid_key" },
      });
      const body = (await res.json()) as Json;
      for (const link of Object.values(body.links))
        expect(String(link).startsWith(`${server.url}/v2/containers?`)).toBe(true);
    } finally {
      await sim.close();
    }
  });
});
