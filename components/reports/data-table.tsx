"use client";

import Link from "next/link";

import type { CsvTable } from "@/lib/shared/csv";

/**
 * The numbers behind a chart, as an accessible table. With `hrefs` (one per row), a row's first cell links to its
 * boxes on the board: the keyboard's way to what the chart's bars open.
 */
export function DataTable({
  title,
  table,
  hrefs,
}: {
  title: string;
  table: CsvTable;
  hrefs?: readonly (string | null)[];
}) {
  return (
    <div className="max-h-80 overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-surface text-xs text-muted">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="border-b border-border px-2 py-1.5 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => {
            const href = hrefs?.[index] ?? null;
            return (
              <tr key={index} className="border-b border-border/60" data-testid="report-table-row">
                {row.map((cell, cellIndex) => {
                  const text = cell ?? "—";
                  return (
                    <td
                      key={cellIndex}
                      className={typeof cell === "number" ? "px-2 py-1 text-right tabular-nums" : "px-2 py-1"}
                    >
                      {cellIndex === 0 && href ? (
                        <Link
                          href={href}
                          className="text-accent underline-offset-2 hover:underline"
                          aria-label={`${row.map((item) => item ?? "—").join(", ")}: open on the board`}
                        >
                          {text}
                        </Link>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
