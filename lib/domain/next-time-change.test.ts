import { describe, expect, it } from "vitest";

import type { ContainerFactsInput } from "./container-facts";
import { evaluateContainer, type ContainerEvaluation, type EvaluateOptions } from "./evaluate-container";
import { nextLocalDateChange } from "./local-date";
import { nextTimeChange } from "./next-time-change";
import type { PerDiemTariff } from "./per-diem";
import { makeFacts } from "./test-facts";
import { testTariffs } from "./test-tariffs";
import { instantsBefore, seededRandom as generator } from "./test-random";

// The claim of next-time-change.ts: the evaluation stays the same from `now` until the instant returned, and
// differs at it. Boxes are drawn at random (seeded: the failing case's seed is in its name) across phases,
// zones (DST at midnight, half-hour DST, an unknown zone, none) and clock positions around midnights, DST
// changes and the freshness thresholds.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONES = [
  "America/Los_Angeles",
  "America/New_York",
  "America/Santiago", // DST starts at local midnight: no 00:00 that day
  "Asia/Beirut",
  "Australia/Lord_Howe", // half-hour DST
  "Asia/Kolkata",
  "Pacific/Chatham",
  "Mars/Olympus_Mons", // unknown: UTC
  null,
];
// Around DST changes of 2026 (US Mar 8 / Nov 1, Chile Apr 5 / Sep 6, Lord Howe Apr 5 / Oct 4) and plain days.
const ANCHORS = ["2026-03-07", "2026-03-08", "2026-04-04", "2026-09-05", "2026-10-03", "2026-11-01", "2026-06-19"];

const PER_DIEM: PerDiemTariff = {
  currency: "USD",
  freeDays: 4,
  dayKind: "working",
  tiers: [{ fromDay: 1, toDay: null, amountPerDay: 150 }],
};
const DEMURRAGE = { currency: "USD", freeDays: 4, tiers: [{ fromDay: 1, toDay: null, amountPerDay: 200 }] };

function drawCase(seed: number): {
  facts: Partial<ContainerFactsInput>;
  now: Date;
  options: Omit<EvaluateOptions, "now">;
} {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const anchor = Date.parse(`${pick(ANCHORS)}T00:00:00Z`);
  const now = new Date(anchor + Math.floor(random() * 2 * DAY) - DAY / 2);
  const around = (spread: number) => new Date(now.getTime() + Math.floor((random() - 0.5) * spread)).toISOString();
  const zone = pick(ZONES);
  const phase = pick(["on_ship", "at_terminal", "at_terminal", "out", "returned"] as const);
  const lfd = random() < 0.8 ? around(6 * DAY) : null;
  // Checks within a few minutes of a threshold as often as not.
  const threshold = pick([DAY, 7 * DAY]);
  const checked =
    random() < 0.5
      ? around(20 * DAY)
      : new Date(now.getTime() - threshold + (random() - 0.5) * 10 * 60_000).toISOString();
  const facts: Partial<ContainerFactsInput> = {
    current_status: phase === "on_ship" ? "on_ship" : phase === "returned" ? "empty_returned" : "available",
    available_for_pickup: random() < 0.5,
    pod_timezone: zone,
    // A rail LFD is counted at the final destination, often in another zone than the port.
    final_destination_timezone: random() < 0.5 ? pick(ZONES) : null,
    pickup_lfd: lfd,
    import_deadlines: {
      pickup_lfd_terminal: lfd,
      pickup_lfd_line: random() < 0.3 ? around(6 * DAY) : null,
      pickup_lfd_rail: random() < 0.4 ? around(6 * DAY) : null,
    },
    terminal_checked_at: random() < 0.9 ? checked : null,
    pod_arrived_at: phase === "on_ship" ? null : around(20 * DAY),
    pod_discharged_at: phase === "on_ship" ? null : around(20 * DAY),
    pod_full_out_at: phase === "out" || phase === "returned" ? around(12 * DAY) : null,
    empty_terminated_at: phase === "returned" ? around(2 * DAY) : null,
  };
  const tariffs = random() < 0.7 ? testTariffs(DEMURRAGE, PER_DIEM) : testTariffs(null, null);
  return { facts, now, options: { lfdRule: pick(["earliest", "service"] as const), tariffs } };
}

/** The evaluation without the check's age in milliseconds (shown, never stored, and different every instant). */
function stable(evaluation: ContainerEvaluation): unknown {
  return { ...evaluation, freshness: { ...evaluation.freshness, terminalCheckAgeMs: null } };
}

describe("nextTimeChange", () => {
  const seeds = Array.from({ length: 400 }, (_, i) => 1000 + i);
  it.each(seeds)("seed %i: the evaluation holds until the instant returned and changes at it", (seed) => {
    const { facts: input, now, options } = drawCase(seed);
    const facts = makeFacts(input);
    const at = (t: Date) => stable(evaluateContainer(facts, { ...options, now: t }));
    const evaluation = evaluateContainer(facts, { ...options, now });
    const wake = nextTimeChange(facts, evaluation, now);
    for (const probe of instantsBefore(generator(seed ^ 0x5bd1e995), now, wake))
      expect(at(probe), probe.toISOString()).toEqual(at(now));
    // Never too early either: something the board shows differs at that instant. With none, a year on is the same.
    if (wake) expect(at(wake)).not.toEqual(at(now));
    else expect(at(new Date(now.getTime() + 366 * DAY))).toEqual(at(now));
  });
});

describe("nextLocalDateChange", () => {
  it("is the next local midnight, an hour's difference either side of a DST change", () => {
    expect(nextLocalDateChange(new Date("2026-03-07T20:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-03-08T05:00:00.000Z",
    );
    // Mar 8 has 23 hours in New York: the next midnight is 04:00Z.
    expect(nextLocalDateChange(new Date("2026-03-08T12:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-03-09T04:00:00.000Z",
    );
    expect(nextLocalDateChange(new Date("2026-11-01T12:00:00Z"), "America/New_York").toISOString()).toBe(
      "2026-11-02T05:00:00.000Z",
    );
  });

  it("is the first instant of the next day where DST skips midnight (Santiago, Sep 6 2026 starts at 01:00)", () => {
    // Sep 5 23:59:59.999 at UTC−4 is Sep 6 03:59:59.999Z; the clock then reads Sep 6 01:00.
    expect(nextLocalDateChange(new Date("2026-09-05T20:00:00Z"), "America/Santiago").toISOString()).toBe(
      "2026-09-06T04:00:00.000Z",
    );
  });

  it("uses UTC for an unknown zone, as localDateOf does", () => {
    expect(nextLocalDateChange(new Date("2026-06-19T18:00:00Z"), "Mars/Olympus_Mons").toISOString()).toBe(
      "2026-06-20T00:00:00.000Z",
    );
  });
});
