import { describe, expect, it } from "vitest";

import {
  bulkIds,
  EMPTY_SELECTION,
  extendTo,
  isSelected,
  selectedCount,
  selectLoaded,
  selectRange,
  selectView,
  toggleRow,
  type Selection,
} from "./selection";

const rows = ["a", "b", "c", "d", "e", "f"].map((id) => ({ id }));
const ids = (selection: Selection) => (selection.mode === "ids" ? [...selection.ids].sort() : selection.view);

describe("row selection", () => {
  it("toggles one row and ranges from it with Shift+click", () => {
    let selection = toggleRow(EMPTY_SELECTION, rows, 1);
    expect(ids(selection)).toEqual(["b"]);
    selection = selectRange(selection, rows, 4);
    expect(ids(selection)).toEqual(["b", "c", "d", "e"]);
    selection = toggleRow(selection, rows, 2);
    expect(ids(selection)).toEqual(["b", "d", "e"]);
  });

  it("ranges backwards too, and from the clicked row when there is no anchor yet", () => {
    expect(ids(selectRange(EMPTY_SELECTION, rows, 3))).toEqual(["d"]);
    expect(ids(selectRange(toggleRow(EMPTY_SELECTION, rows, 4), rows, 1))).toEqual(["b", "c", "d", "e"]);
  });

  it("grows and shrinks a Shift+arrow range without dropping rows chosen before it", () => {
    let selection = toggleRow(EMPTY_SELECTION, rows, 0);
    selection = toggleRow(selection, rows, 3);
    selection = extendTo(selection, rows, 3, 4);
    selection = extendTo(selection, rows, 4, 5);
    expect(ids(selection)).toEqual(["a", "d", "e", "f"]);
    selection = extendTo(selection, rows, 5, 4);
    expect(ids(selection)).toEqual(["a", "d", "e"]);
    // Past the anchor the other way: the range flips to above it.
    selection = extendTo(selection, rows, 4, 3);
    selection = extendTo(selection, rows, 3, 2);
    expect(ids(selection)).toEqual(["a", "c", "d"]);
  });

  it("starts a Shift+arrow range on the row the cursor leaves", () => {
    expect(ids(extendTo(EMPTY_SELECTION, rows, 2, 3))).toEqual(["c", "d"]);
  });

  it("selects the whole view, loaded or not, and sends it as {view}", () => {
    const selection = selectView("lens=past_lfd&assignee=me", 1234);
    expect(selectedCount(selection)).toBe(1234);
    expect(isSelected(selection, "zzz")).toBe(true);
    expect(bulkIds(selection)).toEqual({ view: "lens=past_lfd&assignee=me" });
  });

  it("turns a whole-view selection into the loaded rows when one row is unticked", () => {
    const selection = toggleRow(selectView("", 1234), rows, 0);
    expect(ids(selection)).toEqual(["b", "c", "d", "e", "f"]);
    expect(bulkIds(selectLoaded(rows))).toEqual(["a", "b", "c", "d", "e", "f"]);
  });
});
