// The conformance walk: every operation of ../shared/upstream/openapi.json (paths × methods, read from the
// spec itself) is called over HTTP against a running simulator and checked for status, media type, body
// schema, pagination meta and links; then every webhook payload the simulator sent during the walk, and the
// example payload of every event, is checked against the spec's schemas. Prints a table and totals; fails
// on any operation without a plan, any unexpected status and any invalid answer. Without ../shared the
// suite warns and, on CI, fails (contract-available.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimulator, type ListeningSimulator, type Simulator } from "../server";
import { contractAvailable } from "./contract-available";
import { PLANS, walkOrder, type WalkContext } from "./conformance-plans";
import { Walker, type Row } from "./conformance-walk";
import { receiver, T0, type Json } from "./helpers";
import {
  INCLUDED_SCHEMAS,
  loadConformance,
  SPEC_PATH,
  specAvailable,
  specOperations,
  type Conformance,
} from "./openapi";

const d =
  contractAvailable(SPEC_PATH, "simulator conformance with the service's OpenAPI description") && specAvailable
    ? describe
    : describe.skip;

function printTable(rows: Row[]): void {
  const byOp = new Map<string, Row[]>();
  for (const r of rows) byOp.set(r.operation, [...(byOp.get(r.operation) ?? []), r]);
  const width = Math.max(...[...byOp.keys()].map((k) => k.length));
  const lines = [`${"operation".padEnd(width)}  statuses             calls  valid`];
  for (const [op, list] of byOp) {
    const statuses = [...new Set(list.map((r) => r.status))].join(",");
    lines.push(
      `${op.padEnd(width)}  ${statuses.padEnd(20)} ${String(list.length).padStart(5)}  ${list.every((r) => r.problems.length === 0) ? "yes" : "NO"}`,
    );
  }
  const badOps = [...byOp.values()].filter((list) => list.some((r) => r.problems.length > 0)).length;
  lines.push(
    `Total: ${byOp.size} operations (${byOp.size - badOps} valid, ${badOps} failing), ${rows.length} calls (${rows.filter((r) => r.problems.length > 0).length} failing)`,
  );
  console.log(`\n[conformance]\n${lines.join("\n")}\n`);
}

