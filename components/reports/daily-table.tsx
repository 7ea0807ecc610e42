import type { ReactNode } from "react";

// One table per terminal on the printed daily report. Every table of a section shares the same columns and
// widths (table-layout: fixed with one colgroup), so the columns line up down the page instead of each
// table sizing itself to its own contents.

export type DailyColumn = { key: string; label: string; width: string; align?: "right" };

export function groupByTerminal<R extends { terminal: string }>(rows: readonly R[]): [string, R[]][] {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row.terminal, [...(groups.get(row.terminal) ?? []), row]);
  return [...groups.entries()];
}

type Props<R> = {
  terminal: string;
  columns: readonly DailyColumn[];
  rows: readonly R[];
  cells: (row: R) => ReactNode[];
  rowKey: (row: R) => string;
  testId: string;
  rowTestId: string;
};

export function DailyTerminalTable<R>({ terminal, columns, rows, cells, rowKey, testId, rowTestId }: Props<R>) {
  return (
    <section className="print-keep mt-4" data-testid={testId}>
      <h3 className="mb-1 text-sm font-semibold">
        {terminal} <span className="font-normal text-muted">({rows.length})</span>
      </h3>
      <table className="w-full table-fixed border-collapse text-left">
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`py-1 pr-3 font-medium ${column.align === "right" ? "text-right" : ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-border/60 align-top" data-testid={rowTestId}>
              {cells(row).map((cell, index) => (
                <td
                  key={columns[index]?.key ?? index}
                  className={`break-words py-1 pr-3 ${columns[index]?.align === "right" ? "text-right tabular-nums" : ""}`}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
