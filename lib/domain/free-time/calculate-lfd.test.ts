import { describe, expect, it } from "vitest";

import { calculateLfd } from "./calculate-lfd";
import { testCalendar, testRule } from "./test-free-time";

// Expected dates are read off a wall calendar for each scenario (November 2026: Sun 1, Tue 3, Sat 7, Wed 11 is
// Veterans Day), never from the code under test.

const LA = "America/Los_Angeles";

const rule = testRule;
const calendar = testCalendar;

const closure = (date: string, wholeDay = true) => ({
  id: `closure-${date}`,
  date,
  wholeDay,
  from: wholeDay ? null : "06:00",
  to: wholeDay ? null : "10:00",
  reason: "ILWU stop-work meeting",
  source: "terminal advisory",
});

// Tue Nov 3 2026, 07:12 in Los Angeles (PST since Nov 1): 15:12 UTC.
const DISCHARGED_TUE = "2026-11-03T15:12:00Z";

describe("calculateLfd", () => {
  it("counts product.md's example: 4 working days from the next day, the weekend skipped", () => {
    const result = calculateLfd({
      rule: rule(),
      calendar: calendar(),
      startEvent: "discharged",
      startAt: DISCHARGED_TUE,
      extensionDays: 0,
    });
    expect(result).toMatchObject({
      date: "2026-11-09",
      startLocal: { date: "2026-11-03", time: "07:12" },
      timezone: LA,
      counted: ["2026-11-04", "2026-11-05", "2026-11-06", "2026-11-09"],
      skipped: [
        { date: "2026-11-07", why: "saturday" },
        { date: "2026-11-08", why: "sunday" },
      ],
      ruleVersionId: "version-1",
      extensionDays: 0,
    });
  });

  it("moves to Tuesday when Monday the 9th is a whole-day closure, and names the closure", () => {
    const result = calculateLfd({
      rule: rule(),
      calendar: calendar({ closures: [closure("2026-11-09")] }),
      startEvent: "discharged",
      startAt: DISCHARGED_TUE,
      extensionDays: 0,
    });
    expect(result?.date).toBe("2026-11-10");
    expect(result?.skipped).toContainEqual({ date: "2026-11-09", why: "closure", name: "ILWU stop-work meeting" });
  });

  it("counts a day with a partial closure (the gates opened that day)", () => {
    const result = calculateLfd({
      rule: rule(),
      calendar: calendar({ closures: [closure("2026-11-09", false)] }),
      startEvent: "discharged",
      startAt: DISCHARGED_TUE,
      extensionDays: 0,
    });
    expect(result?.date).toBe("2026-11-09");
  });

  it("counts a closure when the rule does not skip closures", () => {
    const result = calculateLfd({
      rule: rule({ skip: { saturday: false, sunday: false, holidays: false, closures: false } }),
      calendar: calendar({ closures: [closure("2026-11-09")] }),
      startEvent: "discharged",
      startAt: DISCHARGED_TUE,
      extensionDays: 0,
    });
    expect(result?.date).toBe("2026-11-09");
  });

  it("skips the terminal's holiday on working days (Veterans Day, Wed Nov 11)", () => {
    // Discharged Fri Nov 6: Mon 9, Tue 10, (Wed 11 holiday), Thu 12, Fri 13.
    const result = calculateLfd({
      rule: rule(),
      calendar: calendar(),
      startEvent: "discharged",
      startAt: "2026-11-06T18:00:00Z",
      extensionDays: 0,
    });
    expect(result?.counted).toEqual(["2026-11-09", "2026-11-10", "2026-11-12", "2026-11-13"]);
    expect(result?.skipped).toContainEqual({ date: "2026-11-11", why: "holiday", name: "Veterans Day" });
  });

  it("counts every day on calendar days, weekends and holidays included, unless a setting skips them", () => {
    const calendarDays = rule({
      dayKind: "calendar",
      skip: { saturday: false, sunday: false, holidays: false, closures: false },
    });
    const plain = calculateLfd({
      rule: calendarDays,
      calendar: calendar(),
      startEvent: "discharged",
      startAt: DISCHARGED_TUE,
      extensionDays: 0,
    });
    expect(plain?.counted).toEqual(["2026-11-04", "2026-11-05", "2026-11-06", "2026-11-07"]);
    const noSundays = calculateLfd({
      rule: rule({
        dayKind: "calendar",
        freeDays: 5,
        skip: { saturday: false, sunday: true, holidays: false, closures: false },
      }),
      calendar: calendar(),
      startEvent: "discharged",
      startAt: DISCHARGED_TUE,
      extensionDays: 0,
    });
    expect(noSundays?.date).toBe("2026-11-09");
    expect(noSundays?.skipped).toEqual([{ date: "2026-11-08", why: "sunday" }]);
  });

  it("starts counting on the start's own date when the first day is `same`", () => {
    const result = calculateLfd({
      rule: rule({ firstDay: "same" }),
      calendar: calendar(),
      startEvent: "discharged",
      startAt: DISCHARGED_TUE,
      extensionDays: 0,
    });
    expect(result?.counted).toEqual(["2026-11-03", "2026-11-04", "2026-11-05", "2026-11-06"]);
    expect(result?.firstDay).toBe("same");
  });

  it("adds a box's extension days after its free days", () => {
    const result = calculateLfd({
      rule: rule(),
      calendar: calendar(),
      startEvent: "discharged",
      startAt: DISCHARGED_TUE,
      extensionDays: 2,
    });
    expect(result?.date).toBe("2026-11-12"); // … Mon 9, Tue 10, (Wed 11 holiday), Thu 12
    expect(result).toMatchObject({ freeDays: 4, extensionDays: 2 });
  });

  describe("at local midnight", () => {
    it("takes 23:59 as that day and 00:00 as the next, in the terminal's zone", () => {
      const before = calculateLfd({
        rule: rule(),
        calendar: calendar(),
        startEvent: "discharged",
        startAt: "2026-11-04T07:59:00Z",
        extensionDays: 0,
      });
      const after = calculateLfd({
        rule: rule(),
        calendar: calendar(),
        startEvent: "discharged",
        startAt: "2026-11-04T08:00:00Z",
        extensionDays: 0,
      });
      expect(before?.startLocal).toEqual({ date: "2026-11-03", time: "23:59" });
      expect(before?.date).toBe("2026-11-09");
      expect(after?.startLocal).toEqual({ date: "2026-11-04", time: "00:00" });
      expect(after?.date).toBe("2026-11-10");
    });

    it("reads the same instant as another day in another zone (never UTC)", () => {
      // 2026-11-04T03:00Z is Nov 3 19:00 in Los Angeles and Nov 4 12:00 in Tokyo.
      const la = calculateLfd({
        rule: rule(),
        calendar: calendar(),
        startEvent: "discharged",
        startAt: "2026-11-04T03:00:00Z",
        extensionDays: 0,
      });
      const tokyo = calculateLfd({
        rule: rule(),
        calendar: calendar({ timezone: "Asia/Tokyo", holidays: [] }),
        startEvent: "discharged",
        startAt: "2026-11-04T03:00:00Z",
        extensionDays: 0,
      });
      expect(la?.date).toBe("2026-11-09");
      expect(tokyo?.startLocal).toEqual({ date: "2026-11-04", time: "12:00" });
      expect(tokyo?.date).toBe("2026-11-10");
    });
  });

  describe("across DST changes", () => {
    it("counts the spring-forward weekend in Los Angeles (Mar 8 2026) by local dates", () => {
      // Fri Mar 6 23:30 PST = Mar 7 07:30 UTC: Mon 9, Tue 10, Wed 11, Thu 12.
      const result = calculateLfd({
        rule: rule(),
        calendar: calendar({ holidays: [] }),
        startEvent: "discharged",
        startAt: "2026-03-07T07:30:00Z",
        extensionDays: 0,
      });
      expect(result?.startLocal).toEqual({ date: "2026-03-06", time: "23:30" });
      expect(result?.date).toBe("2026-03-12");
    });

    it("puts both 01:30s of the fall-back night (Nov 1 2026) on Sunday Nov 1", () => {
      for (const startAt of ["2026-11-01T08:30:00Z", "2026-11-01T09:30:00Z"]) {
        const result = calculateLfd({
          rule: rule(),
          calendar: calendar(),
          startEvent: "discharged",
          startAt,
          extensionDays: 0,
        });
        expect(result?.startLocal).toEqual({ date: "2026-11-01", time: "01:30" });
        expect(result?.date).toBe("2026-11-05"); // Mon 2, Tue 3, Wed 4, Thu 5
      }
    });

    it("reads midnight after spring-forward as the new day (00:00 PDT does not move)", () => {
      // Mar 9 2026 00:00 PDT = 07:00 UTC; 06:59 UTC is still Mar 8 23:59 PDT.
      const late = calculateLfd({
        rule: rule({ firstDay: "same" }),
        calendar: calendar({ holidays: [] }),
        startEvent: "discharged",
        startAt: "2026-03-09T06:59:00Z",
        extensionDays: 0,
      });
      const midnight = calculateLfd({
        rule: rule({ firstDay: "same" }),
        calendar: calendar({ holidays: [] }),
        startEvent: "discharged",
        startAt: "2026-03-09T07:00:00Z",
        extensionDays: 0,
      });
      expect(late?.skipped[0]).toEqual({ date: "2026-03-08", why: "sunday" });
      expect(late?.date).toBe("2026-03-12");
      expect(midnight?.startLocal.date).toBe("2026-03-09");
      expect(midnight?.date).toBe("2026-03-12");
    });
  });

  it("gives no LFD for an unreadable start instant", () => {
    expect(
      calculateLfd({ rule: rule(), calendar: calendar(), startEvent: "discharged", startAt: "soon", extensionDays: 0 }),
    ).toBeNull();
  });
});
