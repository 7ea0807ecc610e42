import { HOLD_AGE_BANDS, PAST_LFD_BANDS, type HoldAgeBand, type PastLfdBand } from "@/lib/domain/report-bands";
import { shortDayText } from "@/lib/shared/format/date";
import { DWELL_CAP, type DwellKind, type FeeType } from "@/lib/shared/report-api";

// Pure. A report's bar or table row on the board: the board's URL carries the report dimension it has no filter of
// its own for as one parameter, `report`, beside the board's own filters (terminal, hold, card), so a link reads
// `?terminal=PNCT&lens=past_lfd&report=past-lfd.4-7`. The server selects the boxes with the report's own SQL
// (lib/server/reports/report-cells.ts), so the board shows exactly the boxes the bar counted.
// `parseReportCell` (lib/validations/report-cell-param.ts) reads the parameter back.

export type ReportCell =
  /** LFD `days` terminal-local days from today (0 today, 1 tomorrow: the board's buckets). */
  | { chart: "lfd-due"; days: number }
  | { chart: "past-lfd"; band: PastLfdBand }
  /** Boxes the demurrage estimate charges on `date`, by a tariff in `currency`. */
  | { chart: "exposure"; date: string; currency: string }
  /** Boxes whose posted fees of `type` in `currency` changed on the terminal-local days `from`–`to`. */
  | { chart: "fees"; from: string; to: string; type: FeeType; currency: string }
  | { chart: "hold-age"; hold: string; band: HoldAgeBand }
  /** Boxes whose hold `hold` was released on the days `from`–`to`. */
  | { chart: "released"; hold: string; from: string; to: string }
  /** Boxes whose dwell of `kind` was `days` whole days (DWELL_CAP and more in the last), ended `from`–`to`. */
  | { chart: "dwell"; kind: DwellKind; days: number; from: string; to: string }
  | { chart: "freshness"; flag: "stale" | "unknown" };

/** The board's view state for it (lib/shared/board-query.ts folds it in). */
export type ReportCellState = { report: ReportCell | null };
export const EMPTY_REPORT_CELL: ReportCellState = { report: null };

/** A band's days as "4-7", "15-" (open) or "1-1": its bounds, from the domain's list, so the URL reads as days. */
export function pastBandRange(band: PastLfdBand): string {
  const index = PAST_LFD_BANDS.findIndex((item) => item.label === band);
  const from = index > 0 ? (PAST_LFD_BANDS[index - 1]?.upTo ?? 0) + 1 : 1;
  const upTo = PAST_LFD_BANDS[index]?.upTo ?? null;
  return `${from}-${upTo ?? ""}`;
}

/** A hold-age band as "2-4" (on at least 2 days, under 4) or "7-". */
export function ageBandRange(band: HoldAgeBand): string {
  const index = HOLD_AGE_BANDS.findIndex((item) => item.label === band);
  const from = index > 0 ? (HOLD_AGE_BANDS[index - 1]?.belowDays ?? 0) : 0;
  const below = HOLD_AGE_BANDS[index]?.belowDays ?? null;
  return `${from}-${below ?? ""}`;
}

/** The `report` parameter's value. */
export function reportCellParam(cell: ReportCell): string {
  switch (cell.chart) {
    case "lfd-due":
      return `lfd-due.${cell.days}`;
    case "past-lfd":
      return `past-lfd.${pastBandRange(cell.band)}`;
    case "exposure":
      return `exposure.${cell.date}.${cell.currency}`;
    case "fees":
      return `fees.${cell.from}.${cell.to}.${cell.type}.${cell.currency}`;
    case "hold-age":
      return `hold-age.${cell.hold}.${ageBandRange(cell.band)}`;
    case "released":
      return `released.${cell.hold}.${cell.from}.${cell.to}`;
    case "dwell":
      return `dwell.${cell.kind}.${cell.days}.${cell.from}.${cell.to}`;
    case "freshness":
      return `freshness.${cell.flag}`;
  }
}

export function setReportCellParams(params: URLSearchParams, state: ReportCellState): void {
  if (state.report) params.set("report", reportCellParam(state.report));
}

const FEE_LABELS: Record<FeeType, string> = {
  demurrage: "demurrage",
  exam: "exam",
  extended_dwell_time: "extended dwell time",
  other: "other fees",
};
const DWELL_LABELS: Record<DwellKind, string> = {
  discharge_to_out: "discharge → full out",
  out_to_return: "full out → empty return",
};

const days = (from: string, to: string) =>
  from === to ? shortDayText(from) : `${shortDayText(from)} – ${shortDayText(to)}`;

/** What the board shows, in words, for the chip that removes it. */
export function reportCellLabel(cell: ReportCell): string {
  switch (cell.chart) {
    case "lfd-due":
      return cell.days === 0 ? "LFD today" : cell.days === 1 ? "LFD tomorrow" : `LFD in ${cell.days} days`;
    case "past-lfd":
      return `${cell.band} past LFD`;
    case "exposure":
      return `estimate charges ${shortDayText(cell.date)} (${cell.currency} tariff)`;
    case "fees":
      return `${FEE_LABELS[cell.type]} posted ${days(cell.from, cell.to)} (${cell.currency === "UNKNOWN" ? "no currency" : cell.currency})`;
    case "hold-age":
      return `${cell.hold} hold on ${cell.band}`;
    case "released":
      return `${cell.hold} released ${days(cell.from, cell.to)}`;
    case "dwell":
      return `${DWELL_LABELS[cell.kind]} ${cell.days}${cell.days >= DWELL_CAP ? "+" : `–${cell.days + 1}`} days, ${days(cell.from, cell.to)}`;
    case "freshness":
      return cell.flag === "stale" ? "terminal data older than 24 h" : "urgency unknown";
  }
}
