import { describe, expect, it } from "vitest";

import { activeFilterCount, boardSearch, containersUrl, parseBoardView } from "@/lib/shared/board-query";

import { BUILT_IN_VIEWS, parseWorkFilters, setWorkParams, workFilterCount } from "@/lib/shared/work-filters";

describe("work filters in the board URL", () => {
  it("reads and writes assignee, watching, planned pickup and notes", () => {
    const filters = parseWorkFilters(new URLSearchParams("hasNotes=1&assignee=me&watching=1&plannedPickup=2026-11-24"));
    expect(filters).toEqual({ assignee: "me", watching: true, plannedPickup: "2026-11-24", hasNotes: true });
    const params = new URLSearchParams();
    setWorkParams(params, filters);
    expect(params.toString()).toBe("assignee=me&watching=1&plannedPickup=2026-11-24&hasNotes=1");
    expect(workFilterCount(filters)).toBe(4);
  });

  it("drops a bad value and keeps the rest", () => {
    expect(
      parseWorkFilters(new URLSearchParams("assignee=bob&watching=maybe&plannedPickup=today&hasNotes=some")),
    ).toEqual({
      assignee: null,
      watching: false,
      plannedPickup: "today",
      hasNotes: false,
    });
    const user = "0b6f3c1e-8f0a-4b5e-9d7a-2c1f0e9a8b7c";
    expect(parseWorkFilters(new URLSearchParams(`assignee=${user}`)).assignee).toBe(user);
  });
});

describe("work filters in the board's view", () => {
  it("round-trip through the board URL and reach the API URL", () => {
    const view = parseBoardView(new URLSearchParams("lens=past_lfd&assignee=unassigned&watching=1&open=abc"));
    expect(boardSearch(view)).toBe("?lens=past_lfd&assignee=unassigned&watching=1&open=abc");
    expect(containersUrl(view, { limit: 5 })).toBe(
      "/api/containers?lens=past_lfd&assignee=unassigned&watching=1&limit=5",
    );
    expect(activeFilterCount(view)).toBe(3);
  });

  it("gives every built-in view a query the board reads back whole", () => {
    for (const builtIn of BUILT_IN_VIEWS) {
      const view = parseBoardView(new URLSearchParams(builtIn.query));
      expect(boardSearch({ ...view, open: null })).toBe(`?${new URLSearchParams(builtIn.query).toString()}`);
    }
  });
});
