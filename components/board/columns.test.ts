import { describe, expect, it } from "vitest";

import { DEFAULT_COLUMNS, parseColumnPrefs, serializeColumnPrefs, toggleColumn } from "./columns";

describe("column preferences", () => {
  it("falls back to defaults on missing or broken storage", () => {
    expect(parseColumnPrefs(null)).toEqual(DEFAULT_COLUMNS);
    expect(parseColumnPrefs("{not json")).toEqual(DEFAULT_COLUMNS);
    expect(parseColumnPrefs('{"a":1}')).toEqual(DEFAULT_COLUMNS);
  });

  it("keeps known ids in canonical order and always the container number", () => {
    expect(parseColumnPrefs(serializeColumnPrefs(["fees", "lfd"]))).toEqual(["number", "lfd", "fees"]);
    expect(parseColumnPrefs('{"version":3,"columns":["fees","bogus","lfd"]}')).toEqual(["number", "lfd", "fees"]);
  });

  it("shows the Pull? column to whoever saved choices before it existed, and keeps it hidden once hidden", () => {
    expect(parseColumnPrefs('["fees","bogus","lfd"]')).toEqual(["number", "pull", "lfd", "fees", "eta"]);
    const hidden = serializeColumnPrefs(toggleColumn(toggleColumn(parseColumnPrefs('["lfd"]'), "pull"), "eta"));
    expect(parseColumnPrefs(hidden)).toEqual(["number", "lfd"]);
  });

  it("shows the ETA column to whoever saved choices in version 2, once, and the other arrival columns only on demand", () => {
    const v2 = '{"version":2,"columns":["pull","lfd","fees"]}';
    expect(parseColumnPrefs(v2)).toEqual(["number", "pull", "lfd", "fees", "eta"]);
    const hidden = serializeColumnPrefs(toggleColumn(parseColumnPrefs(v2), "eta"));
    expect(parseColumnPrefs(hidden)).toEqual(["number", "pull", "lfd", "fees"]);
    expect(DEFAULT_COLUMNS).toContain("eta");
    for (const id of ["vessel", "sizeType", "weight", "hazmat"] as const) expect(DEFAULT_COLUMNS).not.toContain(id);
    expect(parseColumnPrefs(serializeColumnPrefs(toggleColumn(DEFAULT_COLUMNS, "hazmat")))).toContain("hazmat");
  });

  it("toggles columns but never hides the container number", () => {
    expect(toggleColumn(["number", "lfd"], "fees")).toEqual(["number", "lfd", "fees"]);
    expect(toggleColumn(["number", "lfd"], "lfd")).toEqual(["number"]);
    expect(toggleColumn(["number"], "number")).toEqual(["number"]);
  });
});
