import { describe, expect, it } from "vitest";

import { cooldownEnds, cooldownKey, cooldownLedger } from "./dedupe";

const at = (iso: string): Date => new Date(iso);

describe("cool-down ledger", () => {
  it("lets a kind be told when it never was, and records the telling", () => {
    const ledger = cooldownLedger({}, at("2026-11-22T05:59:00.000Z"), 360);
    expect(ledger.mayTell("hold_placed:customs")).toBe(true);
    ledger.record("hold_placed:customs");
    expect(ledger.told()).toEqual({ "hold_placed:customs": "2026-11-22T05:59:00.000Z" });
    expect(ledger.recheckAt()).toBeNull();
  });

  it("slides from the last telling: two minutes later across a six-hour clock edge is still cooling", () => {
    const ledger = cooldownLedger(
      { "hold_placed:customs": "2026-11-22T05:59:00.000Z" },
      at("2026-11-22T06:01:00.000Z"),
      360,
    );
    expect(ledger.mayTell("hold_placed:customs")).toBe(false);
    expect(ledger.recheckAt()).toBe("2026-11-22T11:59:00.000Z");
  });

  it("is per kind and subject: another hold, another LFD source or another kind is not held back", () => {
    const ledger = cooldownLedger(
      { "hold_placed:customs": "2026-11-22T05:59:00.000Z", "lfd_changed:line": "2026-11-22T05:59:00.000Z" },
      at("2026-11-22T06:00:00.000Z"),
      360,
    );
    expect(ledger.mayTell(cooldownKey("hold_placed", "USDA"))).toBe(true);
    expect(ledger.mayTell(cooldownKey("hold_released", "customs"))).toBe(true);
    expect(ledger.mayTell(cooldownKey("lfd_changed", "terminal"))).toBe(true);
    expect(ledger.mayTell(cooldownKey("lfd_changed", "line"))).toBe(false);
  });

  it("ends exactly cooldownMinutes after the telling, and forgets tellings whose cool-down ended", () => {
    expect(cooldownEnds("2026-11-22T05:59:00.000Z", 90).toISOString()).toBe("2026-11-22T07:29:00.000Z");
    const ledger = cooldownLedger(
      { became_ready: "2026-11-22T05:59:00.000Z", "hold_placed:TMF": "2026-11-22T07:00:00.000Z" },
      at("2026-11-22T07:29:00.000Z"),
      90,
    );
    expect(ledger.mayTell("became_ready")).toBe(true);
    expect(ledger.told()).toEqual({ "hold_placed:TMF": "2026-11-22T07:00:00.000Z" });
  });

  it("rechecks at the earliest cool-down that held something back", () => {
    const ledger = cooldownLedger(
      { "lfd_changed:line": "2026-11-22T06:00:00.000Z", became_ready: "2026-11-22T05:00:00.000Z" },
      at("2026-11-22T07:00:00.000Z"),
      360,
    );
    expect(ledger.mayTell("lfd_changed:line")).toBe(false);
    expect(ledger.mayTell("became_ready")).toBe(false);
    expect(ledger.recheckAt()).toBe("2026-11-22T11:00:00.000Z");
  });

  it("holds nothing back from a telling after now (the workspace's clock went back)", () => {
    const ledger = cooldownLedger({ became_ready: "2026-11-22T12:00:00.000Z" }, at("2026-11-22T06:00:00.000Z"), 360);
    expect(ledger.mayTell("became_ready")).toBe(true);
    expect(ledger.told()).toEqual({});
  });
});
