import { describe, expect, it } from "vitest";

import { AppError } from "@/lib/shared/app-error";

import { mergePlannedPickup } from "./planned-pickup";

const context = { zone: "America/Chicago", today: "2026-03-05" };
const current = {
  date: "2026-03-09",
  windowStart: "08:00",
  windowEnd: "10:00",
  appointmentNumber: "A1",
  trucker: "Lee",
  timezone: "America/Los_Angeles",
};

function errorOf(run: () => unknown): AppError | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof AppError ? error : null;
  }
}

describe("merging a planned pickup", () => {
  it("keeps what the change leaves out and clears what it sets to null", () => {
    expect(mergePlannedPickup(current, { windowEnd: null, trucker: "Kim" }, context)).toEqual({
      ...current,
      windowEnd: null,
      trucker: "Kim",
    });
  });

  it("takes the box's zone with a new date, and keeps the old zone when only details change", () => {
    expect(mergePlannedPickup(current, { date: "2026-03-06" }, context)?.timezone).toBe("America/Chicago");
    expect(mergePlannedPickup(current, { trucker: "Kim" }, context)?.timezone).toBe("America/Los_Angeles");
  });

  it("accepts today and refuses yesterday at the terminal, as a 400", () => {
    expect(mergePlannedPickup(null, { date: "2026-03-05" }, context)?.date).toBe("2026-03-05");
    expect(errorOf(() => mergePlannedPickup(null, { date: "2026-03-04" }, context))).toMatchObject({
      code: "bad_request",
    });
  });

  it("does not re-check a date already planned when only the window changes", () => {
    const past = { ...current, date: "2026-03-01" };
    expect(mergePlannedPickup(past, { windowStart: "09:00" }, context)).toMatchObject({
      date: "2026-03-01",
      windowStart: "09:00",
    });
  });

  it("needs a date for a first plan, and a window that ends after it starts", () => {
    expect(errorOf(() => mergePlannedPickup(null, { trucker: "Kim" }, context))?.message).toMatch(/date/);
    expect(errorOf(() => mergePlannedPickup(current, { windowStart: "11:00" }, context))?.message).toMatch(/window/);
  });

  it("removes the plan with null", () => {
    expect(mergePlannedPickup(current, null, context)).toBeNull();
  });
});
