import { describe, expect, it } from "vitest";

import { homePathFor, navItemsFor } from "./nav-items";

describe("navigation by role", () => {
  it("shows Settings to admins only", () => {
    expect(navItemsFor("admin").map((item) => item.label)).toEqual([
      "Board",
      "Calendar",
      "Tracking",
      "Documents",
      "Emails",
      "Reports",
      "Invoices",
      "Activity",
      "Settings",
    ]);
    expect(navItemsFor("dispatcher").map((item) => item.label)).not.toContain("Settings");
    expect(navItemsFor("manager").map((item) => item.label)).not.toContain("Settings");
  });

  it("lands managers on reports and everyone else on the board", () => {
    expect(homePathFor("manager")).toBe("/reports");
    expect(homePathFor("dispatcher")).toBe("/board");
    expect(homePathFor("admin")).toBe("/board");
  });
});
