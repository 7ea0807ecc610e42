import { describe, expect, it } from "vitest";

import { testBox } from "./test-box";
import { DEFAULT_WATCHDOGS, deriveWatchdogs, watchdogThresholdsSchema } from "./watchdogs";

const now = new Date("2026-11-22T20:00:00.000Z");
const kinds = (events: { kind: string }[]): string[] => events.map((e) => e.kind);

describe("deriveWatchdogs", () => {
  it("a vessel that arrived over 24 h ago with no discharge", () => {
    const arriving = testBox({
      phase: "arriving",
      bucket: "arriving",
      podArrivedAt: "2026-11-21T19:00:00.000Z",
      podDischargedAt: null,
    });
    expect(kinds(deriveWatchdogs(arriving, now, DEFAULT_WATCHDOGS))).toEqual(["watchdog_no_discharge"]);
    expect(deriveWatchdogs({ ...arriving, podArrivedAt: "2026-11-21T21:00:00.000Z" }, now, DEFAULT_WATCHDOGS)).toEqual(
      [],
    );
  });

  it("discharged over 48 h ago with neither availability nor LFD; not once an LFD is known", () => {
    const box = testBox({ podDischargedAt: "2026-11-20T10:00:00.000Z" });
    expect(kinds(deriveWatchdogs(box, now, DEFAULT_WATCHDOGS))).toEqual(["watchdog_no_release"]);
    expect(deriveWatchdogs({ ...box, governingLfdDate: "2026-11-30" }, now, DEFAULT_WATCHDOGS)).toEqual([]);
  });

  it("a terminal not checked for over 24 h while the box sits there, keyed by the last check", () => {
    const box = testBox({ terminalCheckedAt: "2026-11-21T19:00:00.000Z", availableForPickup: true });
    const events = deriveWatchdogs(box, now, DEFAULT_WATCHDOGS);
    expect(kinds(events)).toEqual(["watchdog_terminal_silent"]);
    expect(events[0]?.dedupeKey).toBe("watchdog_terminal_silent:MSCU1234565:2026-11-21T19:00:00.000Z");
    expect(kinds(deriveWatchdogs(box, now, { ...DEFAULT_WATCHDOGS, terminalSilentHours: null }))).toEqual([]);
  });

  it("LFD passed more than the threshold ago and still not out; tracking stopped while not out", () => {
    const box = testBox({
      governingLfdDate: "2026-11-20",
      lfdSource: "terminal",
      availableForPickup: true,
      lineTrackingStoppedAt: "2026-11-22T01:00:00.000Z",
    });
    expect(kinds(deriveWatchdogs(box, now, DEFAULT_WATCHDOGS)).sort()).toEqual([
      "watchdog_lfd_passed_not_out",
      "watchdog_tracking_stopped",
    ]);
    expect(deriveWatchdogs({ ...box, phase: "out" }, now, DEFAULT_WATCHDOGS)).toEqual([]);
  });

  it("out and not returned a day after return-by, only where return-by exists", () => {
    const out = testBox({ phase: "out", returnByDate: "2026-11-20" });
    expect(kinds(deriveWatchdogs(out, now, DEFAULT_WATCHDOGS))).toEqual(["watchdog_not_returned"]);
    expect(deriveWatchdogs({ ...out, returnByDate: null }, now, DEFAULT_WATCHDOGS)).toEqual([]);
  });

  it("thresholds default, and refuse a zero or negative hour", () => {
    expect(watchdogThresholdsSchema.parse({ terminalSilentHours: 12 })).toMatchObject({
      terminalSilentHours: 12,
      arrivedNoDischargeHours: 24,
    });
    expect(watchdogThresholdsSchema.safeParse({ terminalSilentHours: 0 }).success).toBe(false);
  });
});
