import { describe, expect, it } from "vitest";

import {
  activeFilterCount,
  boardSearch,
  containersUrl,
  defaultSortOf,
  EMPTY_FILTERS,
  withLenses,
} from "@/lib/shared/board-query";

import { parseBoardView } from "./board-view";
import { containersQuerySchema } from "./containers-query";

describe("arrival filters and the ETA order in the board's URL", () => {
  it("reads the ETA window, vessels, sizes and hazmat, and writes them back the same", () => {
    const search = "?lens=arriving&vessel=MSC+ANNA%2CEVER+GIVEN&size=40HC&etaWithin=7&hazmat=1";
    const view = parseBoardView(new URLSearchParams(search));
    expect(view).toMatchObject({
      vessel: ["MSC ANNA", "EVER GIVEN"],
      size: ["40HC"],
      etaWithin: 7,
      hazmat: true,
      sort: "eta",
    });
    expect(boardSearch(view)).toBe(search);
    expect(activeFilterCount(view)).toBe(5);
    expect(containersUrl(view, { limit: 5 })).toBe(
      "/api/containers?lens=arriving&vessel=MSC+ANNA%2CEVER+GIVEN&size=40HC&etaWithin=7&hazmat=1&limit=5",
    );
  });

  it("drops a window out of range and a hazmat value other than 1", () => {
    const view = parseBoardView(new URLSearchParams("etaWithin=400&hazmat=yes"));
    expect([view.etaWithin, view.hazmat]).toEqual([null, false]);
  });

  it("orders the Arriving card alone by ETA unless another sort is named, in the URL and in the API", () => {
    expect(defaultSortOf(["arriving"])).toBe("eta");
    expect(defaultSortOf(["arriving", "on_rail"])).toBe("urgency");
    expect(defaultSortOf([])).toBe("urgency");
    expect(parseBoardView(new URLSearchParams("lens=arriving&sort=urgency")).sort).toBe("urgency");
    expect(boardSearch({ ...EMPTY_FILTERS, lens: ["arriving"], sort: "urgency", open: null })).toBe(
      "?lens=arriving&sort=urgency",
    );
    // The API leaves the choice to the same rule when no sort is named.
    expect(containersQuerySchema.parse({ lens: "arriving" }).sort).toBeUndefined();
  });

  it("moves a sort left at its default with the cards, and keeps one the dispatcher chose", () => {
    const arriving = withLenses(EMPTY_FILTERS, ["arriving"]);
    expect([arriving.sort, arriving.dir]).toEqual(["eta", "asc"]);
    expect(withLenses(arriving, ["blocked"]).sort).toBe("urgency");
    const chosen = withLenses({ ...EMPTY_FILTERS, sort: "money", dir: "desc" }, ["arriving"]);
    expect([chosen.sort, chosen.dir]).toEqual(["money", "desc"]);
  });
});
