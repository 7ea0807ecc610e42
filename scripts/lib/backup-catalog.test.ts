import { describe, expect, it } from "vitest";

import { parentsFirst } from "./backup-catalog";

describe("parentsFirst", () => {
  it("puts every table after the tables it references", () => {
    const order = parentsFirst(
      ["container_days", "containers", "users", "workspaces"],
      [
        { child: "containers", parent: "workspaces" },
        { child: "container_days", parent: "containers" },
        { child: "container_days", parent: "container_days" },
        { child: "users", parent: "workspaces" },
      ],
    );
    expect(order).toEqual(["workspaces", "containers", "users", "container_days"]);
  });

  it("still lists every table when references go round in a circle", () => {
    const order = parentsFirst(
      ["a", "b", "c"],
      [
        { child: "a", parent: "b" },
        { child: "b", parent: "a" },
        { child: "c", parent: "a" },
      ],
    );
    expect(order).toEqual(["a", "b", "c"]);
  });
});
