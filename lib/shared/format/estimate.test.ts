import { describe, expect, it } from "vitest";

import { estimateText, versionPeriodText } from "./estimate";

const tariff = { tariffId: "t", versionId: "v2", version: 2, name: "MSCU demurrage" };

describe("estimate text", () => {
  it("names the amount in its own currency, the tariff version and the day number", () => {
    expect(estimateText({ amount: 150, currency: "USD", day: 6, tariff })).toBe("$150.00 · MSCU demurrage v2 · day 6");
    expect(estimateText({ amount: 10_000, currency: "JPY", day: 1, tariff }, { trimZeroCents: true })).toBe(
      "¥10,000 · MSCU demurrage v2 · day 1",
    );
  });

  it("says the days a version is in force, the first one kept before versions as the start", () => {
    expect(versionPeriodText({ effectiveFrom: "2000-01-01", effectiveTo: null })).toBe("from the start");
    expect(versionPeriodText({ effectiveFrom: "2000-01-01", effectiveTo: "2026-11-27" })).toMatch(/^until Nov 27/);
    expect(versionPeriodText({ effectiveFrom: "2026-11-28", effectiveTo: null })).toMatch(/^from Nov 28/);
    expect(versionPeriodText({ effectiveFrom: "2026-11-28", effectiveTo: "2026-12-03" })).toMatch(
      /^Nov 28(, 2026)? – Dec 3/,
    );
    expect(versionPeriodText({ effectiveFrom: "2026-11-28", effectiveTo: "2026-11-27" })).toBe(
      "replaced before it began",
    );
  });
});
