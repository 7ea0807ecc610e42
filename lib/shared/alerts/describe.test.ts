import { describe, expect, it } from "vitest";

import { changeHeadline, describeEvent } from "./describe";

const zone = "America/Los_Angeles";

describe("arrival alerts in words", () => {
  it("say how far and which way an ETA moved, with both times in the port's zone", () => {
    const moved = describeEvent("eta_changed", "MSCU1234565", {
      old: "2026-11-25T16:00:00.000Z",
      new: "2026-11-27T16:00:00.000Z",
      hours: 48,
      zone,
      terminal: "Pier 400",
    });
    expect(moved).toEqual({
      title: "MSCU1234565: ETA moved 2 days later",
      body: "The vessel's ETA at the port moved from Nov 25, 08:00 PST to Nov 27, 08:00 PST at Pier 400.",
    });
    expect(describeEvent("eta_changed", "A", { hours: -30 }).title).toBe("A: ETA moved 30 hours earlier");
  });

  it("tell the arrival and the discharge with their local times and, once discharged, the LFD", () => {
    expect(
      describeEvent("vessel_arrived", "A", { at: "2026-11-22T18:00:00.000Z", zone, terminal: "Pier 400" }),
    ).toEqual({
      title: "A: vessel arrived at the port",
      body: "The vessel arrived Nov 22, 10:00 PST at Pier 400; discharge comes next.",
    });
    expect(
      describeEvent("discharged", "A", {
        at: "2026-11-22T18:00:00.000Z",
        zone,
        terminal: "Pier 400",
        lfdDate: "2026-11-27",
      }),
    ).toEqual({
      title: "A was discharged",
      body: "Discharged Nov 22, 10:00 PST at Pier 400: its free time is running. Last free day Nov 27.",
    });
  });
});

describe("a change without the box's name", () => {
  it("reads as the change itself, for an email that names the box once", () => {
    expect(changeHeadline("hold_placed", "A", { hold: "customs" })).toBe("Customs hold placed");
    expect(changeHeadline("lfd_today", "A", {})).toBe("Due today");
    expect(changeHeadline("discharged", "A", {})).toBe("Discharged");
    expect(changeHeadline("fees_grew", "A", {})).toBe("Fees grew");
    expect(changeHeadline("became_ready", "A", {})).toBe("Ready to pull");
  });
});
