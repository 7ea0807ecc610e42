import { describe, expect, it } from "vitest";

import { demurrageTariffFor, perDiemTariffFor, type TariffBook } from "./tariff-match";

const rates = (amount: number) => [{ fromDay: 1, toDay: null, amountPerDay: amount }];
const book: TariffBook = {
  demurrage: [
    { scope: "line", scopeKey: "MAEU", currency: "USD", freeDays: 4, tiers: rates(100) },
    { scope: "terminal", scopeKey: "W185", currency: "USD", freeDays: 5, tiers: rates(200) },
  ],
  perDiem: [
    { lineScac: "MAEU", equipmentLength: null, currency: "USD", freeDays: 4, dayKind: "calendar", tiers: rates(90) },
    { lineScac: "MAEU", equipmentLength: 40, currency: "USD", freeDays: 5, dayKind: "working", tiers: rates(140) },
  ],
};

describe("tariff match", () => {
  it("prefers the terminal's demurrage tariff over the line's, by FIRMS code or terminal id", () => {
    expect(
      demurrageTariffFor(book, { terminalKeys: ["W185", null], lineScac: "MAEU", equipmentLength: null })?.tiers[0]
        ?.amountPerDay,
    ).toBe(200);
    expect(
      demurrageTariffFor(book, { terminalKeys: [null, "W185"], lineScac: null, equipmentLength: null })?.tiers[0]
        ?.amountPerDay,
    ).toBe(200);
    expect(
      demurrageTariffFor(book, { terminalKeys: ["Y309", null], lineScac: "MAEU", equipmentLength: null })?.tiers[0]
        ?.amountPerDay,
    ).toBe(100);
    expect(
      demurrageTariffFor(book, { terminalKeys: ["Y309", null], lineScac: "CMDU", equipmentLength: null }),
    ).toBeNull();
  });

  it("prefers the line's tariff for the box's size over its tariff for every size", () => {
    expect(perDiemTariffFor(book, { lineScac: "MAEU", equipmentLength: 40 })?.dayKind).toBe("working");
    expect(perDiemTariffFor(book, { lineScac: "MAEU", equipmentLength: 20 })?.tiers[0]?.amountPerDay).toBe(90);
    expect(perDiemTariffFor(book, { lineScac: "MAEU", equipmentLength: null })?.tiers[0]?.amountPerDay).toBe(90);
    expect(perDiemTariffFor(book, { lineScac: "CMDU", equipmentLength: 40 })).toBeNull();
  });
});
