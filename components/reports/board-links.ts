import type { LensKey } from "@/lib/domain/lens-keys";
import { boardSearch, EMPTY_FILTERS } from "@/lib/shared/board-query";
import { UNKNOWN_TERMINAL, type ReportFilters } from "@/lib/shared/report-api";
import type { ReportCell } from "@/lib/shared/report-cell";

// Pure. Where a report's bar or table row leads: the board, with the report's own filters (line, customer,
// terminal), the terminals of the bar's series, the card or hold it is about, and the bar's dimension as the
// board's `report` filter (lib/shared/report-cell.ts). Every filter sits in the URL, so the link can be shared.

export type BoardLink = {
  cell: ReportCell;
  /** The terminals (names, as the chart groups them) of the bar's series; none: the report's own filter. */
  terminals?: readonly string[];
  lens?: LensKey[];
  hold?: string[];
};

export type ReportScope = Pick<ReportFilters, "terminal" | "line" | "customer">;

export function boardHref(scope: ReportScope, link: BoardLink): string {
  // The board filters terminals by name, FIRMS code or id; boxes with none of them have no terminal to name, so
  // a series holding them leaves the terminal to the report's filter (the `report` filter still picks the boxes).
  const named = link.terminals && !link.terminals.includes(UNKNOWN_TERMINAL) ? [...link.terminals] : null;
  return `/board${boardSearch({
    ...EMPTY_FILTERS,
    open: null,
    terminal: named ?? [...scope.terminal],
    line: [...scope.line],
    customer: [...scope.customer],
    lens: link.lens ?? [],
    hold: link.hold ?? [],
    report: link.cell,
  })}`;
}

/**
 * The board's LFD disagreements (its `disagreement` filter, sorted by them) within the report's filters; with `open`,
 * one box's drawer on top, where its derivation explains the disagreement.
 */
export function disagreementHref(scope: ReportScope, open: string | null = null): string {
  return `/board${boardSearch({
    ...EMPTY_FILTERS,
    open,
    terminal: [...scope.terminal],
    line: [...scope.line],
    customer: [...scope.customer],
    disagreement: "any",
    sort: "disagreement",
  })}`;
}
