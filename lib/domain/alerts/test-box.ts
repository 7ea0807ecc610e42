import type { BoxAlertFacts } from "./box-facts";

/** A box at a Los Angeles terminal, discharged and fresh, for the alert tests; override what a test is about. */
export function testBox(overrides: Partial<BoxAlertFacts> = {}): BoxAlertFacts {
  return {
    id: "box-1",
    number: "MSCU1234565",
    bucket: "not_available",
    phase: "at_terminal",
    urgencyUnknown: false,
    stale: false,
    ready: false,
    governingLfdDate: null,
    lfdSource: null,
    lfd: { line: null, terminal: null, rail: null },
    zones: { pod: "America/Los_Angeles", finalDestination: null },
    holds: [],
    fees: [],
    podEtaAt: "2026-11-18T08:00:00.000Z",
    podArrivedAt: "2026-11-18T10:00:00.000Z",
    podDischargedAt: "2026-11-19T10:00:00.000Z",
    availableForPickup: false,
    terminalCheckedAt: "2026-11-22T18:00:00.000Z",
    lineTrackingStoppedAt: null,
    returnByDate: null,
    terminalName: "Pier 400",
    ...overrides,
  };
}
