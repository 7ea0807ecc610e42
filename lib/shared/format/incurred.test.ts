import { describe, expect, it } from "vitest";

import type { IncurredFigure } from "@/lib/domain/incurred-money";

import { incurredFigureText, versionSharesText } from "./incurred";

const tariff = (version: number, name = "MSCU demurrage") => ({
  tariffId: "t",
  versionId: `v${version}`,
  version,
  name,
});

const share = (version: number, firstDay: number, lastDay: number, name = "MSCU demurrage") => ({
  tariff: tariff(version, name),
  days: lastDay - firstDay + 1,
  firstDay,
  lastDay,
  from: "2026-11-07",
  to: "2026-11-09",
  amount: 100,
});

const figure: IncurredFigure = {
  kind: "demurrage",
  currency: "USD",
  amount: 420,
  days: 3,
  from: "2026-11-07",
  to: "2026-11-09",
  versions: [
    { tariff: tariff(1), days: 1, firstDay: 1, lastDay: 1, from: "2026-11-07", to: "2026-11-07", amount: 100 },
    { tariff: tariff(2), days: 2, firstDay: 2, lastDay: 3, from: "2026-11-08", to: "2026-11-09", amount: 320 },
  ],
};

describe("incurred text", () => {
  it("names the amount, the days it counts and each version with its day numbers", () => {
    expect(incurredFigureText(figure)).toBe("$420.00 · 3 days, Nov 7 – Nov 9 · MSCU demurrage v1 day 1, v2 days 2–3");
  });

  it("names each tariff again when the versions are of two tariffs", () => {
    expect(versionSharesText([share(1, 1, 1, "W185 storage"), share(3, 2, 3)])).toBe(
      "W185 storage v1 day 1, MSCU demurrage v3 days 2–3",
    );
  });
});
