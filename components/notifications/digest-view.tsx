import type { Digest } from "@/lib/domain/alerts/digest-content";
import {
  digestExposure,
  digestSections,
  trendColumns,
  urgencyUnknownText,
  type DigestColumn,
} from "@/lib/shared/alerts/digest-table";
import { formatCount } from "@/lib/shared/format/number";

// A digest for the screen and for print: the same sections, columns and figures as the email
// (lib/shared/alerts/digest-table.ts), as tables that print cleanly.

function Table<Row>({
  rows,
  columns,
  rowKey,
}: {
  rows: Row[];
  columns: DigestColumn<Row>[];
  rowKey: (row: Row) => string;
}) {
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted">
          {columns.map((column) => (
            <th key={column.label} scope="col" className="py-1 pr-2 font-medium">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-border/60">
            {columns.map((column) => (
              <td key={column.label} className="truncate py-1 pr-2">
                {column.value(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function DigestView({ digest }: { digest: Digest }) {
  const exposure = digestExposure(digest);
  const unknown = urgencyUnknownText(digest);
  return (
    <article data-testid="digest">
      {exposure ? (
        <section className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {exposure.map((figure) => (
            <div key={figure.label} className="rounded-md border border-border p-3">
              <p className="text-xs text-muted">{figure.label}</p>
              <p className="text-xl font-semibold">{formatCount(figure.count)}</p>
              {figure.note ? <p className="text-xs text-muted">{figure.note}</p> : null}
            </div>
          ))}
        </section>
      ) : null}
      {digest.trend ? (
        <section className="break-inside-avoid">
          <h2 className="mb-2 mt-6 text-base font-semibold">Last 7 days</h2>
          <Table rows={digest.trend} columns={trendColumns(digest)} rowKey={(day) => day.date} />
        </section>
      ) : null}
      {digestSections(digest).map(({ title, boxes, columns }) => (
        <section key={title} className="break-inside-avoid">
          <h2 className="mb-2 mt-6 text-base font-semibold">
            {title} <span className="text-muted">— {boxes.length}</span>
          </h2>
          {boxes.length === 0 ? (
            <p className="text-sm text-muted">None.</p>
          ) : (
            <Table rows={boxes} columns={columns} rowKey={(box) => box.id} />
          )}
        </section>
      ))}
      <section className="break-inside-avoid">
        <h2 className="mb-2 mt-6 text-base font-semibold">
          What changed overnight <span className="text-muted">— {digest.overnight.length}</span>
        </h2>
        {digest.overnight.length === 0 ? (
          <p className="text-sm text-muted">Nothing.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm">
            {digest.overnight.map((change, index) => (
              <li key={`${change.at}-${index}`}>{change.title}</li>
            ))}
          </ul>
        )}
      </section>
      {unknown ? <p className="mt-6 text-sm text-muted">{unknown}</p> : null}
    </article>
  );
}
