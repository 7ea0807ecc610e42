import { describe, expect, it } from "vitest";

import { localTimeOf, pickupZoneOf, terminalAppointmentOf, todayIn } from "./local-time";

describe("local time at the terminal", () => {
  it("counts a pickup in the zone of the box's LFD: the ramp's for a rail LFD, else the port's", () => {
    expect(
      pickupZoneOf({
        lfdSource: "rail",
        podTimezone: "America/Los_Angeles",
        finalDestinationTimezone: "America/Chicago",
      }),
    ).toBe("America/Chicago");
    expect(
      pickupZoneOf({
        lfdSource: "terminal",
        podTimezone: "America/Los_Angeles",
        finalDestinationTimezone: "America/Chicago",
      }),
    ).toBe("America/Los_Angeles");
    expect(pickupZoneOf({ lfdSource: null, podTimezone: "Not/AZone", finalDestinationTimezone: null })).toBe("UTC");
  });

  it("gives the terminal's appointment as its local date and 24-hour time, across a DST change", () => {
    // Daylight time began in Los Angeles at 02:00 on 2026-03-08.
    // 10:00 UTC became 03:00 local (02:xx does not exist that day).
    expect(terminalAppointmentOf(new Date("2026-03-08T10:30:00Z"), "America/Los_Angeles")).toEqual({
      at: "2026-03-08T10:30:00.000Z",
      date: "2026-03-08",
      time: "03:30",
      timezone: "America/Los_Angeles",
    });
    expect(terminalAppointmentOf(new Date("2026-03-08T09:30:00Z"), "America/Los_Angeles")).toMatchObject({
      date: "2026-03-08",
      time: "01:30",
    });
    expect(terminalAppointmentOf(new Date("2026-03-08T07:30:00Z"), "America/Los_Angeles")).toMatchObject({
      date: "2026-03-07",
      time: "23:30",
    });
    expect(terminalAppointmentOf(null, "America/Los_Angeles")).toBeNull();
  });

  it("reads today in the terminal's zone, not the server's", () => {
    const at = new Date("2026-03-05T06:00:00Z");
    expect(todayIn("America/Los_Angeles", at)).toBe("2026-03-04");
    expect(todayIn("Asia/Shanghai", at)).toBe("2026-03-05");
    expect(localTimeOf(at, "UTC")).toBe("06:00");
  });
});
