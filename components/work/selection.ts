// Pure. The board's row selection for bulk actions. Either explicit ids (click, Shift+click ranges, Space,
// Shift+arrows, "select the loaded rows") or the whole view: every box the board's filters match, loaded or
// not, sent to POST /api/containers/bulk as `{view}` so the server resolves it with the board's own query.

export type Selection =
  | { mode: "ids"; ids: ReadonlySet<string>; anchor: number | null; cursor: number | null }
  | { mode: "view"; view: string; total: number };

export const EMPTY_SELECTION: Selection = { mode: "ids", ids: new Set(), anchor: null, cursor: null };

type Row = { id: string };

const idsBetween = (rows: readonly Row[], a: number, b: number): string[] =>
  rows.slice(Math.max(0, Math.min(a, b)), Math.max(a, b) + 1).map((row) => row.id);

/** Explicit ids; a whole-view selection becomes the loaded rows first (what one click can still mean). */
function explicit(selection: Selection, rows: readonly Row[]): Extract<Selection, { mode: "ids" }> {
  return selection.mode === "ids"
    ? selection
    : { mode: "ids", ids: new Set(rows.map((row) => row.id)), anchor: null, cursor: null };
}

/** A click (or Space) on one row: flips it and makes it the anchor of the next range. */
export function toggleRow(selection: Selection, rows: readonly Row[], index: number): Selection {
  const row = rows[index];
  if (!row) return selection;
  const current = explicit(selection, rows);
  const ids = new Set(current.ids);
  if (ids.has(row.id)) ids.delete(row.id);
  else ids.add(row.id);
  return { mode: "ids", ids, anchor: index, cursor: index };
}

/** Shift+click: every row from the anchor to this one joins the selection. */
export function selectRange(selection: Selection, rows: readonly Row[], index: number): Selection {
  const current = explicit(selection, rows);
  const anchor = current.anchor ?? index;
  return { mode: "ids", ids: new Set([...current.ids, ...idsBetween(rows, anchor, index)]), anchor, cursor: index };
}

/**
 * Shift+↑/↓ from row `from` to row `to`: the range from the anchor follows the cursor, growing or shrinking
 * (rows that were in the previous extent but not in the new one leave; rows selected before it stay).
 */
export function extendTo(selection: Selection, rows: readonly Row[], from: number, to: number): Selection {
  if (!rows[to]) return selection;
  const current = explicit(selection, rows);
  const anchor = current.anchor ?? from;
  const previous = current.cursor ?? from;
  const ids = new Set(current.ids);
  for (const id of idsBetween(rows, anchor, previous)) ids.delete(id);
  for (const id of idsBetween(rows, anchor, to)) ids.add(id);
  return { mode: "ids", ids, anchor, cursor: to };
}

export function selectLoaded(rows: readonly Row[]): Selection {
  return { mode: "ids", ids: new Set(rows.map((row) => row.id)), anchor: null, cursor: null };
}

export function selectView(view: string, total: number): Selection {
  return { mode: "view", view, total };
}

export function isSelected(selection: Selection, id: string): boolean {
  return selection.mode === "view" || selection.ids.has(id);
}

export function selectedCount(selection: Selection): number {
  return selection.mode === "view" ? selection.total : selection.ids.size;
}

/** The `ids` of a bulk call. */
export function bulkIds(selection: Selection): string[] | { view: string } {
  return selection.mode === "view" ? { view: selection.view } : [...selection.ids];
}
