import { describe, expect, it } from "vitest";

import { MAX_TARIFF_TIERS, tariffInputSchema, tariffPatchSchema } from "./tariffs";

const base = {
  scope: "terminal",
  scopeKey: "Y258",
  name: "Pier 400",
  currency: "USD",
  freeDays: 4,
  tiers: [
    { fromDay: 1, toDay: 3, amountPerDay: 100 },
    { fromDay: 4, toDay: null, amountPerDay: 250 },
  ],
};

const tier = (fromDay: number, toDay: number | null, amountPerDay: number) => ({ fromDay, toDay, amountPerDay });

describe("tariffInputSchema bounds", () => {
  it("accepts a real tariff and up to the tier limit", () => {
    expect(tariffInputSchema.safeParse(base).success).toBe(true);
    const many = Array.from({ length: MAX_TARIFF_TIERS }, (_, i) => tier(i + 1, i + 1, 10 * i));
    expect(tariffInputSchema.safeParse({ ...base, tiers: many }).success).toBe(true);
  });

  it.each([
    ["more tiers than the limit", Array.from({ length: MAX_TARIFF_TIERS + 1 }, (_, i) => tier(i + 1, i + 1, 10))],
    ["a negative rate", [tier(1, null, -5)]],
    ["an absurd rate", [tier(1, null, 1e12)]],
    ["a first day beyond a year", [tier(400, null, 5)]],
    ["an end day beyond a year", [tier(1, 1_000_000, 5)]],
    ["a fractional day", [tier(1.5, null, 5)]],
  ])("refuses %s", (_, tiers) => {
    expect(tariffInputSchema.safeParse({ ...base, tiers }).success).toBe(false);
  });

  it("refuses a non-finite rate (JSON 1e400 parses as Infinity)", () => {
    const parsed: unknown = JSON.parse('{"fromDay":1,"toDay":null,"amountPerDay":1e400}');
    expect(tariffInputSchema.safeParse({ ...base, tiers: [parsed] }).success).toBe(false);
  });
});

describe("tariffPatchSchema", () => {
  it("takes any subset of the fields, but at least one and nothing unknown", () => {
    expect(tariffPatchSchema.safeParse({ name: "New name" }).success).toBe(true);
    expect(tariffPatchSchema.safeParse({}).success).toBe(false);
    expect(tariffPatchSchema.safeParse({ name: "x", workspaceId: "someone else's" }).success).toBe(false);
  });
});
