"use client";

import { COLUMN_IDS, COLUMNS, type ColumnId } from "@/components/board/columns";

import { Popover } from "./popover";

/** A disclosure with one checkbox per column; the container number stays. */
export function ColumnChooser({
  visible,
  onToggle,
  onReset,
}: {
  visible: readonly ColumnId[];
  onToggle: (id: ColumnId) => void;
  onReset: () => void;
}) {
  return (
    <Popover label={<>Columns ({visible.length})</>}>
      <fieldset className="absolute right-0 z-30 mt-1 w-56 rounded-md border border-border bg-surface p-2 shadow-lg">
        <legend className="sr-only">Visible columns</legend>
        {COLUMN_IDS.map((id) => (
          <label key={id} className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-surface-muted">
            <input
              type="checkbox"
              checked={visible.includes(id)}
              disabled={COLUMNS[id].required}
              onChange={() => onToggle(id)}
              className="accent-[rgb(var(--accent))]"
            />
            {COLUMNS[id].label}
          </label>
        ))}
        <button
          type="button"
          onClick={onReset}
          className="mt-1 w-full rounded px-2 py-1 text-left text-xs text-muted hover:bg-surface-muted hover:text-ink"
        >
          Reset to default
        </button>
      </fieldset>
    </Popover>
  );
}
