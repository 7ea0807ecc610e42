import { describe, expect, it } from "vitest";

import { deriveChanges, trustedOf } from "./derive-changes";
import { testBox } from "./test-box";

const now = new Date("2026-11-22T20:00:00.000Z");
const options = { now, cooldownMinutes: 360 };

describe("deriveChanges", () => {
  it("says nothing on the first look at a box, and keeps what it saw", () => {
    const box = testBox({ holds: [{ name: "customs", status: "hold", description: null }] });
    const result = deriveChanges(null, box, options);
    expect(result.events).toEqual([]);
    expect(result.trusted?.blockingHolds).toEqual(["customs"]);
  });

  it("tells an LFD change per source with old → new local dates and its direction", () => {
    const before = trustedOf(testBox({ lfd: { line: null, terminal: "2026-11-25T07:59:00.000Z", rail: null } }));
    // 07:59Z on the 24th is still the 23rd in Los Angeles: the local date is what a dispatcher reads.
    const after = testBox({
      lfdSource: "terminal",
      lfd: { line: null, terminal: "2026-11-24T07:59:00.000Z", rail: null },
    });
    const { events } = deriveChanges(before, after, options);
    expect(events).toHaveLength(1);
    expect(events[0]?.kind).toBe("lfd_changed");
    expect(events[0]?.data).toMatchObject({
      source: "terminal",
      oldDate: "2026-11-24",
      newDate: "2026-11-23",
      direction: "earlier",
      governing: true,
    });
  });

  it("names each LFD change apart, so A → B, back, and A → B again are three facts", () => {
    const a = testBox({ lfd: { line: "2026-11-25T08:00:00.000Z", terminal: null, rail: null } });
    const b = testBox({ lfd: { line: "2026-11-26T08:00:00.000Z", terminal: null, rail: null } });
    const first = deriveChanges(trustedOf(a), b, options);
    const second = deriveChanges(first.trusted, a, options);
    const third = deriveChanges(second.trusted, b, options);
    const keys = [first, second, third].map((step) => step.events[0]?.dedupeKey);
    expect(new Set(keys).size).toBe(3);
  });

  it("tells a blocking hold placed and released, ignoring pending holds and unknown (null) holds", () => {
    const clear = trustedOf(testBox({ holds: [{ name: "TMF", status: "pending", description: null }] }));
    const placed = deriveChanges(
      clear,
      testBox({ holds: [{ name: "customs", status: "hold", description: null }] }),
      options,
    );
    expect(placed.events.map((e) => [e.kind, e.data["hold"]])).toEqual([["hold_placed", "customs"]]);
    const released = deriveChanges(placed.trusted, testBox({ holds: [] }), options);
    expect(released.events.map((e) => [e.kind, e.data["hold"]])).toEqual([["hold_released", "customs"]]);
    expect(deriveChanges(placed.trusted, testBox({ holds: null }), options).events).toEqual([]);
  });

  it("keys flapping kinds by the cool-down window: on, off, on within it is one 'placed'", () => {
    const clear = trustedOf(testBox());
    const on = testBox({ holds: [{ name: "customs", status: "hold", description: null }] });
    const first = deriveChanges(clear, on, options);
    const off = deriveChanges(first.trusted, testBox(), { ...options, now: new Date(now.getTime() + 60_000) });
    const again = deriveChanges(off.trusted, on, { ...options, now: new Date(now.getTime() + 120_000) });
    expect(again.events[0]?.dedupeKey).toBe(first.events[0]?.dedupeKey);
    const later = deriveChanges(off.trusted, on, { ...options, now: new Date(now.getTime() + 7 * 3_600_000) });
    expect(later.events[0]?.dedupeKey).not.toBe(first.events[0]?.dedupeKey);
  });

  it("tells a box that became ready, and fees posted then grown, per currency", () => {
    const before = trustedOf(testBox({ fees: null }));
    const ready = deriveChanges(
      before,
      testBox({ ready: true, fees: [{ type: "demurrage", amount: 150, currency_code: "USD" }] }),
      options,
    );
    expect(ready.events.map((e) => e.kind).sort()).toEqual(["became_ready", "fees_posted"]);
    const grew = deriveChanges(
      ready.trusted,
      testBox({
        ready: true,
        fees: [
          { type: "demurrage", amount: 300, currency_code: "USD" },
          { type: "total", amount: 300, currency_code: "USD" },
        ],
      }),
      options,
    );
    expect(grew.events.map((e) => [e.kind, e.data["previous"], e.data["amount"]])).toEqual([["fees_grew", 150, 300]]);
  });

  it("derives nothing from a box whose urgency is unknown and keeps the last trusted state", () => {
    const before = trustedOf(testBox());
    const stale = testBox({
      urgencyUnknown: true,
      holds: [{ name: "customs", status: "hold", description: null }],
      ready: true,
    });
    const result = deriveChanges(before, stale, options);
    expect(result.events).toEqual([]);
    expect(result.trusted).toBe(before);
  });

  it("an unchanged box keeps its state object (nothing to write)", () => {
    const before = trustedOf(testBox({ fees: [{ type: "demurrage", amount: 10, currency_code: "USD" }] }));
    expect(
      deriveChanges(before, testBox({ fees: [{ type: "demurrage", amount: 10, currency_code: "USD" }] }), options)
        .trusted,
    ).toBe(before);
  });
});
