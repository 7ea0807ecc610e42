import { describe, expect, it } from "vitest";

import { HOLD_AGE_BANDS, PAST_LFD_BANDS } from "@/lib/domain/report-bands";
import { reportCellParam, type ReportCell } from "@/lib/shared/report-cell";

import { toReportCell } from "./report-cell-param";

const CELLS: ReportCell[] = [
  { chart: "lfd-due", days: 0 },
  { chart: "lfd-due", days: 13 },
  ...PAST_LFD_BANDS.map((band) => ({ chart: "past-lfd" as const, band: band.label })),
  { chart: "exposure", date: "2026-03-07", currency: "USD" },
  { chart: "fees", from: "2026-03-02", to: "2026-03-08", type: "extended_dwell_time", currency: "UNKNOWN" },
  ...HOLD_AGE_BANDS.map((band) => ({ chart: "hold-age" as const, hold: "USDA", band: band.label })),
  { chart: "released", hold: "customs", from: "2025-12-06", to: "2026-03-05" },
  { chart: "dwell", kind: "out_to_return", days: 14, from: "2025-12-06", to: "2026-03-05" },
  { chart: "freshness", flag: "stale" },
];

describe("a report bar in the board's URL", () => {
  it.each(CELLS.map((cell) => [reportCellParam(cell), cell] as const))(
    "%s reads back as the same bar",
    (param, cell) => {
      expect(toReportCell(param)).toEqual(cell);
    },
  );

  it("names bands by their days", () => {
    expect(CELLS.filter((cell) => cell.chart === "past-lfd").map(reportCellParam)).toEqual([
      "past-lfd.1-1",
      "past-lfd.2-2",
      "past-lfd.3-3",
      "past-lfd.4-7",
      "past-lfd.8-14",
      "past-lfd.15-",
    ]);
    expect(reportCellParam({ chart: "hold-age", hold: "customs", band: "7+ days" })).toBe("hold-age.customs.7-");
  });

  it.each([
    "past-lfd.4-8",
    "lfd-due.14",
    "fees.2026-03-08.2026-03-02.demurrage.USD",
    "fees.2026-03-02.2026-03-08.storage.USD",
    "exposure.2026-02-30.USD",
    "hold-age.cus toms.0-1",
    "dwell.discharge_to_out.3.2026-01-01",
    "freshness.stale.extra",
    "nonsense",
  ])("refuses %s", (param) => {
    expect(toReportCell(param)).toBeNull();
  });
});
