import { describe, expect, it } from "vitest";

import { parseSavedViews, savedViewsKey } from "./legacy-saved-views";

const view = (id: string, name: string, query = "bucket=ready") => ({
  id,
  name,
  query,
  createdAt: "2026-11-22T00:00:00Z",
});

describe("saved views kept in a browser by an earlier version", () => {
  it("are per user and survive broken storage", () => {
    expect(savedViewsKey("u1")).not.toBe(savedViewsKey("u2"));
    expect(parseSavedViews("nope")).toEqual([]);
    expect(parseSavedViews('[{"id":1}]')).toEqual([]);
    expect(parseSavedViews(JSON.stringify([view("a", "Hot")]))).toEqual([view("a", "Hot")]);
  });
});
