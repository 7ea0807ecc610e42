import { describe, expect, it } from "vitest";

import { parseReportsParams, resolveFilters, toReportsSearch } from "./reports";

describe("reports URL params", () => {
  it("round-trips filters through the URL in a stable order", () => {
    const query = parseReportsParams({ customer: "Acme", from: "2026-01-01", terminal: "W185,Y309", to: "2026-02-01" });
    expect(query).toEqual({ from: "2026-01-01", to: "2026-02-01", terminal: ["W185", "Y309"], customer: ["Acme"] });
    expect(toReportsSearch(query)).toBe("?from=2026-01-01&to=2026-02-01&terminal=W185%2CY309&customer=Acme");
    expect(toReportsSearch({})).toBe("");
  });

  it("drops invalid parts but keeps the rest", () => {
    expect(parseReportsParams({ from: "yesterday", line: "MAEU", to: ["2026-02-01", "2026-03-01"] })).toEqual({
      line: ["MAEU"],
      to: "2026-02-01",
    });
    expect(parseReportsParams({ from: "2026-03-01", to: "2026-02-01" })).toEqual({ from: "2026-03-01" });
  });

  it("defaults to the 90 days up to today", () => {
    expect(resolveFilters({}, "2026-03-31")).toEqual({
      from: "2026-01-01",
      to: "2026-03-31",
      terminal: [],
      line: [],
      customer: [],
    });
    expect(resolveFilters({ from: "2026-03-10" }, "2026-03-31")).toMatchObject({
      from: "2026-03-10",
      to: "2026-03-31",
    });
  });
});
