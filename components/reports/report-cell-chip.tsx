"use client";

import Link from "next/link";

import { reportCellLabel, type ReportCellState } from "@/lib/shared/report-cell";

type Props<F extends ReportCellState> = { filters: F; onChange: (next: F) => void };

/**
 * The board's chip for a report's bar (`report` in its URL): what the board is showing, in words, a way back to
 * Reports, and × to drop it like any other filter.
 */
export function ReportCellChip<F extends ReportCellState>({ filters, onChange }: Props<F>) {
  if (!filters.report) return null;
  const label = reportCellLabel(filters.report);
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full border border-accent/60 bg-accent/10 px-2 py-0.5 text-xs"
      data-testid="report-cell-chip"
    >
      <Link href="/reports" className="text-muted underline-offset-2 hover:underline">
        Report:
      </Link>
      {label}
      <button
        type="button"
        onClick={() => onChange({ ...filters, report: null })}
        className="rounded-full px-0.5 hover:bg-surface-muted"
        aria-label={`Remove filter Report: ${label}`}
      >
        <span aria-hidden>×</span>
      </button>
    </span>
  );
}
