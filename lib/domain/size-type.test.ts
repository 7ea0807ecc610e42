import { describe, expect, it } from "vitest";

import { sizeTypeLabel, sizeTypeOf } from "./size-type";

describe("size/type shorthand", () => {
  it("names dry boxes by height and other types by their own letters", () => {
    expect(sizeTypeOf({ type: "dry", length: 40, height: "high_cube" })).toBe("40HC");
    expect(sizeTypeOf({ type: "dry", length: 20, height: "standard" })).toBe("20GP");
    expect(sizeTypeOf({ type: "reefer", length: 40, height: "high_cube" })).toBe("40RH");
    expect(sizeTypeOf({ type: "reefer", length: 20, height: "standard" })).toBe("20RF");
    expect(sizeTypeOf({ type: "open top", length: 40, height: "standard" })).toBe("40OT");
    expect(sizeTypeOf({ type: "flat rack", length: 40, height: null })).toBe("40FR");
    expect(sizeTypeOf({ type: "tank", length: 20, height: "standard" })).toBe("20TK");
    expect(sizeTypeOf({ type: "bulk", length: 20, height: null })).toBe("20BK");
  });

  it("says only what is known: the length alone, a high cube of unknown type, nothing without a length", () => {
    expect(sizeTypeOf({ type: null, length: 40, height: null })).toBe("40");
    expect(sizeTypeOf({ type: "dry", length: 45, height: null })).toBe("45");
    expect(sizeTypeOf({ type: null, length: 45, height: "high_cube" })).toBe("45HC");
    expect(sizeTypeOf({ type: "something new", length: 40, height: "standard" })).toBe("40");
    expect(sizeTypeOf({ type: "dry", length: null, height: "high_cube" })).toBeNull();
    expect(sizeTypeOf({ type: "dry", length: 0, height: "high_cube" })).toBeNull();
  });

  it("reads a code back as words", () => {
    expect(sizeTypeLabel("40HC")).toBe("40′ high cube");
    expect(sizeTypeLabel("20GP")).toBe("20′ standard dry");
    expect(sizeTypeLabel("40RH")).toBe("40′ reefer high cube");
    expect(sizeTypeLabel("45")).toBe("45′");
    expect(sizeTypeLabel("40XX")).toBe("40XX");
    expect(sizeTypeLabel("junk")).toBe("junk");
  });
});
