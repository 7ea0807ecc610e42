import { describe, expect, it } from "vitest";

import { chooseLens, lensUnionText } from "./lens-selection";

describe("choosing cards", () => {
  it("a click chooses that card alone, replacing the others", () => {
    expect(chooseLens([], "pull_now", false)).toEqual(["pull_now"]);
    expect(chooseLens(["pull_now"], "blocked", false)).toEqual(["blocked"]);
    expect(chooseLens(["pull_now", "blocked"], "past_lfd", false)).toEqual(["past_lfd"]);
  });

  it("a click on the only chosen card shows the whole board again; on one of several, that one alone", () => {
    expect(chooseLens(["blocked"], "blocked", false)).toEqual([]);
    expect(chooseLens(["pull_now", "blocked"], "blocked", false)).toEqual(["blocked"]);
  });

  it("an adding click (Ctrl/⌘ or +) adds a card, or takes a chosen one out", () => {
    expect(chooseLens(["pull_now"], "blocked", true)).toEqual(["pull_now", "blocked"]);
    expect(chooseLens(["pull_now", "blocked"], "pull_now", true)).toEqual(["blocked"]);
    expect(chooseLens([], "due_today", true)).toEqual(["due_today"]);
  });

  it("names several cards as one union, in the cards' order", () => {
    expect(lensUnionText(["blocked", "pull_now"])).toBe("Pull now or Blocked");
    expect(lensUnionText(["return_soon", "due_today", "pull_now"])).toBe("Pull now, Due today or Return soon");
    expect(lensUnionText(["unknown"])).toBe("Urgency unknown");
    expect(lensUnionText([])).toBe("");
  });
});
