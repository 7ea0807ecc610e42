import { describe, expect, it } from "vitest";

import { boardKeyAction, moveActive } from "./keyboard";

describe("board keyboard", () => {
  it("maps j/k, arrows, Enter, Esc and /", () => {
    expect(boardKeyAction({ key: "j", inField: false })).toEqual({ type: "move", delta: 1 });
    expect(boardKeyAction({ key: "ArrowUp", inField: false })).toEqual({ type: "move", delta: -1 });
    expect(boardKeyAction({ key: "Enter", inField: false })).toEqual({ type: "open" });
    expect(boardKeyAction({ key: "/", inField: false })).toEqual({ type: "focusSearch" });
    expect(boardKeyAction({ key: "Escape", inField: true })).toEqual({ type: "close" });
  });

  it("leaves typing in fields, modified keys and Enter on buttons alone", () => {
    expect(boardKeyAction({ key: "j", inField: true })).toBeNull();
    expect(boardKeyAction({ key: "/", inField: true })).toBeNull();
    expect(boardKeyAction({ key: "k", ctrlKey: true, inField: false })).toBeNull();
    expect(boardKeyAction({ key: "Enter", inField: false, onControl: true })).toBeNull();
  });

  it("inside the open drawer leaves arrows, Home/End and Enter to it but still moves with j/k and closes on Esc", () => {
    expect(boardKeyAction({ key: "ArrowDown", inField: false, inDialog: true })).toBeNull();
    expect(boardKeyAction({ key: "End", inField: false, inDialog: true })).toBeNull();
    expect(boardKeyAction({ key: "Enter", inField: false, inDialog: true })).toBeNull();
    expect(boardKeyAction({ key: "j", inField: false, inDialog: true })).toEqual({ type: "move", delta: 1 });
    expect(boardKeyAction({ key: "Escape", inField: false, inDialog: true })).toEqual({ type: "close" });
  });

  it("moves within the list and clamps at the ends", () => {
    expect(moveActive(-1, { type: "move", delta: 1 }, 5)).toBe(0);
    expect(moveActive(4, { type: "move", delta: 1 }, 5)).toBe(4);
    expect(moveActive(0, { type: "move", delta: -1 }, 5)).toBe(0);
    expect(moveActive(2, { type: "edge", to: "last" }, 5)).toBe(4);
    expect(moveActive(2, { type: "move", delta: 1 }, 0)).toBe(-1);
  });
});
