import { describe, expect, it } from "vitest";

import { NAME_CONTROL_MESSAGE, personNameSchema, workspaceNameSchema } from "./names";

const problem = (value: string) => personNameSchema.safeParse(value).error?.issues[0]?.message ?? null;

describe("names people type", () => {
  it("refuses CR/LF (a forged 'Bcc:' line), NUL, tabs, C1 controls and bidi overrides", () => {
    for (const name of [
      "Alice\r\nBcc: everyone@example.com",
      "Alice\nSmith",
      "Ali\u0000ce",
      "Alice\tSmith",
      "Alice\u0085Smith",
      "Alice \u202Eevil",
      "Alice \u2066x\u2069",
      "Alice\u2028Smith",
    ]) {
      expect(problem(name), JSON.stringify(name)).toBe(NAME_CONTROL_MESSAGE);
    }
  });

  it("trims, bounds the length and keeps ordinary names, HTML characters included (escaped where shown)", () => {
    expect(personNameSchema.parse("  Zoë O'Brien-Łukasz  ")).toBe("Zoë O'Brien-Łukasz");
    expect(personNameSchema.parse("<b>Bob</b> & Co")).toBe("<b>Bob</b> & Co");
    expect(problem("   ")).toBe("Enter your name");
    expect(problem("x".repeat(101))).toBe("Use at most 100 characters");
    expect(workspaceNameSchema.safeParse("Acme\r\nDrayage").success).toBe(false);
    expect(workspaceNameSchema.parse(" Acme Drayage ")).toBe("Acme Drayage");
  });
});
