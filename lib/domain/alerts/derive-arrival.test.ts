import { describe, expect, it } from "vitest";

import type { TrustedState } from "./box-facts";
import { deriveChanges, trustedOf } from "./derive-changes";
import { testBox } from "./test-box";

const now = new Date("2026-11-22T20:00:00.000Z");
const options = { now, cooldownMinutes: 360 };
const HOUR = 3_600_000;
const eta = "2026-11-25T08:00:00.000Z";
const plus = (hours: number): string => new Date(Date.parse(eta) + hours * HOUR).toISOString();

/** A box still on the water, due at the port at `eta`. */
const sailing = (overrides: Parameters<typeof testBox>[0] = {}) =>
  testBox({ phase: "arriving", podEtaAt: eta, podArrivedAt: null, podDischargedAt: null, ...overrides });
const kinds = (before: TrustedState | null, after: ReturnType<typeof testBox>, extra = {}) =>
  deriveChanges(before, after, { ...options, ...extra }).events.map((event) => event.kind);

describe("arrival alerts", () => {
  it("tell an ETA moved by the threshold (24 h by default) or more, either way, and nothing for a smaller move", () => {
    const before = trustedOf(sailing());
    const later = deriveChanges(before, sailing({ podEtaAt: plus(48) }), options).events;
    expect(later.map((event) => [event.kind, event.data["old"], event.data["new"], event.data["direction"]])).toEqual([
      ["eta_changed", eta, plus(48), "later"],
    ]);
    expect(later[0]?.data["hours"]).toBe(48);
    expect(kinds(before, sailing({ podEtaAt: plus(-24) }))).toEqual(["eta_changed"]);
    expect(kinds(before, sailing({ podEtaAt: plus(2) }))).toEqual([]);
    expect(kinds(before, sailing({ podEtaAt: plus(23) }))).toEqual([]);
  });

  it("compare with the ETA last told, so small moves that add up to the threshold are told once they do", () => {
    let state: TrustedState | null = trustedOf(sailing());
    const told: string[] = [];
    for (const hours of [10, 20, 30]) {
      const result = deriveChanges(state, sailing({ podEtaAt: plus(hours) }), options);
      told.push(...result.events.map((event) => `${event.kind}:${String(event.data["hours"])}`));
      state = result.trusted;
    }
    expect(told).toEqual(["eta_changed:30"]);
    // The next move is measured from what was told (+30 h): 10 h more is not news.
    expect(kinds(state, sailing({ podEtaAt: plus(40) }))).toEqual([]);
  });

  it("follow the workspace's threshold, and tell no ETA change when it is off", () => {
    const before = trustedOf(sailing());
    expect(kinds(before, sailing({ podEtaAt: plus(6) }), { etaChangeHours: 6 })).toEqual(["eta_changed"]);
    expect(kinds(before, sailing({ podEtaAt: plus(96) }), { etaChangeHours: null })).toEqual([]);
  });

  it("take a first ETA, a cleared one, or one after the vessel arrived silently", () => {
    expect(kinds(trustedOf(sailing({ podEtaAt: null })), sailing({ podEtaAt: plus(72) }))).toEqual([]);
    expect(kinds(trustedOf(sailing()), sailing({ podEtaAt: null }))).toEqual([]);
    const arrived = sailing({ podArrivedAt: "2026-11-22T18:00:00.000Z" });
    expect(kinds(trustedOf(arrived), { ...arrived, podEtaAt: plus(-60) })).toEqual([]);
  });

  it("tell the vessel's arrival and the discharge once each, keyed by the box state, not by the instant", () => {
    const first = deriveChanges(null, sailing(), options);
    expect(first.events).toEqual([]);
    const arrived = deriveChanges(first.trusted, sailing({ podArrivedAt: "2026-11-22T18:00:00.000Z" }), options);
    expect(arrived.events.map((event) => event.kind)).toEqual(["vessel_arrived"]);
    // The service corrects the arrival by ten minutes: the same fact, nothing new to tell.
    const corrected = sailing({ podArrivedAt: "2026-11-22T18:10:00.000Z" });
    expect(deriveChanges(arrived.trusted, corrected, options).events).toEqual([]);
    const discharged = deriveChanges(
      arrived.trusted,
      sailing({ phase: "at_terminal", podArrivedAt: "2026-11-22T18:00:00.000Z", podDischargedAt: now.toISOString() }),
      options,
    );
    expect(discharged.events.map((event) => event.kind)).toEqual(["discharged"]);
    expect(discharged.events[0]?.dedupeKey).toBe(`discharged:MSCU1234565:${arrived.trusted?.epoch}`);
  });

  it("say nothing about a box first seen already discharged, nor about an arrival learnt once the box is out", () => {
    expect(deriveChanges(null, testBox(), options).events).toEqual([]);
    const sawSailing = trustedOf(sailing());
    expect(kinds(sawSailing, testBox({ phase: "out" }))).toEqual([]);
  });

  it("take the arrival facts silently into a state kept before they were tracked", () => {
    const { eta: _eta, arrived: _arrived, discharged: _discharged, ...older } = trustedOf(sailing());
    const result = deriveChanges(older, testBox({ podEtaAt: plus(72) }), options);
    expect(result.events).toEqual([]);
    expect(result.trusted).toMatchObject({ eta: plus(72), arrived: testBox().podArrivedAt });
  });
});
