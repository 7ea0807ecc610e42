import { describe, expect, it } from "vitest";

import { tariffSchema } from "@/lib/domain/tariff";

import { addTierRow, editTierRow, removeTierRow, rowsOfTiers, tierProblemOf, tiersOfRows } from "./tier-rows";
import { tierSummary } from "./tier-summary";

const LADDER = [
  { fromDay: 1, toDay: 4, amountPerDay: 150 },
  { fromDay: 5, toDay: null, amountPerDay: 300 },
];

describe("tier rows", () => {
  it("reads back the tiers it was given", () => {
    expect(tiersOfRows(rowsOfTiers(LADDER))).toEqual({ tiers: LADDER });
  });

  it("adds a tier the day after the last, closing an open-ended last tier first", () => {
    const rows = addTierRow(rowsOfTiers(LADDER));
    expect(tiersOfRows(editTierRow(rows, rows[2]!.key, "amountPerDay", "450"))).toEqual({
      tiers: [
        { fromDay: 1, toDay: 4, amountPerDay: 150 },
        { fromDay: 5, toDay: 5, amountPerDay: 300 },
        { fromDay: 6, toDay: null, amountPerDay: 450 },
      ],
    });
    expect(tiersOfRows(addTierRow([]))).toEqual({
      problem: expect.objectContaining({ row: 0, field: "amountPerDay" }),
    });
  });

  it("removes the tier asked for and keeps the others' keys", () => {
    const rows = rowsOfTiers(LADDER);
    expect(removeTierRow(rows, rows[0]!.key)).toEqual([rows[1]]);
  });

  it("names the row and field that is not a number", () => {
    const rows = rowsOfTiers(LADDER);
    expect(tiersOfRows(editTierRow(rows, rows[1]!.key, "fromDay", "five"))).toEqual({
      problem: { row: 1, field: "fromDay", message: expect.stringContaining("whole number") },
    });
    expect(tiersOfRows(editTierRow(rows, rows[0]!.key, "amountPerDay", "-3"))).toEqual({
      problem: expect.objectContaining({ row: 0, field: "amountPerDay" }),
    });
    expect(tiersOfRows(editTierRow(rows, rows[0]!.key, "amountPerDay", "1,250.50"))).toEqual({
      tiers: [{ fromDay: 1, toDay: 4, amountPerDay: 1250.5 }, LADDER[1]],
    });
  });

  it("points the domain's overlap and order issues at the tier as entered", () => {
    // Entered out of day order: the second row (days 3–6) overlaps the first (days 5+) once sorted by day.
    const parsed = tariffSchema.safeParse({
      currency: "USD",
      freeDays: 4,
      tiers: [
        { fromDay: 5, toDay: null, amountPerDay: 300 },
        { fromDay: 3, toDay: 6, amountPerDay: 150 },
        { fromDay: 9, toDay: 8, amountPerDay: 150 },
      ],
    });
    const problems = parsed.success ? [] : parsed.error.issues.map((issue) => tierProblemOf(issue.path, issue.message));
    expect(problems).toContainEqual({ row: 0, field: "fromDay", message: expect.stringContaining("overlap") });
    expect(problems).toContainEqual({ row: 2, field: "toDay", message: "A tier must end on or after its first day" });
    expect(tierProblemOf(["name"], "Give the tariff a name")).toBeNull();
  });

  it("says the ladder in words, in its currency", () => {
    expect(tierSummary([LADDER[1]!, LADDER[0]!, { fromDay: 9, toDay: 9, amountPerDay: 0 }], "USD")).toBe(
      "days 1–4 $150.00/day, from day 5 $300.00/day, day 9 $0.00/day",
    );
  });
});
