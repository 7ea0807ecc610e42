import { describe, expect, it } from "vitest";

import { hazmatOf } from "./hazmat";

describe("hazmat from a custom field's value", () => {
  it("reads booleans, yes/no words and 1/0", () => {
    expect(hazmatOf(true)).toBe(true);
    expect(hazmatOf(false)).toBe(false);
    expect(hazmatOf(" Yes ")).toBe(true);
    expect(hazmatOf("N")).toBe(false);
    expect(hazmatOf(1)).toBe(true);
    expect(hazmatOf(0)).toBe(false);
  });

  it("leaves anything else unknown", () => {
    expect(hazmatOf(null)).toBeNull();
    expect(hazmatOf("class 3")).toBeNull();
    expect(hazmatOf(2)).toBeNull();
    expect(hazmatOf(["true"])).toBeNull();
  });
});
