import type { CsvTable } from "@/lib/shared/csv";

/** The numbers behind a chart, as an accessible table. */
export function DataTable({ title, table }: { title: string; table: CsvTable }) {
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
          {table.rows.map((row, index) => (
            <tr key={index} className="border-b border-border/60">
              {row.map((cell, cellIndex) => (
                <td
                  key={cellIndex}
                  className={typeof cell === "number" ? "px-2 py-1 text-right tabular-nums" : "px-2 py-1"}
                >
                  {cell ?? "—"}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
