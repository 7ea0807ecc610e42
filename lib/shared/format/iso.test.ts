import { describe, expect, it } from "vitest";

import { isoInstant } from "./iso";

describe("machine-readable instants", () => {
  it("writes ISO 8601 in UTC whatever offset the value had", () => {
    expect(isoInstant("2026-11-23T08:30:00-08:00")).toBe("2026-11-23T16:30:00Z");
    expect(isoInstant(new Date(Date.UTC(2026, 10, 23, 16, 30, 0, 250)))).toBe("2026-11-23T16:30:00.250Z");
  });

  it("leaves a missing or unreadable value empty", () => {
    expect(isoInstant(null)).toBe("");
    expect(isoInstant("")).toBe("");
    expect(isoInstant("yesterday")).toBe("");
  });
});
