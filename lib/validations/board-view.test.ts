import { describe, expect, it } from "vitest";

import { activeFilterCount, boardSearch, containersUrl, EMPTY_FILTERS, toggleValue } from "@/lib/shared/board-query";
import { BUILT_IN_VIEWS, setWorkParams, workFilterCount } from "@/lib/shared/work-filters";

import { parseBoardView, parseWorkFilters } from "./board-view";

describe("board view in the URL", () => {
  it("reads every filter and round-trips to the same URL", () => {
    const search =
      "?bucket=lfd_today,blocked&terminal=t1&line=MAEU,MSCU&status=available&hold=customs&customer=Acme&tag=hot&lfdFrom=2026-11-20&lfdTo=2026-11-25&q=MSCU12&sort=lfd&dir=desc&open=abc-1";
    const view = parseBoardView(new URLSearchParams(search));
    expect(view.bucket).toEqual(["lfd_today", "blocked"]);
    expect(view.line).toEqual(["MAEU", "MSCU"]);
    expect(view.lfdFrom).toBe("2026-11-20");
    expect(view.sort).toBe("lfd");
    expect(view.open).toBe("abc-1");
    expect(boardSearch(view)).toBe(search.replace(/,/g, "%2C"));
  });

  it("reads lenses (cards) and the any-hold filter and puts them in the API URL", () => {
    const view = parseBoardView(new URLSearchParams("lens=pull_now,nope&hold=any&sort=money&dir=desc"));
    expect(view.lens).toEqual([]);
    const good = parseBoardView(new URLSearchParams("lens=pull_now,blocked&hold=any&sort=money&dir=desc"));
    expect(good.lens).toEqual(["pull_now", "blocked"]);
    expect(good.hold).toEqual(["any"]);
    expect(containersUrl(good, { limit: 10 })).toBe(
      "/api/containers?lens=pull_now%2Cblocked&hold=any&sort=money&dir=desc&limit=10",
    );
  });

  it("drops invalid parameters instead of the whole view", () => {
    const view = parseBoardView(
      new URLSearchParams("bucket=nope&sort=weird&lfdFrom=yesterday&terminal=t1&open=<script>"),
    );
    expect(view.bucket).toEqual([]);
    expect(view.sort).toBe("urgency");
    expect(view.lfdFrom).toBeNull();
    expect(view.terminal).toEqual(["t1"]);
    expect(view.open).toBeNull();
  });

  it("omits defaults so the plain board has a plain URL", () => {
    expect(boardSearch({ ...EMPTY_FILTERS, open: null })).toBe("");
  });

  it("builds the API URL with limit and cursor, without the drawer", () => {
    const url = containersUrl({ ...EMPTY_FILTERS, bucket: ["ready"], q: " abc " }, { limit: 500, cursor: "c1" });
    expect(url).toBe("/api/containers?bucket=ready&q=abc&limit=500&cursor=c1");
  });

  it("toggles values and counts active filters", () => {
    expect(toggleValue(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleValue(["a", "b"], "a")).toEqual(["b"]);
    expect(activeFilterCount({ ...EMPTY_FILTERS, tag: ["x"], lfdTo: "2026-01-01", q: "z" })).toBe(3);
  });
});

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
