"use client";

import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

import {
  bulkIds,
  EMPTY_SELECTION,
  extendTo,
  isSelected,
  selectedCount,
  selectLoaded,
  selectRange,
  selectView,
  toggleRow,
  type Selection,
} from "./selection";

type Row = { id: string };
type Args = {
  rows: readonly Row[];
  /** The board's keyboard cursor (j/k, arrows); -1 when none. */
  active: number;
  /** The view's filter query (GET /api/containers parameters): a new view starts a new selection. */
  viewQuery: string;
  total: number;
  /** The table: Shift+click or Ctrl/⌘+click on a row selects instead of opening the drawer. */
  tableRef: RefObject<HTMLElement | null>;
};

export type RowSelection = ReturnType<typeof useRowSelection>;

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  Boolean(target.closest("input, textarea, select, button, a, summary, [contenteditable=true], [role=dialog]"));

/**
 * Selection for bulk actions: the checkbox in each row (Shift for a range), Shift+click or Ctrl/⌘+click on a
 * row, Space on the keyboard's row, Shift+↑/↓ to extend, the header checkbox for the loaded rows, and "every
 * box in this view". Keys typed into fields or the drawer are left alone.
 */
export function useRowSelection({ rows, active, viewQuery, total, tableRef }: Args) {
  const [state, setState] = useState<{ view: string; selection: Selection }>({
    view: viewQuery,
    selection: EMPTY_SELECTION,
  });
  // Another view is another set of boxes: what was selected in the last one must not be acted on here.
  if (state.view !== viewQuery) setState({ view: viewQuery, selection: EMPTY_SELECTION });
  const selection = state.view === viewQuery ? state.selection : EMPTY_SELECTION;
  const update = useCallback(
    (change: (current: Selection) => Selection) =>
      setState((current) => ({ view: current.view, selection: change(current.selection) })),
    [],
  );

  const latest = useRef({ rows, active });
  useEffect(() => {
    latest.current = { rows, active };
  });

  const toggleIndex = useCallback(
    (index: number, range: boolean) =>
      update((current) =>
        range ? selectRange(current, latest.current.rows, index) : toggleRow(current, latest.current.rows, index),
      ),
    [update],
  );
  const toggleId = useCallback(
    (id: string, range: boolean) => {
      const index = latest.current.rows.findIndex((row) => row.id === id);
      if (index >= 0) toggleIndex(index, range);
    },
    [toggleIndex],
  );

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
      const { rows: list, active: cursor } = latest.current;
      if (event.key === " " && cursor >= 0) {
        event.preventDefault();
        update((current) => toggleRow(current, list, cursor));
      } else if (event.shiftKey && (event.key === "ArrowDown" || event.key === "ArrowUp")) {
        // The board moves its cursor on the same key; the range follows it from where it was.
        const from = Math.max(cursor, 0);
        const to = Math.min(list.length - 1, Math.max(0, cursor < 0 ? 0 : from + (event.key === "ArrowDown" ? 1 : -1)));
        update((current) => extendTo(current, list, from, to));
      }
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [update]);

  useEffect(() => {
    const rowIndexOf = (event: MouseEvent): number | null => {
      if (!(event.shiftKey || event.ctrlKey || event.metaKey) || !(event.target instanceof HTMLElement)) return null;
      if (!tableRef.current?.contains(event.target) || event.target.closest("input, button, a")) return null;
      const row = event.target.closest<HTMLElement>("[data-testid=board-row]");
      const index = row ? Number(row.getAttribute("aria-rowindex")) - 2 : NaN;
      return Number.isInteger(index) && index >= 0 ? index : null;
    };
    // Capture phase on the document (the table mounts and unmounts with its rows): the row's own click (open the
    // drawer) never sees a selecting click.
    const onClick = (event: MouseEvent) => {
      const index = rowIndexOf(event);
      if (index === null) return;
      event.preventDefault();
      event.stopPropagation();
      toggleIndex(index, event.shiftKey);
    };
    // Shift+click would also select the page's text.
    const onMouseDown = (event: MouseEvent) => {
      if (rowIndexOf(event) !== null && event.shiftKey) event.preventDefault();
    };
    document.addEventListener("click", onClick, true);
    document.addEventListener("mousedown", onMouseDown, true);
    return () => {
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("mousedown", onMouseDown, true);
    };
  }, [tableRef, toggleIndex]);

  const count = selectedCount(selection);
  const loadedSelected =
    selection.mode === "view" ? rows.length : rows.reduce((n, row) => n + (selection.ids.has(row.id) ? 1 : 0), 0);
  return {
    selection,
    count,
    total,
    allLoaded: rows.length > 0 && loadedSelected === rows.length,
    someLoaded: loadedSelected > 0,
    isSelected: (id: string) => isSelected(selection, id),
    toggleId,
    selectLoaded: () => update(() => selectLoaded(latest.current.rows)),
    selectView: () => update(() => selectView(viewQuery, total)),
    clear: () => update(() => EMPTY_SELECTION),
    bulkIds: () => bulkIds(selection),
  };
}
