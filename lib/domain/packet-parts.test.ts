import { describe, expect, it } from "vitest";

import {
  checkParts,
  describeParts,
  mergeWithNext,
  moveBoundary,
  partsSignature,
  splitPart,
  type Part,
} from "./packet-parts";

// A 6-page packet the service split in two: an arrival notice on pages 1–2 and a delivery order on 3–6.
const NOTICE: Part = { id: "notice", start: 1, end: 2 };
const ORDER: Part = { id: "order", start: 3, end: 6 };
const SPLIT = [NOTICE, ORDER];

const parts = (edit: ReturnType<typeof splitPart>): Part[] => {
  if (!edit.ok) throw new Error(edit.problem.message);
  return edit.parts;
};

describe("checkParts", () => {
  it("accepts parts that tile every page once, in order", () => {
    expect(checkParts(SPLIT, 6)).toBeNull();
    expect(checkParts([{ id: "all", start: 1, end: 6 }], 6)).toBeNull();
  });

  it("refuses two parts claiming a page", () => {
    expect(checkParts([NOTICE, { id: "order", start: 2, end: 6 }], 6)).toEqual({
      code: "overlap",
      message: "page 2 would be in two parts.",
    });
  });

  it("refuses pages left in no part, in the middle and at the end", () => {
    expect(checkParts([NOTICE, { id: "order", start: 4, end: 6 }], 6)).toEqual({
      code: "gap",
      message: "page 3 would be in no part.",
    });
    expect(checkParts([NOTICE, { id: "order", start: 3, end: 4 }], 6)).toEqual({
      code: "gap",
      message: "pages 5–6 would be in no part.",
    });
    expect(checkParts([{ id: "order", start: 2, end: 6 }], 6)?.code).toBe("gap");
  });

  it("refuses pages outside the document", () => {
    expect(checkParts([NOTICE, { id: "order", start: 3, end: 7 }], 6)).toEqual({
      code: "out_of_range",
      message: "pages 3–7 is outside the packet, which has 6 pages.",
    });
    expect(checkParts([{ id: "x", start: 0, end: 6 }], 6)?.code).toBe("out_of_range");
  });

  it("refuses reversed, fractional, duplicate and empty layouts, and an unknown page count", () => {
    expect(checkParts([{ id: "x", start: 4, end: 3 }], 6)?.code).toBe("reversed");
    expect(checkParts([{ id: "x", start: 1, end: 2.5 }], 6)?.code).toBe("not_whole");
    expect(checkParts([NOTICE, { ...ORDER, id: "notice" }], 6)?.code).toBe("duplicate");
    expect(checkParts([], 6)?.code).toBe("empty");
    expect(checkParts(SPLIT, 0)?.code).toBe("out_of_range");
  });
});

describe("splitPart", () => {
  it("cuts a part before the given page; the new part has no document yet", () => {
    const edited = parts(splitPart(SPLIT, 1, 5));
    expect(edited).toEqual([NOTICE, { id: "order", start: 3, end: 4 }, { id: null, start: 5, end: 6 }]);
    expect(checkParts(edited, 6)).toBeNull();
  });

  it("refuses a cut at the part's first page, past its end, or of a one-page part", () => {
    expect(splitPart(SPLIT, 1, 3)).toMatchObject({ ok: false, problem: { code: "out_of_range" } });
    expect(splitPart(SPLIT, 1, 7)).toMatchObject({ ok: false });
    expect(splitPart([{ id: "a", start: 1, end: 1 }], 0, 1)).toEqual({
      ok: false,
      problem: { code: "out_of_range", message: "A one-page part (page 1) cannot be split." },
    });
    expect(splitPart(SPLIT, 2, 4)).toMatchObject({ ok: false });
  });
});

describe("mergeWithNext", () => {
  it("joins a part with the next, keeping the first one's document", () => {
    expect(parts(mergeWithNext(SPLIT, 0))).toEqual([{ id: "notice", start: 1, end: 6 }]);
  });

  it("refuses to merge the last part", () => {
    expect(mergeWithNext(SPLIT, 1)).toMatchObject({ ok: false, problem: { code: "out_of_range" } });
  });
});

describe("moveBoundary", () => {
  it("moves pages from the next part into this one, and back", () => {
    const grown = parts(moveBoundary(SPLIT, 0, 4));
    expect(grown).toEqual([
      { id: "notice", start: 1, end: 4 },
      { id: "order", start: 5, end: 6 },
    ]);
    expect(parts(moveBoundary(grown, 0, 1))).toEqual([
      { id: "notice", start: 1, end: 1 },
      { id: "order", start: 2, end: 6 },
    ]);
  });

  it("keeps at least one page on each side", () => {
    expect(moveBoundary(SPLIT, 0, 6)).toEqual({
      ok: false,
      problem: {
        code: "out_of_range",
        message: "Both parts keep at least one page: the first can end from page 1 to 5.",
      },
    });
    expect(moveBoundary(SPLIT, 0, 0)).toMatchObject({ ok: false });
    expect(moveBoundary(SPLIT, 1, 5)).toMatchObject({ ok: false });
  });
});

describe("words and fingerprints", () => {
  it("describes a layout and tells two layouts apart", () => {
    expect(describeParts(SPLIT)).toBe("#1 pages 1–2, #2 pages 3–6");
    expect(partsSignature(SPLIT)).not.toBe(partsSignature(parts(moveBoundary(SPLIT, 0, 3))));
    expect(partsSignature(SPLIT)).toBe(partsSignature([{ ...NOTICE }, { ...ORDER }]));
  });
});
