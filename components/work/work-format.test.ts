import { describe, expect, it } from "vitest";

import { windowText } from "@/lib/shared/work-api";

import { personName, plannedPickupText, plannedReturnText } from "./work-format";

const now = "2026-11-20T12:00:00Z";

describe("work format", () => {
  it("names a person by name, else email, else says unassigned", () => {
    expect(personName({ id: "1", name: "Dana Dispatcher", email: "dispatcher@demo.test" })).toBe("Dana Dispatcher");
    expect(personName({ id: "1", name: null, email: "ops@demo.test" })).toBe("ops@demo.test");
    expect(personName(null)).toBe("Unassigned");
  });
  it("writes a window with one or both ends", () => {
    expect(windowText("08:00", "10:00")).toBe("08:00–10:00");
    expect(windowText("08:00", null)).toBe("from 08:00");
    expect(windowText(null, "10:00")).toBe("until 10:00");
    expect(windowText(null, null)).toBe("");
  });
  it("writes a planned pickup and return in the board's date format", () => {
    expect(
      plannedPickupText(
        { date: "2026-11-24", windowStart: "08:00", windowEnd: "10:00", timezone: "America/Los_Angeles" },
        now,
      ),
    ).toBe("Nov 24, 08:00–10:00 PST");
    expect(plannedPickupText({ date: "2027-01-04", windowStart: null, windowEnd: null }, now)).toBe("Jan 4, 2027");
    expect(plannedReturnText({ date: "2026-11-30", depot: "ITS Long Beach" }, now)).toBe("Nov 30 at ITS Long Beach");
  });
});
