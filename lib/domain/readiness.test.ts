import { describe, expect, it } from "vitest";

import { assessReadiness } from "./readiness";

const base = { available_for_pickup: true, availability_known: true, holds_at_pod_terminal: [] };

describe("ready to pull", () => {
  it("is ready when available and no hold has status hold", () => {
    expect(assessReadiness(base).ready).toBe(true);
  });

  it("is not ready when not available (false or null)", () => {
    expect(assessReadiness({ ...base, available_for_pickup: false })).toEqual({
      ready: false,
      reasons: ["not_available"],
    });
    expect(assessReadiness({ ...base, available_for_pickup: null }).ready).toBe(false);
  });

  it("a pending hold does not block", () => {
    expect(
      assessReadiness({ ...base, holds_at_pod_terminal: [{ name: "customs", status: "pending", description: null }] })
        .ready,
    ).toBe(true);
  });

  it("a hold with status hold blocks, even when the terminal says available", () => {
    expect(
      assessReadiness({ ...base, holds_at_pod_terminal: [{ name: "TMF", status: "hold", description: null }] }),
    ).toEqual({ ready: false, reasons: ["blocking_hold"] });
  });

  it("does not claim ready when holds or availability are unknown", () => {
    expect(assessReadiness({ ...base, holds_at_pod_terminal: null })).toEqual({
      ready: false,
      reasons: ["holds_unknown"],
    });
    expect(assessReadiness({ ...base, availability_known: false })).toEqual({
      ready: false,
      reasons: ["availability_unknown"],
    });
    // availability_known not sent at all: the product rule applies as written.
    expect(assessReadiness({ ...base, availability_known: null }).ready).toBe(true);
  });
});
