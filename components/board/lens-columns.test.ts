import { describe, expect, it } from "vitest";

import { columnsForLenses } from "./lens-columns";

describe("columns a card needs", () => {
  it("keeps the chosen columns as they are for cards that need nothing more", () => {
    expect(columnsForLenses(["number", "pull", "lfd"], ["blocked"])).toEqual(["number", "pull", "lfd"]);
  });

  it("shows days left and money at risk with Pull now", () => {
    expect(columnsForLenses(["number", "pull", "customer"], ["pull_now"])).toEqual([
      "number",
      "pull",
      "daysLeft",
      "money",
      "customer",
    ]);
  });

  it("puts the ETA and the vessel next to the urgency with Arriving, even when hidden", () => {
    expect(columnsForLenses(["number", "pull", "bucket", "lfd", "customer"], ["arriving"])).toEqual([
      "number",
      "pull",
      "bucket",
      "eta",
      "vessel",
      "lfd",
      "customer",
    ]);
    expect(columnsForLenses(["number"], ["arriving"])).toEqual(["number", "eta", "vessel"]);
  });
});
