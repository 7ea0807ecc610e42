import { describe, expect, it } from "vitest";

import { arrivalEtaOf, etaWindowEnd } from "./arrival-eta";
import { evaluateContainer } from "./evaluate-container";
import { makeFacts, TEST_NOW } from "./test-facts";

const ETA = "2026-06-22T15:00:00.000Z";
const lensesOf = (overrides: Parameters<typeof makeFacts>[0]) =>
  evaluateContainer(makeFacts({ ...overrides, podEtaAt: ETA }), { now: TEST_NOW, lfdRule: "earliest" }).lenses;

describe("the ETA the Arriving card sorts by", () => {
  it("is the shipment's ETA while the box is still to arrive, and none once it is discharged", () => {
    const atSea = lensesOf({ current_status: "on_ship", pod_arrived_at: null, pod_discharged_at: null });
    expect(atSea).toContain("arriving");
    expect(arrivalEtaOf(atSea, ETA)).toBe(ETA);
    const landed = lensesOf({
      current_status: "available",
      available_for_pickup: true,
      pod_discharged_at: "2026-06-18T10:00:00Z",
    });
    expect(landed).not.toContain("arriving");
    expect(arrivalEtaOf(landed, ETA)).toBeNull();
    expect(arrivalEtaOf(atSea, null)).toBeNull();
    // In port, waiting for discharge: when the vessel arrived.
    expect(arrivalEtaOf(atSea, ETA, "2026-06-19T03:00:00.000Z")).toBe("2026-06-19T03:00:00.000Z");
  });

  it("ends an ETA window N days from now", () => {
    expect(etaWindowEnd(new Date("2026-06-19T18:00:00Z"), 3).toISOString()).toBe("2026-06-22T18:00:00.000Z");
  });
});
