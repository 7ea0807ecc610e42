import { describe, expect, it } from "vitest";

import { INT8_MAX, isInt8Text, isStorableInstant } from "./db-ranges";

describe("isInt8Text", () => {
  it("accepts whole numbers up to the bigint maximum and nothing beyond", () => {
    expect(isInt8Text("0")).toBe(true);
    expect(isInt8Text("9223372036854775807")).toBe(true);
    expect(isInt8Text((INT8_MAX + 1n).toString())).toBe(false);
    expect(isInt8Text("9999999999999999999")).toBe(false);
    expect(isInt8Text("-1")).toBe(false);
    expect(isInt8Text("1e3")).toBe(false);
    expect(isInt8Text("")).toBe(false);
  });
});

describe("isStorableInstant", () => {
  it("accepts years 1 to 9999 and refuses year 0, JavaScript's extremes and invalid dates", () => {
    expect(isStorableInstant(new Date("0001-01-01T00:00:00.000Z"))).toBe(true);
    expect(isStorableInstant(new Date("9999-12-31T23:59:59.999Z"))).toBe(true);
    expect(isStorableInstant(new Date("0000-01-01T00:00:00.000Z"))).toBe(false);
    expect(isStorableInstant(new Date("+010000-01-01T00:00:00.000Z"))).toBe(false);
    expect(isStorableInstant(new Date(-8.64e15))).toBe(false);
    expect(isStorableInstant(new Date("yesterday"))).toBe(false);
  });
});
