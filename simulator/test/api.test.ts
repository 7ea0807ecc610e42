import { describe, expect, it } from "vitest";
import { testSimulator, type Json } from "./helpers";

describe("JSON:API reads", () => {
  it("paginates like the service: default 30, max 100, self as sent, current/next/last, containers meta {total}", async () => {
    const { api } = testSimulator();
    const first = await api("containers");
    expect(first.headers.get("content-type")).toBe("application/vnd.api+json");
    expect(first.body.data).toHaveLength(30);
    // The live /containers list carries only the total; page[size] is repeated in links only when sent.
    expect(first.body.meta).toEqual({ total: expect.any(Number) });
    expect(first.body.links.self).toBe("http://127.0.0.1:4010/v2/containers");
    expect(first.body.links.current).toBe("http://127.0.0.1:4010/v2/containers?page[number]=1");
    expect(first.body.links.next).toBe("http://127.0.0.1:4010/v2/containers?page[number]=2");
    expect(first.body.links.first).toBeUndefined();
    expect(first.body.links.prev).toBeUndefined();
    const big = await api("containers?page[size]=500&include=shipment,pod_terminal");
    expect(big.body.data).toHaveLength(100);
    expect(big.body.links.self).toBe(
      "http://127.0.0.1:4010/v2/containers?page[size]=500&include=shipment,pod_terminal",
    );
    expect(big.body.links.current).toBe(
      "http://127.0.0.1:4010/v2/containers?include=shipment,pod_terminal&page[number]=1&page[size]=100",
    );
    const total = big.body.meta.total;
    const lastPage = Math.ceil(total / 100);
    expect(big.body.links.last).toContain(`page[number]=${lastPage}&`);
    const last = await api(`containers?page[size]=100&page[number]=${lastPage}`);
    expect(last.body.links.next).toBeUndefined();
    expect(last.body.links.last).toBeUndefined();
    expect(last.body.links.prev).toContain(`page[number]=${lastPage - 1}&`);
    expect(last.body.links.first).toContain("page[number]=1&");
    expect(last.body.data).toHaveLength(total - (lastPage - 1) * 100);
    // Walking the pages by links.next yields every container exactly once.
    const ids = new Set<string>();
    let next: string | undefined = "containers?page[size]=100";
    while (next) {
      const page = await api(next.replace("http://127.0.0.1:4010", ""));
      for (const c of page.body.data) ids.add(c.id);
      next = page.body.links.next;
    }
    expect(ids.size).toBe(total);
    expect((await api("containers?page[number]=0")).status).toBe(400);
  });

  it("gives each list the meta the service sends: shipments {size,total}, tracking requests and notifications pagination, webhooks none", async () => {
    const { api } = testSimulator();
    const shipments = await api("shipments?page[size]=2");
    expect(Object.keys(shipments.body.meta).sort()).toEqual(["size", "total"]);
    expect(shipments.body.data[0].links.self).toBe(`/v2/shipments/${shipments.body.data[0].id}`);
    const requests = await api("tracking_requests?page[size]=2");
    const total = requests.body.meta.total;
    expect(requests.body.meta).toEqual({
      size: 2,
      total,
      pagination: { current: 1, next: 2, last: Math.ceil(total / 2), records: total },
    });
    const empty = await api("webhook_notifications?page[size]=2");
    expect(empty.body.meta).toEqual({ size: 0, total: 0, pagination: { current: 1, records: 0 } });
    expect(Object.keys(empty.body.links).sort()).toEqual(["current", "self"]);
    const hooks = await api("webhooks");
    expect(hooks.body.meta).toBeUndefined();
    expect(hooks.body.links.current).toBe("http://127.0.0.1:4010/v2/webhooks?page[number]=1");
  });

  it("filters containers by number and shipments by q, number and tracking_stopped", async () => {
    const { api } = testSimulator();
    const some = (await api("containers?page[size]=5&include=shipment")).body;
    const c = some.data[3];
    const byNumber = await api(`containers?filter[number]=${c.attributes.number}&include=shipment`);
    expect(byNumber.body.data.map((x: Json) => x.id)).toEqual([c.id]);
    expect(byNumber.body.included[0].type).toBe("shipment");
    const shipment = byNumber.body.included[0];
    const q = await api(`shipments?q=${c.attributes.number}`);
    expect(q.body.data.map((s: Json) => s.id)).toContain(shipment.id);
    const byBol = await api(`shipments?number=${shipment.attributes.bill_of_lading_number}`);
    expect(byBol.body.data.map((s: Json) => s.id)).toEqual([shipment.id]);
    // `number` matches request numbers, never container numbers.
    const notContainer = await api(`shipments?number=${c.attributes.number}`);
    expect(
      notContainer.body.data.filter(
        (s: Json) =>
          s.attributes.bill_of_lading_number === shipment.attributes.bill_of_lading_number &&
          s.relationships.containers.data.length > 1,
      ),
    ).toHaveLength(0);
    const stopped = await api("shipments?filter[tracking_stopped]=true&page[size]=100");
    expect(stopped.body.data.length).toBeGreaterThan(0);
    expect(stopped.body.data.every((s: Json) => s.attributes.line_tracking_stopped_at !== null)).toBe(true);
    const running = await api("shipments?filter[tracking_stopped]=false&page[size]=100");
    expect(running.body.data.every((s: Json) => s.attributes.line_tracking_stopped_at === null)).toBe(true);
    expect(stopped.body.meta.total + running.body.meta.total).toBe((await api("shipments")).body.meta.total);
  });

  it("fills included for dotted include paths", async () => {
    const { api } = testSimulator();
    const id = (await api("containers?page[size]=1")).body.data[0].id;
    const res = await api(
      `containers/${id}?include=shipment,shipment.port_of_lading,shipment.port_of_discharge,pod_terminal,transport_events`,
    );
    const types = res.body.included.map((r: Json) => r.type);
    expect(types).toContain("shipment");
    expect(types).toContain("terminal");
    expect(types.filter((t: string) => t === "port")).toHaveLength(2);
    const keys = res.body.included.map((r: Json) => `${r.type}:${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sh = await api(`shipments/${res.body.data.relationships.shipment.data.id}?include=containers,pod_terminal`);
    expect(sh.body.included.filter((r: Json) => r.type === "container").length).toBe(
      sh.body.data.relationships.containers.data.length,
    );
  });

  it("stops and resumes tracking, freezing the data while stopped", async () => {
    const { api, control } = testSimulator();
    const list = (await api("shipments?filter[tracking_stopped]=false&page[size]=100")).body.data;
    const s = list.find((x: Json) => x.attributes.pod_ata_at === null && x.attributes.pol_atd_at !== null);
    const stopped = await api(`shipments/${s.id}/stop_tracking`, { method: "PATCH" });
    expect(stopped.status).toBe(200);
    expect(stopped.body.data.attributes.line_tracking_stopped_reason).toBe("cancelled_by_user");
    expect(stopped.body.data.relationships.line_tracking_stopped_by_user.data.type).toBe("user");
    await control("/clock", { advance: "P60D" });
    const frozen = await api(`shipments/${s.id}`);
    expect(frozen.body.data.attributes.pod_ata_at).toBeNull();
    const resumed = await api(`shipments/${s.id}/resume_tracking`, { method: "PATCH" });
    expect(resumed.body.data.attributes.line_tracking_stopped_at).toBeNull();
    expect(resumed.body.data.attributes.pod_ata_at).not.toBeNull();
  });

  it("serves reference data: shipping lines, terminals, ports by LOCODE", async () => {
    const { api } = testSimulator();
    // Pages of 38 with links.next, as the service answered (the spec says it is not paginated).
    const scacs: string[] = [];
    let next: string | undefined = "shipping_lines";
    while (next) {
      const page = await api(next.replace("http://127.0.0.1:4010", ""));
      expect(page.body.data.length).toBeLessThanOrEqual(38);
      if (page.body.links.next) expect(page.body.data).toHaveLength(38);
      scacs.push(...page.body.data.map((l: Json) => l.attributes.scac));
      next = page.body.links.next;
    }
    expect(scacs).toEqual(expect.arrayContaining(["MAEU", "MSCU", "CMDU", "TEST"]));
    expect(new Set(scacs).size).toBe(scacs.length);
    const c = (await api("containers?page[size]=1")).body.data[0];
    const t = await api(`terminals/${c.relationships.pod_terminal.data.id}`);
    expect(t.status).toBe(200);
    expect(t.body.data.attributes.name).toBeTruthy();
    const port = await api("ports/USLAX");
    expect(port.body.data.attributes.time_zone).toBe("America/Los_Angeles");
    expect((await api(`ports/${port.body.data.id}`)).body.data.attributes.code).toBe("USLAX");
    expect((await api("ports/XXXXX")).status).toBe(404);
    expect((await api("containers/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await api("no_such_endpoint")).status).toBe(404);
  });

  it("returns a GeoJSON route and a refresh acknowledgement", async () => {
    const { api } = testSimulator();
    const c = (await api("containers?page[size]=1")).body.data[0];
    const map = await api(`containers/${c.id}/map_geojson`);
    expect(map.body.type).toBe("FeatureCollection");
    expect(map.body.features.some((f: Json) => f.properties.feature_type === "port")).toBe(true);
    const refresh = await api(`containers/${c.id}/refresh`, { method: "PATCH" });
    expect(refresh.body).toEqual({ message: "Started refresh for Shipping line, Terminal, Rail" });
  });

  it("puts a trans-Pacific vessel over the Pacific, not across the globe", async () => {
    const { api } = testSimulator();
    const list = (await api("containers?page[size]=100")).body.data as Json[];
    let checked = 0;
    for (const c of list.filter((row) => row.attributes.current_status === "on_ship")) {
      const features = (await api(`containers/${c.id}/map_geojson`)).body.features as Json[];
      const ports = features
        .filter((f) => f.properties.feature_type === "port")
        .map((f) => Number(f.geometry.coordinates[0]));
      const vessel = features.find((f) => f.properties.feature_type === "current_vessel");
      const [pol, pod] = [ports[0], ports[ports.length - 1]];
      if (!vessel || pol === undefined || pod === undefined || !(pol > 100 && pod < -100)) continue;
      const longitude = Number(vessel.geometry.coordinates[0]);
      // Between Asia (east of 100°E) and the US west coast (west of 100°W) the short way is over the date line.
      expect(longitude > 100 || longitude < -100, `vessel at ${longitude} for ${pol} → ${pod}`).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("draws a leg under way as the track sailed to the vessel and the estimate from it, along the sea lanes", async () => {
    const { api } = testSimulator();
    const list = (await api("containers?page[size]=100")).body.data as Json[];
    const onShip = list.find((row) => row.attributes.current_status === "on_ship");
    expect(onShip).toBeDefined();
    const features = (await api(`containers/${onShip?.id}/map_geojson`)).body.features as Json[];
    const kinds = (kind: string) => features.filter((f) => f.properties.feature_type === kind);
    const vessel = kinds("current_vessel")[0];
    const sailed = kinds("past_vessel_locations").at(-1);
    const ahead = kinds("estimated_partial_leg")[0];
    expect(vessel && sailed && ahead).toBeTruthy();
    // The track ends where the vessel is and the estimate starts there; both follow waypoints, not one chord.
    expect(sailed.geometry.coordinates.at(-1)).toEqual(vessel.geometry.coordinates);
    expect(ahead.geometry.coordinates[0]).toEqual(vessel.geometry.coordinates);
    expect(sailed.geometry.coordinates.length + ahead.geometry.coordinates.length).toBeGreaterThan(4);
    expect(ahead.properties.point_count).toBe(ahead.geometry.coordinates.length);
    expect(ahead.properties.next_port_id).toBe(kinds("port").at(-1)?.properties.location_id);
  });
});
