"use client";

import { COLUMN_IDS, COLUMNS, type ColumnId } from "@/components/board/columns";

/** A disclosure with one checkbox per column; the container number stays. */
export function ColumnChooser({ visible, onToggle, onReset }: { visible: readonly ColumnId[]; onToggle: (id: ColumnId) => void; onReset: () => void }) {
  return (
    <details className="relative">
      <summary className="inline-flex h-8 cursor-pointer list-none items-center rounded-md border border-border bg-surface px-3 text-xs font-medium hover:bg-surface-muted">
        Columns ({visible.length})
      </summary>
      <fieldset className="absolute right-0 z-30 mt-1 w-56 rounded-md border border-border bg-surface p-2 shadow-lg">
        <legend className="sr-only">Visible columns</legend>
        {COLUMN_IDS.map((id) => (
          <label key={id} className="flex items-center gap-2 rounded px-2 py-1 text-sm hover:bg-surface-muted">
            <input type="checkbox" checked={visible.includes(id)} disabled={COLUMNS[id].required} onChange={() => onToggle(id)} className="accent-[rgb(var(--accent))]" />
            {COLUMNS[id].label}
          </label>
        ))}
        <button type="button" onClick={onReset} className="mt-1 w-full rounded px-2 py-1 text-left text-xs text-muted hover:bg-surface-muted hover:text-ink">
          Reset to default
        </button>
      </fieldset>
    </details>
  );
}
