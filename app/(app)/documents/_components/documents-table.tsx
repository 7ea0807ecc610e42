import Link from "next/link";

import { containerHref, sourceLabel, typeLabel } from "@/components/documents/document-labels";
import { StateBadge } from "@/components/documents/state-badge";
import { LocalTime } from "@/components/ui/local-time";
import type { DocumentRow } from "@/lib/shared/document-api";
import { formatBytes } from "@/lib/shared/format/number";

function Links({ row }: { row: DocumentRow }) {
  if (row.containers.length === 0 && row.shipments.length === 0) return <span className="text-muted">—</span>;
  return (
    <div className="flex max-w-64 flex-wrap gap-x-2 gap-y-0.5">
      {row.shipments.map((s) => (
        <Link
          key={s.upstreamId}
          className="text-accent hover:underline"
          href={`/board?q=${encodeURIComponent(s.billOfLading ?? s.upstreamId)}`}
        >
          {s.billOfLading ?? "Shipment"}
        </Link>
      ))}
      {row.containers.map((c) => (
        <Link key={c.upstreamId} className="font-mono text-xs text-accent hover:underline" href={containerHref(c)}>
          {c.number ?? "Container"}
        </Link>
      ))}
    </div>
  );
}

export function DocumentsTable({ rows }: { rows: DocumentRow[] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm" data-testid="documents-table">
        <thead className="bg-surface-muted text-left text-xs text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Type
            </th>
            <th scope="col" className="px-3 py-2">
              Source
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Size
            </th>
            <th scope="col" className="px-3 py-2">
              Created
            </th>
            <th scope="col" className="px-3 py-2">
              Shipments and containers
            </th>
            <th scope="col" className="px-3 py-2">
              State
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="document-row"
              data-name={row.name}
              data-state={row.state}
              className="align-top hover:bg-surface-muted/60"
            >
              <td className="max-w-80 px-3 py-2">
                <Link className="font-medium text-ink hover:text-accent hover:underline" href={`/documents/${row.id}`}>
                  {row.name}
                </Link>
                {row.parent ? (
                  <p className="text-xs text-muted">
                    {row.pages ? `pages ${row.pages.start}–${row.pages.end} of ` : "from "}
                    {row.parent.name ?? "a packet"}
                  </p>
                ) : null}
              </td>
              <td className="px-3 py-2" data-testid="doc-type">
                {typeLabel(row.type)}
                {row.manualType ? (
                  <span className="ml-1 text-xs text-muted" title={`Classified as ${typeLabel(row.systemType)}`}>
                    (set by hand)
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-muted">{sourceLabel(row.source, row.uploadedHere)}</td>
              <td className="px-3 py-2 text-right tabular-nums text-muted">
                {row.sizeBytes === null ? "—" : formatBytes(row.sizeBytes)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-muted">
                <LocalTime at={row.createdAt} />
              </td>
              <td className="px-3 py-2">
                <Links row={row} />
              </td>
              <td className="px-3 py-2">
                <StateBadge state={row.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
