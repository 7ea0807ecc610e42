import { describe, expect, it } from "vitest";

import { calculatedLfdsOf } from "./free-time/box-free-time";
import type { FreeTimeRule } from "./free-time/free-time-rule";
import { NO_SKIP, testCalendar, testRule } from "./free-time/test-free-time";
import { firstKnownZone, lfdSources, lfdZones, summarizeLfd } from "./lfd";
import { makeFacts } from "./test-facts";

const deadlines = (d: { line?: string | null; terminal?: string | null; rail?: string | null }) => ({
  pickup_lfd_line: d.line ?? null,
  pickup_lfd_terminal: d.terminal ?? null,
  pickup_lfd_rail: d.rail ?? null,
});

describe("days left in terminal-local calendar days", () => {
  // Terminal LFD at 23:30 PST on Nov 24: already Nov 25 in UTC and in Tokyo.
  const terminal = "2026-11-25T07:30:00Z";
  const facts = (podTimezone: string) =>
    makeFacts({ pod_timezone: podTimezone, pickup_lfd: terminal, import_deadlines: deadlines({ terminal }) });

  it("counts an LFD at 23:30 in Los Angeles as today there while it is tomorrow in UTC", () => {
    const now = new Date("2026-11-24T18:00:00Z"); // 10:00 PST Nov 24
    const la = summarizeLfd(facts("America/Los_Angeles"), { now, rule: "service" });
    expect(la).toMatchObject({ governingDate: "2026-11-24", daysLeft: 0, timezone: "America/Los_Angeles" });
    // The same moments read in UTC would say "tomorrow": proof the zone is not UTC.
    const utc = summarizeLfd(facts("UTC"), { now, rule: "service" });
    expect(utc).toMatchObject({ governingDate: "2026-11-25", daysLeft: 1 });
    // In Tokyo both the LFD and "now" are already Nov 25.
    const tokyo = summarizeLfd(facts("Asia/Tokyo"), { now, rule: "service" });
    expect(tokyo).toMatchObject({ governingDate: "2026-11-25", daysLeft: 0 });
  });

  it("uses today's date in the terminal's zone at 00:10 and 23:50 local", () => {
    const f = facts("America/Los_Angeles");
    const at = (iso: string) => summarizeLfd(f, { now: new Date(iso), rule: "service" }).daysLeft;
    expect(at("2026-11-24T07:50:00Z")).toBe(1); // 23:50 PST Nov 23
    expect(at("2026-11-24T08:10:00Z")).toBe(0); // 00:10 PST Nov 24
    expect(at("2026-11-25T07:50:00Z")).toBe(0); // 23:50 PST Nov 24 (07:50 UTC Nov 25!)
    expect(at("2026-11-25T08:10:00Z")).toBe(-1); // 00:10 PST Nov 25
  });

  it("counts calendar days, not 24 h blocks, across the autumn DST change in New York", () => {
    // LFD Nov 2 00:00 EST; now Oct 31 23:00 EDT. 26 elapsed hours, but 2 calendar days.
    const f = makeFacts({
      pod_timezone: "America/New_York",
      pickup_lfd: "2026-11-02T05:00:00Z",
      import_deadlines: deadlines({ terminal: "2026-11-02T05:00:00Z" }),
    });
    expect(summarizeLfd(f, { now: new Date("2026-11-01T03:00:00Z"), rule: "service" }).daysLeft).toBe(2);
    // Nov 1 00:30 EDT (before the change at 02:00) → 1 day.
    expect(summarizeLfd(f, { now: new Date("2026-11-01T04:30:00Z"), rule: "service" }).daysLeft).toBe(1);
  });

  it("counts calendar days across the autumn DST change in Chicago", () => {
    // LFD Nov 1 23:59 CST (after the change); now Oct 31 00:01 CDT: 48 h 58 min apart, 1 calendar day.
    const f = makeFacts({
      pod_timezone: "America/Chicago",
      import_deadlines: deadlines({ line: "2026-11-02T05:59:00Z" }),
    });
    expect(summarizeLfd(f, { now: new Date("2026-10-31T05:01:00Z"), rule: "service" })).toMatchObject({
      governingDate: "2026-11-01",
      daysLeft: 1,
    });
  });

  it("counts calendar days across the spring DST change in Chicago and New York", () => {
    // LFD Mar 9 00:00 CDT; now Mar 7 00:00 CST: 47 elapsed hours, 2 calendar days.
    const chicago = makeFacts({
      pod_timezone: "America/Chicago",
      import_deadlines: deadlines({ terminal: "2026-03-09T05:00:00Z" }),
    });
    expect(summarizeLfd(chicago, { now: new Date("2026-03-07T06:00:00Z"), rule: "service" }).daysLeft).toBe(2);
    // Mar 8 00:30 CST: 22.5 h before the LFD, still 1 calendar day.
    expect(summarizeLfd(chicago, { now: new Date("2026-03-08T06:30:00Z"), rule: "service" }).daysLeft).toBe(1);

    const newYork = makeFacts({
      pod_timezone: "America/New_York",
      import_deadlines: deadlines({ terminal: "2026-03-09T03:59:00Z" }), // Mar 8 23:59 EDT
    });
    expect(summarizeLfd(newYork, { now: new Date("2026-03-08T05:00:00Z"), rule: "service" })).toMatchObject({
      governingDate: "2026-03-08",
      daysLeft: 0, // Mar 8 00:00 EST
    });
  });
});