d(`conformance with ${SPEC_PATH}`, () => {
  let conf: Conformance;
  let sim: Simulator;
  let limited: Simulator;
  const servers: ListeningSimulator[] = [];
  let hook: Awaited<ReturnType<typeof receiver>>;
  let x: WalkContext;

  beforeAll(async () => {
    conf = loadConformance();
    const options = {
      seed: 7,
      start: T0,
      speed: 0,
      webhookRetryBaseMs: 1,
      webhookRetryMaxMs: 4,
      webhookTimeoutMs: 2000,
    };
    // Rate limits are off on the main simulator (the walk makes hundreds of calls) and on in a second one
    // where the 429s are produced.
    sim = createSimulator({ ...options, containers: 400, rateLimits: false });
    limited = createSimulator({ ...options, containers: 40 });
    const main = await sim.listen(0);
    const lim = await limited.listen(0);
    servers.push(main, lim);
    hook = await receiver();
    const w = new Walker(conf, { main: main.url, limited: lim.url });
    x = { w, sim, base: main.url, receiver: hook, ids: {}, examples: new Map() };
    await driveWorld(x);
    await findIds(x);
  }, 60_000);

  afterAll(async () => {
    await hook?.close();
    for (const s of servers) await s.close();
    await sim?.close();
    await limited?.close();
  });

  it("answers every operation of the spec validly", async () => {
    const ops = walkOrder(specOperations());
    const keys = new Set(ops.map((op) => `${op.method.toUpperCase()} ${op.path}`));
    for (const op of ops) {
      const key = `${op.method.toUpperCase()} ${op.path}`;
      x.w.current = key;
      const plan = PLANS[key];
      if (!plan) {
        x.w.rows.push({
          operation: key,
          call: "(none)",
          status: 0,
          expected: 0,
          problems: ["no plan: the walk does not call this operation"],
        });
        continue;
      }
      try {
        await plan(x, (url, expected, options) => x.w.call(op.path, op.method, url, expected, options));
      } catch (e) {
        x.w.rows.push({
          operation: key,
          call: "(plan)",
          status: 0,
          expected: 0,
          problems: [e instanceof Error ? e.message : String(e)],
        });
      }
    }
    printTable(x.w.rows);
    expect(
      Object.keys(PLANS).filter((k) => !keys.has(k)),
      "plans for operations the spec does not have",
    ).toEqual([]);
    expect(x.w.failures().map((r) => `${r.operation} | ${r.call} -> ${r.problems.join("; ")}`)).toEqual([]);
    expect(ops.length).toBe(83);
  }, 120_000);

  it("sends only valid webhook payloads: every delivery of the walk and the example of every event", async () => {
    await sim.flushWebhooks();
    const envelope = conf.schema("webhook_notification");
    const problems: string[] = [];
    const seen = new Set<string>();
    const check = (source: string, body: Json) => {
      const event = body?.data?.attributes?.event;
      seen.add(event);
      if (!envelope(body.data))
        problems.push(`${source} ${event} envelope: ${JSON.stringify(envelope.errors?.slice(0, 2))}`);
      for (const inc of body.included ?? []) {
        const name = INCLUDED_SCHEMAS[inc.type];
        if (!name) continue;
        const v = conf.schema(name);
        if (!v(inc)) problems.push(`${source} ${event} included ${inc.type}: ${JSON.stringify(v.errors?.slice(0, 2))}`);
      }
    };
    for (const delivery of hook.received) check("delivery", delivery.body);
    const delivered = new Set(seen);
    for (const body of x.examples.values()) check("example", body);
    // Counted by notification as well: a retried delivery (a receiver answer slower than the timeout) adds a
    // delivery but no notification.
    const notifications = new Set(hook.received.map((delivery) => delivery.body?.data?.id)).size;
    console.log(
      `[conformance] webhook payloads: ${notifications} notifications delivered (${hook.received.length} deliveries with retries, ${delivered.size} events), ${x.examples.size} examples`,
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect(x.examples.size).toBe(43);
    for (const e of [
      "container.updated",
      "container.pickup_lfd.changed",
      "container.pickup_lfd_line.changed",
      "container.pickup_appointment.changed",
      "container.pod_terminal_changed",
      "container.transport.vessel_discharged",
      "container.transport.full_out",
      "tracking_request.succeeded",
      "tracking_request.failed",
      "tracking_request.awaiting_manifest",
      "tracking_request.tracking_stopped",
      "container.created",
      "shipment.estimated.arrival",
    ]) {
      expect(delivered.has(e), `the world delivered no ${e}`).toBe(true);
    }
  }, 60_000);
});

/** Subscribes the receiver to every event and moves the world so that each kind of event is delivered. */
async function driveWorld(x: WalkContext): Promise<void> {
  const { w, sim } = x;
  const all = (await w.setup("get", "webhooks/events")).body.data.flatMap((cat: Json) =>
    cat.attributes.events.map((e: Json) => e.name),
  );
  await w.setup("post", "webhooks", {
    body: { data: { type: "webhook", attributes: { url: x.receiver.url, active: true, events: all } } },
  });
  for (const n of ["MAEU777888999", "HLCUMANIFEST77", "MAEUNOTFOUND55"]) {
    await w.setup("post", "tracking_requests", {
      body: {
        data: {
          type: "tracking_request",
          attributes: { request_type: "bill_of_lading", request_number: n, scac: n.slice(0, 4) },
        },
      },
    });
  }
  const now = sim.clock.now();
  const box = sim.world.containers.find(
    (c) => c.account === "demo" && sim.world.stateOf(c, now).status === "not_available",
  );
  const other = sim.world.containers.find(
    (c) => c.account === "demo" && c.podTerminalId !== box?.podTerminalId && c.railTerminalId === null,
  );
  if (!box || !other) throw new Error("the seeded world has no not_available container to change");
  await control(x, `/containers/${box.number}`, {
    pod_terminal_id: other.podTerminalId,
    pickup_appointment_at: "2026-03-07T15:00:00Z",
    lfd: { line: "2026-03-09T05:00:00Z", rail: null },
  });
  const stop = sim.world.shipments.find(
    (s) => s.account === "demo" && sim.world.tracking(s, now).stoppedAt === null && s.createdAt <= now,
  );
  if (stop) await w.setup("patch", `shipments/${stop.id}/stop_tracking`);
  await control(x, "/clock", { advance: "P3D" });
  await sim.flushWebhooks();
  const notes = await w.setup("get", "webhook_notifications?page[size]=1");
  x.ids.notification = notes.body.data[0]?.id ?? "";
}

async function control(x: WalkContext, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${x.base}/_sim${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`control ${path} answered ${res.status}: ${await res.text()}`);
}

/** Ids of seeded records the plans use, found through the API where it can tell and the world otherwise. */
async function findIds(x: WalkContext): Promise<void> {
  const { w, sim, ids } = x;
  const now = sim.clock.now();
  const shipments = (await w.setup("get", "shipments?page[size]=5")).body.data;
  const [shipment, stopShipment, cfShipment, cfShipment2] = shipments;
  Object.assign(ids, {
    shipment: shipment.id,
    stopShipment: stopShipment.id,
    customFieldShipment: cfShipment.id,
    customFieldShipment2: cfShipment2.id,
  });
  ids.container = shipment.relationships.containers.data[0].id;
  ids.terminal = shipment.relationships.pod_terminal.data.id;
  ids.searchBol = shipment.attributes.bill_of_lading_number;
  ids.searchContainer = (await w.setup("get", `containers/${ids.container}`)).body.data.attributes.number;
  ids.trackingRequest = (await w.setup("get", "tracking_requests?page[size]=1")).body.data[0].id;
  const demo = sim.world.containers.filter((c) => c.account === "demo" && c.createdAt <= now);
  const rail = demo.find((c) => c.railTerminalId !== null && sim.world.stateOf(c, now).milestones.railArrived !== null);
  // On the water, still tracked, with planned milestones ahead (raw_events shows them as estimates).
  const onShip = demo.find((c) => {
    const s = sim.world.shipment(c.shipmentIdx);
    const st = sim.world.stateOf(c, now);
    return (
      st.status === "on_ship" &&
      s.tsCode === null &&
      sim.world.tracking(s, now).stoppedAt === null &&
      c.milestones.vesselDischarged !== null &&
      st.milestones.vesselDischarged === null
    );
  });
  if (!rail?.railTerminalId || !onShip)
    throw new Error("the seeded world lacks a rail container or a container on the water");
  Object.assign(ids, { railContainer: rail.id, railTerminal: rail.railTerminalId, onShipContainer: onShip.id });
  const voyage = (await w.setup("get", `shipments/${sim.world.shipment(onShip.shipmentIdx).id}`)).body.data;
  ids.vessel = sim.world.shipment(onShip.shipmentIdx).vesselId;
  ids.vesselImo = (await w.setup("get", `vessels/${ids.vessel}`)).body.data.attributes.imo;
  ids.polPort = voyage.relationships.port_of_lading.data.id;
  ids.podPort = voyage.relationships.port_of_discharge.data.id;
  const docs = (await w.setup("get", "documents?page[size]=100")).body.data;
  ids.splitDocument = docs.find((doc: Json) => doc.attributes.source === "split_document")?.id ?? "";
  ids.limitedContainer = (await w.setup("get", "containers?page[size]=1", { limited: true })).body.data[0].id;
}
