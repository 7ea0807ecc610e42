import { describe, expect, it } from "vitest";

import {
  checkContainerNumber,
  computeCheckDigit,
  isContainerShaped,
  isValidContainerNumber,
  normalizeContainerNumber,
} from "./iso6346";

describe("ISO 6346 container numbers", () => {
  it("accepts real numbers with a correct check digit", () => {
    // CSQU3054383 is the example in the ISO 6346 standard; the others are widely published.
    expect(isValidContainerNumber("CSQU3054383")).toBe(true);
    expect(isValidContainerNumber("MSKU9070323")).toBe(true);
    expect(isValidContainerNumber("MRKU3700927")).toBe(true);
  });

  it("computes the check digit, including the 10 → 0 wrap", () => {
    expect(computeCheckDigit("CSQU305438")).toBe(3);
    // A serial whose weighted sum is ≡ 10 (mod 11) must yield 0.
    const tens = Array.from({ length: 1000 }, (_, i) => `ABCU${String(i).padStart(6, "0")}`).find((prefix) => {
      let sum = 0;
      for (let i = 0; i < 10; i += 1) {
        const c = prefix.charAt(i);
        const v = /\d/.test(c) ? Number(c) : ({ A: 10, B: 12, C: 13, U: 32 }[c] ?? 0);
        sum += v * 2 ** i;
      }
      return sum % 11 === 10;
    });
    expect(tens).toBeDefined();
    expect(computeCheckDigit(tens ?? "")).toBe(0);
  });

  it("rejects a wrong check digit and says which digit was expected", () => {
    expect(checkContainerNumber("CSQU3054384")).toEqual({
      valid: false,
      number: "CSQU3054384",
      reason: "check_digit",
      expectedCheckDigit: 3,
    });
  });

  it("rejects malformed numbers as format errors", () => {
    for (const bad of ["", "CSQ3054383", "CSQX3054383", "1234567890A", "CSQU30543833"]) {
      expect(checkContainerNumber(bad)).toMatchObject({ valid: false, reason: "format" });
    }
  });

  it("normalizes pasted spacing, dashes and case", () => {
    expect(normalizeContainerNumber(" csqu 305438-3 ")).toBe("CSQU3054383");
    expect(isValidContainerNumber("csqu 305438-3")).toBe(true);
  });

  it("reads the shape alone, whatever the check digit, as callers that route numbers need", () => {
    expect(isContainerShaped("CSQU3054380")).toBe(true);
    expect(isContainerShaped("CSQJ3054383")).toBe(true);
    expect(isContainerShaped("CSQA3054383")).toBe(false);
    expect(isContainerShaped("CSQU305438")).toBe(false);
    expect(isContainerShaped("csqu3054383")).toBe(false);
  });
});
