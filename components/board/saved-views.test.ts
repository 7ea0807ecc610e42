import { describe, expect, it } from "vitest";

import { addSavedView, parseSavedViews, removeSavedView, savedViewsKey } from "./saved-views";

const view = (id: string, name: string, query = "bucket=ready") => ({ id, name, query, createdAt: "2026-11-22T00:00:00Z" });

describe("saved views", () => {
  it("are per user and survive broken storage", () => {
    expect(savedViewsKey("u1")).not.toBe(savedViewsKey("u2"));
    expect(parseSavedViews("nope")).toEqual([]);
    expect(parseSavedViews('[{"id":1}]')).toEqual([]);
    expect(parseSavedViews(JSON.stringify([view("a", "Hot")]))).toEqual([view("a", "Hot")]);
  });

  it("replace a view of the same name and keep names sorted", () => {
    const views = addSavedView(addSavedView([view("a", "Today")], view("b", "Blocked")), view("c", "today", "bucket=lfd_today"));
    expect(views.map((v) => [v.id, v.name])).toEqual([["b", "Blocked"], ["c", "today"]]);
    expect(removeSavedView(views, "b").map((v) => v.id)).toEqual(["c"]);
  });
});
