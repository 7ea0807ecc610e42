import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { sharedAvailable } from "@/lib/testing/shared-contract";

import { containerFactsSchema, parseContainerFacts } from "./container-facts";
import { evaluateContainer } from "./evaluate-container";

describe("container facts schema", () => {
  it("defaults missing optional fields to null and keeps unknown fields", () => {
    const facts = containerFactsSchema.parse({ number: "MSKU9070323", ssl_lfd: "2026-06-20T00:00:00Z" });
    expect(facts).toMatchObject({
      number: "MSKU9070323",
      current_status: null,
      holds_at_pod_terminal: null,
      fees_at_pod_terminal: null,
      import_deadlines: null,
      pod_timezone: null,
      lineTrackingStoppedAt: null,
      ssl_lfd: "2026-06-20T00:00:00Z",
    });
  });

  it("reads empty or malformed values as unknown instead of failing", () => {
    const facts = containerFactsSchema.parse({
      number: "MSKU9070323",
      pickup_lfd: "",
      terminal_checked_at: "yesterday",
      available_for_pickup: "",
      holds_at_pod_terminal: [{ name: "customs" }], // no status
      import_deadlines: { pickup_lfd_line: "2026-06-20T07:00:00Z" },
    });
    expect(facts).toMatchObject({
      pickup_lfd: null,
      terminal_checked_at: null,
      available_for_pickup: null,
      holds_at_pod_terminal: null,
      import_deadlines: { pickup_lfd_line: "2026-06-20T07:00:00Z", pickup_lfd_terminal: null, pickup_lfd_rail: null },
    });
  });

  it("keeps 0 fees and numeric-string amounts", () => {
    const facts = containerFactsSchema.parse({
      number: "MSKU9070323",
      fees_at_pod_terminal: [
        { type: "demurrage", amount: 0, currency_code: "USD" },
        { type: "exam", amount: "125.50", currency_code: "USD" },
      ],
    });
    expect(facts.fees_at_pod_terminal?.map((fee) => fee.amount)).toEqual([0, 125.5]);
  });

  it("requires a container number", () => {
    expect(parseContainerFacts({ current_status: "available" }).success).toBe(false);
  });

  it("takes line tracking fields from the shipment", () => {
    const result = parseContainerFacts(
      { number: "MSKU9070323" },
      { line_tracking_stopped_at: "2026-06-01T00:00:00Z", line_tracking_stopped_reason: "past_arrival_window" },
    );
    expect(result.success && result.data).toMatchObject({
      lineTrackingStoppedAt: "2026-06-01T00:00:00Z",
      lineTrackingStoppedReason: "past_arrival_window",
    });
  });
});

// The real example payloads live beside the repo (../shared). They are read at test time, never copied.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const examples = path.resolve(repoRoot, "..", "shared", "upstream", "examples", "api_responses");
const haveExamples = sharedAvailable(examples, "container facts, the real example payloads");

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string; type: string } | null | unknown[] }>;
}

function readDocument(file: string): { data: Resource | Resource[]; included?: Resource[] } {
  return JSON.parse(readFileSync(path.join(examples, file), "utf8")) as {
    data: Resource | Resource[];
    included?: Resource[];
  };
}

function containersIn(file: string): { container: Resource; shipment: Resource | undefined }[] {
  const document = readDocument(file);
  const data = Array.isArray(document.data) ? document.data : [document.data];
  return data
    .filter((resource) => resource.type === "container")
    .map((container) => {
      const link = container.relationships?.["shipment"]?.data;
      const shipmentId = link && !Array.isArray(link) ? (link as { id: string }).id : undefined;
      const shipment = document.included?.find((r) => r.type === "shipment" && r.id === shipmentId);
      return { container, shipment };
    });
}

describe.skipIf(!haveExamples)("real example payloads (../shared/upstream/examples)", () => {
  const now = new Date("2026-02-04T12:00:00Z");

  it.each([
    "containers.get.base.json",
    "containers.get.include.json",
    "containers.get.pickup.json",
    "containers.list.json",
  ])("parses and evaluates every container in %s", (file) => {
    const found = containersIn(file);
    expect(found.length).toBeGreaterThan(0);
    for (const { container, shipment } of found) {
      const result = parseContainerFacts(container.attributes, shipment?.attributes);
      expect(result.success, JSON.stringify(!result.success && result.error.issues)).toBe(true);
      if (result.success) expect(() => evaluateContainer(result.data, { now, lfdRule: "service" })).not.toThrow();
    }
  });

  it("reads a picked-up box as needs_return", () => {
    const [first] = containersIn("containers.get.include.json");
    const result = parseContainerFacts(first?.container.attributes, first?.shipment?.attributes);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toMatchObject({
      current_status: "picked_up",
      lineTrackingStoppedAt: null,
      holds_at_pod_terminal: [],
    });
    expect(evaluateContainer(result.data, { now, lfdRule: "service" }).bucket).toBe("needs_return");
  });

  it("reads the rail LFD of a box at an inland ramp, with its terminal holds", () => {
    const railBox = containersIn("containers.list.json").find(
      ({ container }) =>
        (container.attributes["import_deadlines"] as { pickup_lfd_rail?: unknown } | null)?.pickup_lfd_rail,
    );
    expect(railBox).toBeDefined();
    const result = parseContainerFacts(railBox?.container.attributes);
    expect(result.success).toBe(true);
    if (!result.success) return;
    const evaluation = evaluateContainer(result.data, { now, lfdRule: "service" });
    expect(evaluation.lfd.source).toBe("rail");
    expect(evaluation.lfd.rail?.timezone).toBe(result.data.final_destination_timezone);
    expect(evaluation.holds.blocking.map((hold) => hold.name)).toEqual(
      result.data.holds_at_pod_terminal?.filter((h) => h.status === "hold").map((h) => h.name),
    );
  });
});
