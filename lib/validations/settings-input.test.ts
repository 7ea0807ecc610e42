import { describe, expect, it } from "vitest";

import { baseUrlSchema, updateSettingsSchema } from "./settings-input";

describe("settings validation", () => {
  it("accepts a base URL ending in /v2 and trims a trailing slash", () => {
    expect(baseUrlSchema.parse("https://api.terminal49.com/v2/")).toBe("https://api.terminal49.com/v2");
  });

  it("rejects base URLs that do not end in /v2, or are not https", () => {
    expect(baseUrlSchema.safeParse("https://api.terminal49.com").success).toBe(false);
    expect(baseUrlSchema.safeParse("https://api.terminal49.com/v2/containers").success).toBe(false);
    expect(baseUrlSchema.safeParse("ftp://api.terminal49.com/v2").success).toBe(false);
    // The account key travels with every call: never over plain http.
    expect(baseUrlSchema.safeParse("http://api.terminal49.com/v2").success).toBe(false);
    expect(baseUrlSchema.safeParse("http://127.0.0.1:4099/v2").success).toBe(false);
    expect(baseUrlSchema.safeParse("not a url").success).toBe(false);
  });

  it("distinguishes keeping (omitted), removing (null) and replacing the key", () => {
    expect(updateSettingsSchema.parse({})).toEqual({});
    expect(updateSettingsSchema.parse({ apiKey: null })).toEqual({ apiKey: null });
    expect(updateSettingsSchema.parse({ apiKey: "  abcdefgh1234  " })).toEqual({ apiKey: "abcdefgh1234" });
    expect(updateSettingsSchema.safeParse({ apiKey: "has space inside" }).success).toBe(false);
  });

  it("rejects unknown fields", () => {
    expect(updateSettingsSchema.safeParse({ apiKeyCiphertext: "x" }).success).toBe(false);
  });
});
