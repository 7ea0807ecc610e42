import { afterAll, describe, expect, it } from "vitest";

import { EMPTY_TARIFF_BOOK } from "@/lib/domain";
import { parseContainerFacts } from "@/lib/domain/container-facts";
import { containerPhase } from "@/lib/domain/container-phase";
import { startSimulator } from "@/simulator/testing";

import { documentSchema, type Resource } from "../upstream/json-api";

import { EMPTY_FREE_TIME_BOOK } from "@/lib/domain/free-time/box-free-time";

import { contextFrom, evaluate, freeTimeColumnsOf, normalizeContainer, normalizeShipment } from "./normalize";

// Payloads taken from the simulated service, which sends what the real one does: every attribute key present
// and null when unknown, empty relationships as {data: null}, terminals without codes, coordinates as strings,
// and the 2026 import_deadlines shape on part of the world.
const sim = startSimulator({ seed: 11, containers: 300, start: "2026-03-05T15:00:00Z", speed: 0 });
afterAll(() => sim.stop());

async function get(path: string) {
  const response = await sim.request(`/v2/${path}`, { headers: { Authorization: "Token sim_paid_key" } });
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
        evaluate(
          columns.raw,
          { ...context, ...freeTimeColumnsOf(undefined, columns.availableForPickup, new Date("2026-03-05T15:00:00Z")) },
          {
            now: new Date("2026-03-05T15:00:00Z"),
            lfdRule: "service",
            tariffs: EMPTY_TARIFF_BOOK,
            freeTime: EMPTY_FREE_TIME_BOOK,
          },
        ).evaluation,
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

describe("a rail move's pod_full_out_at", () => {
  // The service reports the rail departure as the terminal's gate-out on most rail moves, also while the box
  // is on the train or waiting at the inland ramp: the dashboard must not read that as picked up.
  const rail = startSimulator({ containers: 60, start: "2026-03-05T15:00:00Z", speed: 0 });
  afterAll(() => rail.stop());

  it("keeps a box on rail while on the train, and at a facility once at the ramp", async () => {
    const list = await rail.request("/v2/containers?page[size]=100", {
      headers: { Authorization: "Token sim_paid_key" },
    });
    const moves = asList(documentSchema.parse(await list.json()).data).filter(
      (c) => c.attributes["pod_rail_carrier_scac"] !== null,
    );
    const [onTrain, atRamp] = moves.map((c) => String(c.attributes["number"]));
    if (!onTrain || !atRamp) throw new Error("the world has fewer than two rail moves");
    const cases = [
      { number: onTrain, status: "on_rail", phase: "on_rail" },
      { number: atRamp, status: "available", phase: "at_terminal" },
    ] as const;
    for (const { number, status, phase } of cases) {
      const { data } = await rail.control.setContainer(number, { current_status: status, pod_full_out_on_rail: true });
      expect(data.attributes["pod_full_out_at"], number).toBe(data.attributes["pod_rail_departed_at"]);
      expect(data.attributes["pod_full_out_at"], number).not.toBeNull();
      const facts = parseContainerFacts(data.attributes);
      if (!facts.success) throw new Error(`${number}: ${facts.error.message}`);
      expect(containerPhase(facts.data), `${number} ${status}`).toBe(phase);
    }
  });
});
