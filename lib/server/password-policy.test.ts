import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/shared/app-error";
import { TRIVIAL_PASSWORD_MESSAGE } from "@/lib/validations/password";

import {
  assertPasswordAllowed,
  COMMON_PASSWORD_MESSAGE,
  GUESSABLE_PASSWORD_MESSAGE,
  passwordProblem,
} from "./password-policy";

describe("the password policy", () => {
  it("refuses passwords from the common and breached lists, with their usual variations", () => {
    for (const password of ["password1234", "iloveyou1234", "qwertyuiop12", "1q2w3e4r5t6y", "Password123!"]) {
      expect(passwordProblem(password), password).toBe(COMMON_PASSWORD_MESSAGE);
    }
  });

  it("refuses trivially repeated or sequential passwords with the rule's own message", () => {
    expect(passwordProblem("aaaaaaaaaaaa")).toBe(TRIVIAL_PASSWORD_MESSAGE);
    expect(passwordProblem(" ".repeat(12))).toBe(TRIVIAL_PASSWORD_MESSAGE);
    expect(passwordProblem("123456789012")).toBe(TRIVIAL_PASSWORD_MESSAGE);
    expect(passwordProblem("short")).toBe("Use at least 12 characters");
  });

  it("refuses a password made of the account's own email or workspace", () => {
    expect(passwordProblem("acmedrayage2024")).toBeNull();
    expect(passwordProblem("acmedrayage2024", ["ops@acme.test", "AcmeDrayage"])).toBe(GUESSABLE_PASSWORD_MESSAGE);
  });

  it("accepts passphrases and random-looking passwords", () => {
    for (const password of ["correct horse battery staple", "integration-password-1", "k7#Qm2!vLp9z"]) {
      expect(passwordProblem(password), password).toBeNull();
    }
  });

  it("throws a validation error that names the password field", () => {
    expect(() => assertPasswordAllowed("password1234")).toThrow(AppError);
    try {
      assertPasswordAllowed("password1234");
    } catch (error) {
      expect(error).toMatchObject({
        code: "validation_failed",
        message: COMMON_PASSWORD_MESSAGE,
        details: [{ path: "password", message: COMMON_PASSWORD_MESSAGE }],
      });
    }
  });
});
