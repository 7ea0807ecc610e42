import { describe, expect, it } from "vitest";

import type { TerminalCalendar } from "../free-time/terminal-calendar";
import { NO_TARIFFS } from "../tariff-match";

import { buildDayRecord, type DayInput } from "./day-record";

// One box's week at a Los Angeles terminal (PST, UTC−8), read off a wall calendar:
// - discharged Tue Nov 3 2026 07:12; the terminal reports its LFD as Fri Nov 6 (23:59);
// - a customs hold from before discharge until Thu Nov 5 10:00, when the box also became available;
// - picked up Mon Nov 9 at 12:00 (full-out); the terminal checked it Thu Nov 5 at 09:00 and 17:00 only.
// Day boundaries are local midnights: Thu Nov 5 runs from 08:00 UTC that day to 08:00 UTC on Nov 6.

const released = "2026-11-05T18:00:00Z";
const pickedUp = "2026-11-09T20:00:00Z";
const customs = [{ name: "customs", status: "hold", description: "CBP exam" }];

const attributes: Record<string, unknown> = {
  number: "MSKU9070323",
  current_status: "picked_up",
  available_for_pickup: false,
  availability_known: true,
  holds_at_pod_terminal: [],
  fees_at_pod_terminal: [],
  pod_timezone: "America/Los_Angeles",
  pod_arrived_at: "2026-11-03T10:00:00Z",
  pod_discharged_at: "2026-11-03T15:12:00Z",
  pod_full_out_at: pickedUp,
  pickup_lfd: "2026-11-07T07:59:00Z",
  import_deadlines: { pickup_lfd_terminal: "2026-11-07T07:59:00Z", pickup_lfd_line: null, pickup_lfd_rail: null },
  terminal_checked_at: "2026-11-09T19:00:00Z",
};

const calendar: TerminalCalendar = {
  key: "W185",
  name: "Pier 400",
  timezone: "America/Los_Angeles",
  gateDays: [1, 2, 3, 4, 5],
  holidays: [],
  closures: [],
  kept: true,
};

const timelines: DayInput["timelines"] = {
  holds: { changes: [{ at: released, oldValue: customs, newValue: [], id: "11" }], current: [] },
  available_for_pickup: {
    changes: [
      { at: released, oldValue: false, newValue: true, id: "12" },
      { at: pickedUp, oldValue: true, newValue: false, id: "15" },
    ],
    current: false,
  },
  current_status: {
    changes: [
      { at: released, oldValue: "not_available", newValue: "available", id: "14" },
      { at: pickedUp, oldValue: "available", newValue: "picked_up", id: "16" },
    ],
    current: "picked_up",
  },
};

function day(date: string, checks: DayInput["checks"] = { count: 0, first: null, last: null }): DayInput {
  const start = Date.parse(`${date}T08:00:00Z`);
  return {
    date,
    zone: "America/Los_Angeles",
    start,
    end: start + 86_400_000,
    attributes,
    shipment: {},
    timelines,
    checks,
    calendar,
    lfdRule: "earliest",
    tariffs: NO_TARIFFS,
    calculated: { line: null, terminal: null },
  };
}

describe("buildDayRecord", () => {
  it("records a day under a blocking hold: at the terminal, never available, free, unverified", () => {
    const record = buildDayRecord(day("2026-11-04"));
    expect(record).toMatchObject({
      phase: "at_terminal",
      available: { known: true, hours: 0, intervals: [] },
      holdsKnown: true,
      holds: [
        {
          name: "customs",
          status: "hold",
          blocking: true,
          from: "2026-11-04T08:00:00.000Z",
          to: "2026-11-05T08:00:00.000Z",
          hours: 24,
        },
      ],
      lfd: { terminal: "2026-11-06", governing: "2026-11-06", source: "terminal", basis: "reported" },
      unverified: true,
      terminal: { closed: false, reasons: [] },
      charges: [{ kind: "demurrage", status: "free", dayNumber: null }],
      sources: { changeIds: [] },
    });
  });

  it("cuts the release day at the change: 10 hours held, 14 hours available, and cites the changes", () => {
    const record = buildDayRecord(
      day("2026-11-05", { count: 2, first: "2026-11-05T17:00:00Z", last: "2026-11-06T01:00:00Z" }),
    );
    expect(record.holds).toEqual([
      {
        name: "customs",
        status: "hold",
        blocking: true,
        from: "2026-11-05T08:00:00.000Z",
        to: released.replace("Z", ".000Z"),
        hours: 10,
      },
    ]);
    expect(record.available).toEqual({
      known: true,
      hours: 14,
      intervals: [{ from: "2026-11-05T18:00:00.000Z", to: "2026-11-06T08:00:00.000Z" }],
    });
    expect(record.unverified).toBe(false);
    expect(record.sources.changeIds).toEqual(["11", "12", "14"]);
  });

  it("counts the Saturday after the LFD as the first chargeable day, with the terminal closed (no gate)", () => {
    expect(buildDayRecord(day("2026-11-07"))).toMatchObject({
      charges: [{ kind: "demurrage", status: "chargeable", dayNumber: 1 }],
      terminal: { closed: true, reasons: ["no gate that weekday"] },
      available: { hours: 24 },
    });
  });

  it("ends at the terminal on the pickup day: out by its end, available until noon, demurrage day 3", () => {
    expect(buildDayRecord(day("2026-11-09"))).toMatchObject({
      phase: "out",
      available: { hours: 12, intervals: [{ from: "2026-11-09T08:00:00.000Z", to: "2026-11-09T20:00:00.000Z" }] },
      charges: [{ kind: "demurrage", status: "chargeable", dayNumber: 3 }],
      sources: { changeIds: ["15", "16"] },
    });
  });

  it("knows nothing of holds on a day before any was reported", () => {
    const unknown = {
      ...timelines,
      holds: { changes: [{ at: released, oldValue: null, newValue: [], id: "11" }], current: [] },
    };
    const record = buildDayRecord({ ...day("2026-11-04"), timelines: unknown });
    expect(record).toMatchObject({ holdsKnown: false, holds: [] });
  });
});