describe("LFD sources", () => {
  it("reads the rail LFD in final_destination_timezone", () => {
    // Jun 20 00:30 in Chicago is still Jun 19 in Los Angeles.
    const rail = "2026-06-20T05:30:00Z";
    const f = makeFacts({
      pod_timezone: "America/Los_Angeles",
      final_destination_timezone: "America/Chicago",
      pickup_lfd: rail,
      import_deadlines: deadlines({ rail }),
    });
    const summary = summarizeLfd(f, { now: new Date("2026-06-19T18:00:00Z"), rule: "service" });
    expect(summary).toMatchObject({
      source: "rail",
      governingDate: "2026-06-20",
      timezone: "America/Chicago",
      daysLeft: 1,
      timezoneFallback: false,
    });
  });

  it("uses the deprecated ind_facility_lfd_on only when pickup_lfd_rail is absent", () => {
    const base = { final_destination_timezone: "America/Chicago", ind_facility_lfd_on: "2026-06-25T05:00:00Z" };
    expect(lfdSources(makeFacts({ ...base, import_deadlines: null })).rail?.at).toBe("2026-06-25T05:00:00Z");
    expect(lfdSources(makeFacts({ ...base, import_deadlines: deadlines({}) })).rail?.at).toBe("2026-06-25T05:00:00Z");
    expect(
      lfdSources(makeFacts({ ...base, import_deadlines: deadlines({ rail: "2026-06-22T05:00:00Z" }) })).rail?.at,
    ).toBe("2026-06-22T05:00:00Z");
  });

  it("takes a rail date in pod_timezone, flagged, when final_destination_timezone is missing", () => {
    const f = makeFacts({
      final_destination_timezone: null,
      import_deadlines: deadlines({ rail: "2026-06-20T05:30:00Z" }),
    });
    expect(lfdSources(f).rail).toMatchObject({
      date: "2026-06-19",
      timezone: "America/Los_Angeles",
      timezoneFallback: true,
    });
  });

  it("falls back to UTC, flagged, when no zone is known", () => {
    const f = makeFacts({
      pod_timezone: "Not/AZone",
      import_deadlines: deadlines({ terminal: "2026-06-20T05:30:00Z" }),
    });
    expect(summarizeLfd(f, { now: new Date("2026-06-19T18:00:00Z"), rule: "service" })).toMatchObject({
      timezone: "UTC",
      timezoneFallback: true,
      governingDate: "2026-06-20",
      daysLeft: 1,
    });
  });
});

