import { describe, expect, it } from "vitest";

import { appointmentDiffers } from "./appointment-differs";

const planned = (date: string, windowStart: string | null = null, windowEnd: string | null = null) => ({
  date,
  windowStart,
  windowEnd,
});

describe("appointment differs", () => {
  it("is false when either side is missing", () => {
    expect(appointmentDiffers(null, { date: "2026-03-10", time: "09:00" })).toBe(false);
    expect(appointmentDiffers(planned("2026-03-10"), null)).toBe(false);
  });

  it("flags another day", () => {
    expect(appointmentDiffers(planned("2026-03-10"), { date: "2026-03-11", time: "09:00" })).toBe(true);
    expect(appointmentDiffers(planned("2026-03-10"), { date: "2026-03-10", time: "23:59" })).toBe(false);
  });

  it("flags a time outside the window, each end on its own", () => {
    expect(appointmentDiffers(planned("2026-03-10", "08:00", "10:00"), { date: "2026-03-10", time: "10:00" })).toBe(
      false,
    );
    expect(appointmentDiffers(planned("2026-03-10", "08:00", "10:00"), { date: "2026-03-10", time: "10:01" })).toBe(
      true,
    );
    expect(appointmentDiffers(planned("2026-03-10", "08:00", null), { date: "2026-03-10", time: "07:59" })).toBe(true);
    expect(appointmentDiffers(planned("2026-03-10", null, "12:00"), { date: "2026-03-10", time: "06:00" })).toBe(false);
  });
});
