import { describe, expect, it } from "vitest";

import { parseBoardView } from "@/lib/validations/board-view";

import { boardHref, disagreementHref } from "./board-links";

describe("a report's link to the board", () => {
  it("a chart's link reads back as the board's view: the report's filters, the series' terminals, the card", () => {
    const href = boardHref(
      { terminal: ["term-9"], line: ["MSCU"], customer: [] },
      { cell: { chart: "past-lfd", band: "4–7 days" }, terminals: ["Pier 400", "TTI"], lens: ["past_lfd"] },
    );
    const url = new URL(href, "http://quayside.test");
    expect(url.pathname).toBe("/board");
    const view = parseBoardView(url.searchParams);
    expect(view).toMatchObject({
      terminal: ["Pier 400", "TTI"],
      line: ["MSCU"],
      lens: ["past_lfd"],
      report: { chart: "past-lfd", band: "4–7 days" },
    });
  });

  it("a series without a terminal keeps the report's own terminal filter, never a name no box has", () => {
    const href = boardHref(
      { terminal: [], line: [], customer: [] },
      { cell: { chart: "freshness", flag: "stale" }, terminals: ["Unknown terminal"] },
    );
    expect(parseBoardView(new URL(href, "http://quayside.test").searchParams).terminal).toEqual([]);
  });

  it("a disagreement's link opens its box on the board's disagreement filter, in the report's scope", () => {
    const url = new URL(disagreementHref({ terminal: [], line: ["MAEU"], customer: [] }, "box-1"), "http://q.test");
    expect(url.searchParams.get("open")).toBe("box-1");
    expect(parseBoardView(url.searchParams)).toMatchObject({
      line: ["MAEU"],
      disagreement: "any",
      sort: "disagreement",
    });
  });
});
