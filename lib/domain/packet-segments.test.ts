import { describe, expect, it } from "vitest";

import { describePages, layoutPacket } from "./packet-segments";

const child = (id: string, startPage: number | null, endPage: number | null) => ({
  id,
  name: `${id}.pdf`,
  startPage,
  endPage,
});

describe("packet layout", () => {
  it("maps each page to the child that took it, in page order", () => {
    const layout = layoutPacket([child("invoice", 3, 4), child("notice", 1, 1), child("order", 2, 2)]);
    expect(layout.pageCount).toBe(4);
    expect(layout.children.map((c) => c.id)).toEqual(["notice", "order", "invoice"]);
    expect(layout.owners).toEqual([["notice"], ["order"], ["invoice"], ["invoice"]]);
    expect(layout.gaps).toEqual([]);
    expect(layout.overlaps).toEqual([]);
  });

  it("flags gaps, including trailing pages of a known page count", () => {
    const layout = layoutPacket([child("a", 1, 2), child("b", 5, 5)], 7);
    expect(layout.gaps).toEqual([
      { start: 3, end: 4 },
      { start: 6, end: 7 },
    ]);
  });

  it("flags overlaps where two children claim the same pages", () => {
    const layout = layoutPacket([child("a", 1, 3), child("b", 3, 4), child("c", 4, 6)]);
    expect(layout.overlaps).toEqual([{ start: 3, end: 4 }]);
    expect(layout.owners[2]).toEqual(["a", "b"]);
  });

  it("sets aside impossible ranges instead of drawing them", () => {
    const layout = layoutPacket([child("ok", 1, 2), child("backwards", 5, 3), child("zero", 0, 1)]);
    expect(layout.children.map((c) => c.id)).toEqual(["ok"]);
    expect(layout.invalid.map((c) => c.id)).toEqual(["backwards", "zero"]);
  });

  it("keeps children whose segment is not reported apart from impossible ones", () => {
    const layout = layoutPacket([child("ok", 1, 2), child("pending", null, null), child("zero", 0, 1)]);
    expect(layout.unplaced.map((c) => c.id)).toEqual(["pending"]);
    expect(layout.invalid.map((c) => c.id)).toEqual(["zero"]);
    expect(layout.pageCount).toBe(2);
  });

  it("describes ranges for people", () => {
    expect(describePages({ start: 3, end: 5 })).toBe("pages 3–5");
    expect(describePages({ start: 4, end: 4 })).toBe("page 4");
  });
});