describe("conflict", () => {
  const now = new Date("2026-06-17T18:00:00Z");

  it("is not a conflict when the sources share a local date with different UTC instants", () => {
    // 00:00 PDT and 23:59 PDT on Jun 19: UTC dates differ (19th vs 20th), local dates agree.
    const f = makeFacts({
      import_deadlines: deadlines({ terminal: "2026-06-19T07:00:00Z", line: "2026-06-20T06:59:00Z" }),
    });
    expect(summarizeLfd(f, { now, rule: "service" }).conflict).toBe(false);
  });

  it("is a conflict when the sources' local dates differ", () => {
    const f = makeFacts({
      import_deadlines: deadlines({ terminal: "2026-06-19T07:00:00Z", line: "2026-06-21T07:00:00Z" }),
    });
    expect(summarizeLfd(f, { now, rule: "service" }).conflict).toBe(true);
  });

  it("compares each source in its own zone", () => {
    // The same instant: Jun 20 in Chicago (rail), Jun 19 in Los Angeles (terminal) → different local dates.
    const at = "2026-06-20T05:30:00Z";
    const f = makeFacts({
      final_destination_timezone: "America/Chicago",
      import_deadlines: deadlines({ terminal: at, rail: at }),
    });
    expect(summarizeLfd(f, { now, rule: "service" }).conflict).toBe(true);
  });

  it("needs two sources to conflict", () => {
    const f = makeFacts({ import_deadlines: deadlines({ line: "2026-06-21T07:00:00Z" }) });
    expect(summarizeLfd(f, { now, rule: "service" }).conflict).toBe(false);
  });
});

describe("governing rule", () => {
  const now = new Date("2026-06-17T18:00:00Z"); // Jun 17 PDT
  const line = "2026-06-22T07:00:00Z"; // Jun 22 PDT
  const terminal = "2026-06-20T07:00:00Z"; // Jun 20 PDT

  it("service: follows pickup_lfd (line) even when the terminal's LFD is earlier", () => {
    const f = makeFacts({ pickup_lfd: line, import_deadlines: deadlines({ line, terminal }) });
    expect(summarizeLfd(f, { now, rule: "service" })).toMatchObject({
      source: "line",
      governing: line,
      governingDate: "2026-06-22",
      daysLeft: 5,
      conflict: true,
    });
  });

  it("earliest: takes the earliest local date instead", () => {
    const f = makeFacts({ pickup_lfd: line, import_deadlines: deadlines({ line, terminal }) });
    expect(summarizeLfd(f, { now, rule: "earliest" })).toMatchObject({
      source: "terminal",
      governing: terminal,
      daysLeft: 3,
    });
  });

  it("earliest: on the same local date keeps the higher-priority source", () => {
    const f = makeFacts({
      import_deadlines: deadlines({ terminal: "2026-06-20T07:00:00Z", line: "2026-06-21T06:00:00Z" }),
    });
    expect(summarizeLfd(f, { now, rule: "earliest" }).source).toBe("line");
  });

  it("service: without pickup_lfd, coalesces line → terminal → rail, not the earliest", () => {
    const f = makeFacts({
      pickup_lfd: null,
      final_destination_timezone: "America/Chicago",
      import_deadlines: deadlines({ terminal: "2026-06-22T07:00:00Z", rail: "2026-06-19T05:00:00Z" }),
    });
    expect(summarizeLfd(f, { now, rule: "service" })).toMatchObject({
      source: "terminal",
      governingDate: "2026-06-22",
    });
  });

  it("service: matches pickup_lfd to its source by instant, not by string", () => {
    const f = makeFacts({
      pickup_lfd: "2026-06-20T05:30:00.000Z",
      final_destination_timezone: "America/Chicago",
      import_deadlines: deadlines({ rail: "2026-06-20T05:30:00Z" }),
    });
    expect(summarizeLfd(f, { now, rule: "service" })).toMatchObject({
      source: "rail",
      timezone: "America/Chicago",
      governingDate: "2026-06-20",
    });
  });

  it("service: a pickup_lfd that matches no source is counted in pod_timezone", () => {
    const f = makeFacts({ pickup_lfd: "2026-06-20T05:30:00Z", final_destination_timezone: "America/Chicago" });
    expect(summarizeLfd(f, { now, rule: "service" })).toMatchObject({
      source: null,
      timezone: "America/Los_Angeles",
      governingDate: "2026-06-19",
      daysLeft: 2,
    });
  });

  it("reports no LFD when there is none", () => {
    const f = makeFacts({ pickup_lfd: null, import_deadlines: null });
    expect(summarizeLfd(f, { now, rule: "service" })).toEqual({
      rule: "service",
      governing: null,
      governingDate: null,
      source: null,
      line: null,
      terminal: null,
      rail: null,
      daysLeft: null,
      timezone: null,
      timezoneFallback: false,
      conflict: false,
      basis: null,
      calculated: { line: null, terminal: null },
      serviceCalculated: { line: null, terminal: null },
      disagreement: null,
    });
  });

  it("counts a rail LFD at the ramp, else at the port, skipping a zone that is not real", () => {
    const zones = { pod: "America/Los_Angeles", finalDestination: "America/Chicago" };
    expect(firstKnownZone(lfdZones("rail", zones))).toBe("America/Chicago");
    expect(firstKnownZone(lfdZones("terminal", zones))).toBe("America/Los_Angeles");
    expect(firstKnownZone(lfdZones(null, zones))).toBe("America/Los_Angeles");
    expect(firstKnownZone(lfdZones("rail", { pod: "America/Los_Angeles", finalDestination: "Mars/Olympus" }))).toBe(
      "America/Los_Angeles",
    );
    expect(firstKnownZone(lfdZones("line", { pod: null, finalDestination: "America/Chicago" }))).toBeNull();
  });
});

