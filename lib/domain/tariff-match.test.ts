import { describe, expect, it } from "vitest";

import { demurrageOn, demurrageTariffFor, perDiemTariffFor, tariffsFor, type TariffBook } from "./tariff-match";
import { testDemurrage, testPerDiem } from "./test-tariffs";

const rates = (amount: number) => [{ fromDay: 1, toDay: null, amountPerDay: amount }];
const usd = (amount: number, freeDays = 4) => ({ currency: "USD", freeDays, tiers: rates(amount) });
const DAY = "2026-06-19";
const book: TariffBook = {
  currency: "USD",
  demurrage: [
    testDemurrage(usd(100), { scope: "line", scopeKey: "MAEU", versionId: "a" }),
    testDemurrage(usd(200, 5), { scope: "terminal", scopeKey: "W185", versionId: "b" }),
    testDemurrage(usd(260, 5), { scope: "terminal", scopeKey: "W185", equipmentLength: 40, versionId: "c" }),
  ],
  perDiem: [
    testPerDiem({ ...usd(90), dayKind: "calendar" }, { lineScac: "MAEU", versionId: "d" }),
    testPerDiem({ ...usd(140, 5), dayKind: "working" }, { lineScac: "MAEU", equipmentLength: 40, versionId: "e" }),
  ],
};
const amountOf = (tariff: { tiers: { amountPerDay: number }[] } | null) => tariff?.tiers[0]?.amountPerDay ?? null;

describe("tariff match", () => {
  it("prefers the terminal's demurrage tariff over the line's, by FIRMS code or terminal id", () => {
    const subject = (terminalKeys: (string | null)[], lineScac: string | null) => ({
      terminalKeys,
      lineScac,
      equipmentLength: null,
    });
    expect(amountOf(demurrageTariffFor(book, subject(["W185", null], "MAEU"), DAY))).toBe(200);
    expect(amountOf(demurrageTariffFor(book, subject([null, "W185"], null), DAY))).toBe(200);
    expect(amountOf(demurrageTariffFor(book, subject(["Y309", null], "MAEU"), DAY))).toBe(100);
    expect(demurrageTariffFor(book, subject(["Y309", null], "CMDU"), DAY)).toBeNull();
  });

  it("prefers a tariff for the box's size over one for every size, demurrage as per diem", () => {
    const at = (equipmentLength: number | null) => ({ terminalKeys: ["W185"], lineScac: "MAEU", equipmentLength });
    expect(amountOf(demurrageTariffFor(book, at(40), DAY))).toBe(260);
    expect(amountOf(demurrageTariffFor(book, at(20), DAY))).toBe(200);
    expect(perDiemTariffFor(book, { lineScac: "MAEU", equipmentLength: 40 }, DAY)?.dayKind).toBe("working");
    expect(amountOf(perDiemTariffFor(book, { lineScac: "MAEU", equipmentLength: 20 }, DAY))).toBe(90);
    expect(amountOf(perDiemTariffFor(book, { lineScac: "MAEU", equipmentLength: null }, DAY))).toBe(90);
    expect(perDiemTariffFor(book, { lineScac: "CMDU", equipmentLength: 40 }, DAY)).toBeNull();
  });
});

describe("the version in force on a day", () => {
  // MSCU's line tariff: v1 at 100 through Jun 19, v2 at 150 from Jun 20. A terminal tariff at W185 ended on
  // Jun 10 (deleted), and a v3 was replaced the day it began.
  const versions: TariffBook = {
    demurrage: [
      testDemurrage(usd(100), { versionId: "m1", version: 1, effectiveTo: "2026-06-19" }),
      testDemurrage(usd(150), { versionId: "m2", version: 2, effectiveFrom: "2026-06-20", effectiveTo: "2026-06-24" }),
      testDemurrage(usd(999), { versionId: "m3", version: 3, effectiveFrom: "2026-06-25", effectiveTo: "2026-06-24" }),
      testDemurrage(usd(175), { versionId: "m4", version: 4, effectiveFrom: "2026-06-25" }),
      testDemurrage(usd(300), { scope: "terminal", scopeKey: "W185", versionId: "t1", effectiveTo: "2026-06-10" }),
    ],
    perDiem: [],
  };
  const box = tariffsFor(versions, { terminalKeys: ["W185"], lineScac: "MSCU", equipmentLength: 40 });
  const versionOn = (date: string) => demurrageOn(box, date)?.version ?? null;

  it("is the earlier version on its last day and the new one from its first, both ends inclusive", () => {
    expect(versionOn("2026-06-19")).toBe(1);
    expect(versionOn("2026-06-20")).toBe(2);
    expect(versionOn("2026-06-24")).toBe(2);
    expect(versionOn("2026-06-25")).toBe(4);
    expect(versionOn("2099-01-01")).toBe(4);
  });

  it("never picks a version replaced before it began", () => {
    expect(box.demurrage.map((entry) => entry.versionId)).toContain("m3");
    expect(["2026-06-24", "2026-06-25", "2026-06-26"].map(versionOn)).not.toContain(3);
  });

  it("takes the terminal's tariff while it was in force and the line's once it ended", () => {
    expect(demurrageOn(box, "2026-06-10")?.versionId).toBe("t1");
    expect(demurrageOn(box, "2026-06-11")?.versionId).toBe("m1");
  });

  it("finds nothing on a day before any version began", () => {
    const late = tariffsFor(
      { demurrage: [testDemurrage(usd(100), { effectiveFrom: "2026-06-20" })], perDiem: [] },
      { terminalKeys: [], lineScac: "MSCU", equipmentLength: null },
    );
    expect(demurrageOn(late, "2026-06-19")).toBeNull();
    expect(demurrageOn(late, "2026-06-20")?.version).toBe(1);
  });
});
