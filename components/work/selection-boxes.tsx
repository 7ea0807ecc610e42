"use client";

import { createContext, useContext, useEffect, useRef } from "react";

import type { RowSelection } from "./use-row-selection";

// The board's selection reaches its cells through context, so the table renders a checkbox per row without
// threading the selection through every layer. Without a provider (another table) nothing renders.

const SelectionContext = createContext<RowSelection | null>(null);
export const SelectionProvider = SelectionContext.Provider;

const BOX = "size-3.5 shrink-0 cursor-pointer accent-[rgb(var(--accent))]";

/** The checkbox in a row: a click flips the row, Shift+click selects the range from the last one. */
export function RowSelectBox({ id, label }: { id: string; label: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <input
      type="checkbox"
      className={BOX}
      aria-label={`Select ${label}`}
      data-testid="row-select"
      checked={selection.isSelected(id)}
      onChange={() => undefined}
      onClick={(event) => {
        // The row's own click opens the drawer; this one only selects.
        event.stopPropagation();
        selection.toggleId(id, event.shiftKey);
      }}
    />
  );
}

/** The header checkbox: every loaded row, or none; mixed while some are. */
export function SelectAllBox() {
  const selection = useContext(SelectionContext);
  const ref = useRef<HTMLInputElement>(null);
  const mixed = Boolean(selection && selection.someLoaded && !selection.allLoaded);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  if (!selection) return null;
  return (
    <input
      ref={ref}
      type="checkbox"
      className={`${BOX} mr-1.5 align-middle`}
      aria-label="Select every loaded row"
      data-testid="select-all-rows"
      checked={selection.allLoaded}
      onChange={() => (selection.allLoaded ? selection.clear() : selection.selectLoaded())}
    />
  );
}

export function useSelectionContext(): RowSelection | null {
  return useContext(SelectionContext);
}