describe("the calculated LFD (free time)", () => {
  // Discharged Tue Nov 3 2026 07:12 PST at a terminal whose storage rule grants 4 working days, and a line whose
  // demurrage rule grants 4 calendar days: terminal Mon Nov 9, line Sat Nov 7 (see free-time/*.test.ts).
  const calendar = testCalendar({ holidays: [] });
  const rule = (scope: "line" | "terminal", freeDays: number, dayKind: "calendar" | "working"): FreeTimeRule =>
    testRule({
      id: `${scope}-v1`,
      ruleId: scope,
      scope,
      scopeKey: scope === "line" ? "MAEU" : "W185",
      freeDays,
      dayKind,
      skip: NO_SKIP,
      ruleRef: null,
    });
  const calculated = calculatedLfdsOf(
    { rules: [rule("terminal", 4, "working"), rule("line", 4, "calendar")], calendars: [calendar], otherClosures: [] },
    {
      terminalKeys: ["W185"],
      lineScac: "MAEU",
      customerKey: null,
      equipmentLength: 40,
      podTimezone: "America/Los_Angeles",
      dischargedAt: "2026-11-03T15:12:00Z",
      firstAvailableAt: null,
      extensionDays: { line: 0, terminal: 0 },
      railMove: false,
    },
  );
  const now = new Date("2026-11-05T18:00:00Z"); // Thu Nov 5, 10:00 PST

  it("governs when no LFD is reported, labelled calculated: the earliest under `earliest`", () => {
    const f = makeFacts({ pickup_lfd: null, import_deadlines: null });
    expect(summarizeLfd(f, { now, rule: "earliest", calculated })).toMatchObject({
      basis: "calculated",
      source: "line",
      governingDate: "2026-11-07",
      daysLeft: 2,
      timezone: "America/Los_Angeles",
      disagreement: null,
    });
  });

  it("follows the service's line-first order under `service`", () => {
    const f = makeFacts({ pickup_lfd: null, import_deadlines: null });
    expect(summarizeLfd(f, { now, rule: "service", calculated })).toMatchObject({
      basis: "calculated",
      source: "line",
      governingDate: "2026-11-07",
    });
    const terminalOnly = { ...calculated, line: null };
    expect(summarizeLfd(f, { now, rule: "service", calculated: terminalOnly })).toMatchObject({
      source: "terminal",
      governingDate: "2026-11-09",
      daysLeft: 4,
    });
  });

  it("never overrides a reported LFD, and shows how the reported one disagrees", () => {
    // The terminal reports Fri Nov 6 (00:00 PST = 08:00 UTC): one day before the rule's Mon Nov 9 counts 3 days.
    const reported = "2026-11-06T08:00:00Z";
    const f = makeFacts({ pickup_lfd: reported, import_deadlines: deadlines({ terminal: reported }) });
    expect(summarizeLfd(f, { now, rule: "earliest", calculated })).toMatchObject({
      basis: "reported",
      source: "terminal",
      governingDate: "2026-11-06",
      daysLeft: 1,
      disagreement: {
        source: "terminal",
        reported: "2026-11-06",
        calculated: "2026-11-09",
        days: 3,
        direction: "reported_earlier",
      },
    });
  });
});
