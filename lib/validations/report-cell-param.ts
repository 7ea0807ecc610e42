import { z } from "zod";

import { HOLD_AGE_BANDS, PAST_LFD_BANDS } from "@/lib/domain/report-bands";
import { DUE_DAYS, DWELL_CAP, FEE_TYPES, type DwellKind, type FeeType } from "@/lib/shared/report-api";
import { ageBandRange, pastBandRange, type ReportCell, type ReportCellState } from "@/lib/shared/report-cell";

// Reads the board's `report` parameter back (lib/shared/report-cell.ts writes it): one report bar's dimension, e.g.
// `past-lfd.4-7` or `fees.2026-03-01.2026-03-07.demurrage.USD`. Anything it does not recognise is refused, so
// GET /api/containers answers 400 and the board drops the parameter rather than showing boxes it did not mean.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^([A-Z]{3}|UNKNOWN)$/;
const HOLD = /^[A-Za-z_]{1,30}$/;
const DWELL_KINDS: readonly DwellKind[] = ["discharge_to_out", "out_to_return"];

/** A real calendar date: "2026-02-30" is refused, not read as March 2. */
const isDate = (value: string | undefined): value is string =>
  value !== undefined &&
  DATE.test(value) &&
  new Date(Date.parse(`${value}T00:00:00Z`) || 0).toISOString().slice(0, 10) === value;
const range = (from: string | undefined, to: string | undefined) =>
  isDate(from) && isDate(to) && from <= to ? { from, to } : null;
const whole = (value: string | undefined, max: number): number | null =>
  value !== undefined && /^\d{1,3}$/.test(value) && Number(value) <= max ? Number(value) : null;

/** The cell a parameter names, or null. */
export function toReportCell(value: string): ReportCell | null {
  const [chart, ...parts] = value.split(".");
  const [a, b, c, d] = parts;
  switch (chart) {
    case "lfd-due": {
      const days = whole(a, DUE_DAYS - 1);
      return parts.length === 1 && days !== null ? { chart, days } : null;
    }
    case "past-lfd": {
      const band = PAST_LFD_BANDS.find((item) => pastBandRange(item.label) === a)?.label;
      return parts.length === 1 && band ? { chart, band } : null;
    }
    case "exposure":
      return parts.length === 2 && isDate(a) && b !== undefined && CURRENCY.test(b)
        ? { chart, date: a, currency: b }
        : null;
    case "fees": {
      const days = range(a, b);
      const type = FEE_TYPES.find((item) => item === c) as FeeType | undefined;
      return parts.length === 4 && days && type && d !== undefined && CURRENCY.test(d)
        ? { chart, ...days, type, currency: d }
        : null;
    }
    case "hold-age": {
      const band = HOLD_AGE_BANDS.find((item) => ageBandRange(item.label) === b)?.label;
      return parts.length === 2 && a !== undefined && HOLD.test(a) && band ? { chart, hold: a, band } : null;
    }
    case "released": {
      const days = range(b, c);
      return parts.length === 3 && a !== undefined && HOLD.test(a) && days ? { chart, hold: a, ...days } : null;
    }
    case "dwell": {
      const kind = DWELL_KINDS.find((item) => item === a);
      const dwellDays = whole(b, DWELL_CAP);
      const days = range(c, d);
      return parts.length === 4 && kind && dwellDays !== null && days
        ? { chart, kind, days: dwellDays, ...days }
        : null;
    }
    case "freshness":
      return parts.length === 1 && (a === "stale" || a === "unknown") ? { chart, flag: a } : null;
    default:
      return null;
  }
}

export const reportCellSchema = z
  .string()
  .max(120)
  .transform((value, context) => {
    const cell = toReportCell(value);
    if (!cell) {
      context.addIssue({
        code: "custom",
        message: "That report link is not one Quayside knows; open it from Reports.",
      });
      return z.NEVER;
    }
    return cell;
  });

/** For the schemas of GET /api/containers and of the board's bulk selection (lib/validations/work.ts). */
export const reportCellShape = { report: reportCellSchema.optional() };

/** The board's `report` state from its URL; a parameter it cannot read is dropped, as the board drops others. */
export function parseReportCell(params: { get(name: string): string | null }): ReportCellState {
  const raw = params.get("report");
  return { report: raw === null ? null : toReportCell(raw) };
}
