import { describe, expect, it } from "vitest";

import { deriveChanges, trustedOf } from "./derive-changes";
import { testBox } from "./test-box";

type Options = { now: Date; cooldownMinutes: number };
const now = new Date("2026-11-22T20:00:00.000Z");
const options: Options = { now, cooldownMinutes: 360 };
const later = (minutes: number): Date => new Date(now.getTime() + minutes * 60_000);

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

  it("names each LFD change apart, so A → B, back, and A → B again (each past the cool-down) are three facts", () => {
    const a = testBox({ lfd: { line: "2026-11-25T08:00:00.000Z", terminal: null, rail: null } });
    const b = testBox({ lfd: { line: "2026-11-26T08:00:00.000Z", terminal: null, rail: null } });
    const first = deriveChanges(trustedOf(a), b, options);
    const second = deriveChanges(first.trusted, a, { ...options, now: later(7 * 60) });
    const third = deriveChanges(second.trusted, b, { ...options, now: later(14 * 60) });
    const keys = [first, second, third].map((step) => step.events[0]?.dedupeKey);
    expect(keys.every((key) => key !== undefined)).toBe(true);
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

  it("cools a hold per box, kind and name from the last telling, so a flap across a clock edge is told once", () => {
    const on = testBox({ holds: [{ name: "customs", status: "hold", description: null }] });
    // 05:59 and 06:01 sit in different fixed six-hour windows; the cool-down runs from the last telling.
    const edge = new Date("2026-11-22T05:59:00.000Z");
    const at = (minutes: number): Options => ({ ...options, now: new Date(edge.getTime() + minutes * 60_000) });
    const placed = deriveChanges(trustedOf(testBox()), on, at(0));
    const released = deriveChanges(placed.trusted, testBox(), at(1));
    const again = deriveChanges(released.trusted, on, at(2));
    expect([placed, released, again].map((step) => step.events.map((e) => e.kind))).toEqual([
      ["hold_placed"],
      ["hold_released"],
      [],
    ]);
    // Held back, not lost: the box is looked at again when the cool-down of the first "placed" ends.
    expect(again.trusted?.recheckAt).toBe("2026-11-22T11:59:00.000Z");
    expect(again.trusted?.blockingHolds).toEqual([]);
    const recheck = deriveChanges(again.trusted, on, at(360));
    expect(recheck.events.map((e) => [e.kind, e.data["hold"]])).toEqual([["hold_placed", "customs"]]);
    expect(recheck.events[0]?.dedupeKey).not.toBe(placed.events[0]?.dedupeKey);
    expect(recheck.trusted?.recheckAt).toBeNull();
  });

  it("tells nothing at the end of a cool-down when the flap ended where it was last told", () => {
    const on = testBox({ holds: [{ name: "customs", status: "hold", description: null }] });
    const placed = deriveChanges(trustedOf(testBox()), on, options);
    const released = deriveChanges(placed.trusted, testBox(), { ...options, now: later(1) });
    const again = deriveChanges(released.trusted, on, { ...options, now: later(2) });
    const off = deriveChanges(again.trusted, testBox(), { ...options, now: later(3) });
    expect(off.events).toEqual([]);
    expect(off.trusted?.recheckAt).toBeNull();
    expect(deriveChanges(off.trusted, testBox(), { ...options, now: later(400) }).events).toEqual([]);
  });

  it("cools an LFD that flaps A → B → A: told once, and the net change when the cool-down ends", () => {
    const a = testBox({ lfd: { line: null, terminal: "2026-11-25T08:00:00.000Z", rail: null } });
    const b = testBox({ lfd: { line: null, terminal: "2026-11-27T08:00:00.000Z", rail: null } });
    const first = deriveChanges(trustedOf(a), b, options);
    expect(first.events.map((e) => e.data["direction"])).toEqual(["later"]);
    const back = deriveChanges(first.trusted, a, { ...options, now: later(10) });
    expect(back.events).toEqual([]);
    const flapped = deriveChanges(back.trusted, b, { ...options, now: later(20) });
    expect(flapped.events).toEqual([]);
    // It settled on A: once the cool-down ends, B → A is owed and told (earlier: money).
    const settled = deriveChanges(flapped.trusted, a, { ...options, now: later(30) });
    expect(settled.events).toEqual([]);
    const told = deriveChanges(settled.trusted, a, { ...options, now: later(360) });
    expect(told.events.map((e) => [e.data["oldDate"], e.data["newDate"], e.data["direction"]])).toEqual([
      ["2026-11-27", "2026-11-25", "earlier"],
    ]);
  });

  it("cools 'ready' across a drop: ready, not, ready again within the cool-down is one 'ready'", () => {
    const ready = deriveChanges(trustedOf(testBox()), testBox({ ready: true }), options);
    const drop = deriveChanges(ready.trusted, testBox(), { ...options, now: later(5) });
    const back = deriveChanges(drop.trusted, testBox({ ready: true }), { ...options, now: later(10) });
    expect([ready, drop, back].map((step) => step.events.map((e) => e.kind))).toEqual([["became_ready"], [], []]);
    // A drop that lasts past the cool-down is taken silently; becoming ready after it is told.
    const lasting = deriveChanges(drop.trusted, testBox(), { ...options, now: later(360) });
    expect(lasting.events).toEqual([]);
    expect(lasting.trusted?.ready).toBe(false);
    const readyAgain = deriveChanges(lasting.trusted, testBox({ ready: true }), { ...options, now: later(361) });
    expect(readyAgain.events.map((e) => e.kind)).toEqual(["became_ready"]);
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

  it("freezes terminal-sourced facts while the terminal data is stale, and tells the net change once fresh", () => {
    const before = trustedOf(testBox({ lfd: { line: null, terminal: "2026-11-25T08:00:00.000Z", rail: null } }));
    const terminalSays = {
      ready: true,
      holds: [{ name: "customs", status: "hold" as const, description: null }],
      fees: [{ type: "demurrage", amount: 150, currency_code: "USD" }],
      lfd: { line: null, terminal: "2026-11-24T08:00:00.000Z", rail: null },
    };
    const stale = deriveChanges(before, testBox({ stale: true, ...terminalSays }), options);
    expect(stale.events).toEqual([]);
    expect(stale.trusted).toBe(before);
    // Fresh again with the same values: each change is told now, once.
    const fresh = deriveChanges(stale.trusted, testBox(terminalSays), { ...options, now: later(1) });
    expect(fresh.events.map((e) => e.kind).sort()).toEqual([
      "became_ready",
      "fees_posted",
      "hold_placed",
      "lfd_changed",
    ]);
    expect(deriveChanges(fresh.trusted, testBox(terminalSays), { ...options, now: later(2) }).events).toEqual([]);
  });

  it("still tells the line's LFD while the terminal data is stale (it is not terminal data)", () => {
    const before = trustedOf(testBox({ lfd: { line: "2026-11-25T08:00:00.000Z", terminal: null, rail: null } }));
    const { events } = deriveChanges(
      before,
      testBox({ stale: true, lfd: { line: "2026-11-24T08:00:00.000Z", terminal: null, rail: null } }),
      options,
    );
    expect(events.map((e) => [e.kind, e.data["source"]])).toEqual([["lfd_changed", "line"]]);
  });

  it("an unchanged box keeps its state object (nothing to write)", () => {
    const before = trustedOf(testBox({ fees: [{ type: "demurrage", amount: 10, currency_code: "USD" }] }));
    expect(
      deriveChanges(before, testBox({ fees: [{ type: "demurrage", amount: 10, currency_code: "USD" }] }), options)
        .trusted,
    ).toBe(before);
  });
});

describe("alert identity across a resync", () => {
  const held = testBox({ holds: [{ name: "CUSTOMS", status: "hold", description: null }] });
  const clear = testBox({ holds: [] });

  it("names a box by its number, not its cache row", () => {
    const oldRow = deriveChanges(trustedOf(clear), { ...held, id: "row-before-resync" }, options);
    const newRow = deriveChanges(trustedOf(clear), { ...held, id: "row-after-resync" }, options);
    expect(oldRow.events[0]?.dedupeKey).toContain("MSCU1234565");
    expect(oldRow.events[0]?.dedupeKey).not.toContain("row-");
    expect(newRow.events[0]?.dedupeKey).toBe(oldRow.events[0]?.dedupeKey);
  });

  it("a first look tells nothing and starts an epoch, so a later change never reuses an earlier row's key", () => {
    // The first row: looked at, then a hold placed (its first telling).
    const firstLook = deriveChanges(null, { ...clear, id: "0a0a0a0a-1111-4111-8111-000000000001" }, options);
    expect(firstLook.events).toEqual([]);
    const placedBefore = deriveChanges(firstLook.trusted, held, options);
    // A resync made a new row: a new first look at the same instant (a frozen clock), then the hold placed again.
    const again = deriveChanges(null, { ...clear, id: "0b0b0b0b-2222-4222-8222-000000000002" }, options);
    expect(again.events).toEqual([]);
    const placedAfter = deriveChanges(again.trusted, held, options);
    expect(placedBefore.events.map((e) => e.kind)).toEqual(["hold_placed"]);
    expect(placedAfter.events.map((e) => e.kind)).toEqual(["hold_placed"]);
    expect(placedAfter.events[0]?.dedupeKey).not.toBe(placedBefore.events[0]?.dedupeKey);
  });

  it("keeps the keys of states stored before epochs existed", () => {
    const legacy = { ...trustedOf(clear), seq: 4 };
    expect(deriveChanges(legacy, held, options).events[0]?.dedupeKey).toBe("hold_placed:MSCU1234565:CUSTOMS:5");
  });

  it("tells the same fee again on a later row of the same number (the box's next trip)", () => {
    const none = testBox({ fees: [] });
    const fee = testBox({ fees: [{ type: "demurrage", amount: 150, currency_code: "USD" }] });
    const trip = (id: string) => {
      const first = deriveChanges(null, { ...none, id }, options);
      return deriveChanges(first.trusted, { ...fee, id }, options).events[0]?.dedupeKey;
    };
    const one = trip("0c0c0c0c-3333-4333-8333-000000000003");
    const two = trip("0d0d0d0d-4444-4444-8444-000000000004");
    expect(one).toMatch(/^fees_posted:MSCU1234565:USD:150:/);
    expect(two).not.toBe(one);
  });
});
