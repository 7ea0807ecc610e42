import { afterAll, describe, expect, it } from "vitest";

import { EMPTY_TARIFF_BOOK } from "@/lib/domain";
import { createSimulator } from "@/simulator/server";

import { documentSchema, type Resource } from "../upstream/json-api";

import { contextFrom, evaluate, normalizeContainer, normalizeShipment } from "./normalize";

// Payloads taken from the simulated service, which sends what the real one does: every attribute key present
// and null when unknown, empty relationships as {data: null}, terminals without codes, coordinates as strings,
// and the 2026 import_deadlines shape on part of the world.
const sim = createSimulator({ seed: 11, containers: 300, start: "2026-03-05T15:00:00Z", speed: 0 });
afterAll(() => sim.close());

async function get(path: string) {
  const response = await sim.app.request(`/v2/${path}`, { headers: { Authorization: "Token sim_paid_key" } });
  return documentSchema.parse(await response.json());
}

const asList = (data: Resource | Resource[] | null): Resource[] =>
  data === null ? [] : Array.isArray(data) ? data : [data];

describe("normalizing the service's payloads", () => {
  it("reads null keys as null and {data: null} relationships as none, never as the text 'null'", async () => {
    const page = await get("containers?page[size]=100&include=pod_terminal,shipment");
    const containers = asList(page.data);
    const shipments = new Map(
      page.included.filter((r) => r.type === "shipment").map((r) => [r.id, normalizeShipment(r)]),
    );
    const terminals = new Map(page.included.filter((r) => r.type === "terminal").map((r) => [r.id, r]));
    expect(containers.length).toBe(100);
    // The payload really is untidy: null keys and codeless terminals are there.
    expect(containers.some((c) => c.attributes["seal_number"] === null || c.attributes["pickup_lfd"] === null)).toBe(
      true,
    );
    expect([...terminals.values()].some((t) => t.attributes["firms_code"] === null)).toBe(true);

    for (const resource of containers) {
      const columns = normalizeContainer(resource);
      const shipment = shipments.get(columns.shipmentUpstreamId ?? "");
      const context = contextFrom(shipment, terminals.get(columns.podTerminalUpstreamId ?? ""));
      for (const [key, value] of Object.entries({ ...columns, ...context, ...shipment })) {
        if (key === "raw") continue;
        expect(value, key).not.toBe("null");
        expect(value, key).not.toBe("");
        expect(value, key).not.toBeUndefined();
      }
      expect(context.terminalName).not.toBeNull();
      expect(
        evaluate(columns.raw, context, {
          now: new Date("2026-03-05T15:00:00Z"),
          lfdRule: "service",
          tariffs: EMPTY_TARIFF_BOOK,
        }).evaluation,
      ).not.toBeNull();
    }
    // Shipments send destination_terminal and line_tracking_stopped_by_user as {data: null} when empty.
    const shipmentPage = await get("shipments?page[size]=50");
    for (const s of asList(shipmentPage.data)) {
      expect(s.relationships["line_tracking_stopped_by_user"]).toBeDefined();
      expect(normalizeShipment(s).customerPartyUpstreamId).toBeNull();
    }
  });

  it("reads the same LFD columns from a box in the 2026 deadline shape as from the flat keys it replaces", async () => {
    const containers = asList((await get("containers?page[size]=100")).data);
    const pod = containers.filter((c) => {
      const deadlines = c.attributes["import_deadlines"];
      return typeof deadlines === "object" && deadlines !== null && "pod" in deadlines;
    });
    expect(pod.length).toBeGreaterThan(0);
    for (const resource of pod) {
      const deadlines = resource.attributes["import_deadlines"] as Record<string, unknown>;
      // The same box with only the 2026 member (the flat port keys gone) reads the same dates.
      const podOnly = {
        ...resource,
        attributes: {
          ...resource.attributes,
          import_deadlines: { pickup_lfd_rail: deadlines["pickup_lfd_rail"], pod: deadlines["pod"] },
        },
      };
      const a = normalizeContainer(resource);
      const b = normalizeContainer(podOnly);
      expect({ line: b.lfdLine, terminal: b.lfdTerminal, rail: b.lfdRail }).toEqual({
        line: a.lfdLine,
        terminal: a.lfdTerminal,
        rail: a.lfdRail,
      });
    }
  });

  it("reads transport events whose vessel, terminal or previous version is {data: null}", async () => {
    const containers = asList((await get("containers?page[size]=100")).data);
    const discharged = containers.find((c) => typeof c.attributes["pod_discharged_at"] === "string");
    expect(discharged).toBeDefined();
    const events = asList((await get(`containers/${discharged?.id ?? ""}/transport_events`)).data);
    expect(events.length).toBeGreaterThan(0);
    expect(events.some((e) => e.relationships["previous_version"]?.data === null)).toBe(true);
  });
});
