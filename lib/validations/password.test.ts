import { describe, expect, it } from "vitest";

import { isTrivialPassword, passwordSchema, TRIVIAL_PASSWORD_MESSAGE } from "./password";

const problem = (password: string) => passwordSchema.safeParse(password).error?.issues[0]?.message ?? null;

describe("the browser-safe password rules", () => {
  it("refuses one character held down, twelve spaces and runs of digits or letters", () => {
    for (const password of [
      "aaaaaaaaaaaa",
      " ".repeat(12),
      "123456789012",
      "987654321098",
      "abcdefghijkl",
      "ZYXWVUTSRQPO",
      "xyzabcdefghi",
    ]) {
      expect(problem(password), password).toBe(TRIVIAL_PASSWORD_MESSAGE);
    }
  });

  it("refuses a short unit repeated, and too few different characters", () => {
    expect(isTrivialPassword("abcabcabcabc")).toBe(true);
    expect(isTrivialPassword("passpasspass")).toBe(true);
    expect(isTrivialPassword("aaaaaaaaaab1")).toBe(true);
    expect(isTrivialPassword("abababababab")).toBe(true);
  });

  it("accepts passphrases and random-looking passwords", () => {
    for (const password of [
      "correct horse battery staple",
      "Tr0ub4dor&3xx",
      "integration-password-1",
      "k7#Qm2!vLp9z",
    ]) {
      expect(problem(password), password).toBeNull();
    }
  });

  it("keeps the length rule: at least 12, at most 200", () => {
    expect(problem("k7#Qm2!vLp9")).toBe("Use at least 12 characters");
    expect(problem("k7#Qm2!vLp9z".repeat(16) + "abcdefghi")).toBe("Use at most 200 characters");
  });
});
