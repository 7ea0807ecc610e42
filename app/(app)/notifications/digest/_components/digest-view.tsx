import Link from "next/link";

import type { Digest } from "@/lib/domain/alerts/digest-content";
import {
  CHANGES_HREF,
  changeLines,
  digestExposure,
  digestLayout,
  groupHeading,
  moreText,
  trendColumns,
  urgencyUnknownText,
  type DigestColumn,
  type DigestSectionLayout,
} from "@/lib/shared/alerts/digest-table";
import { disputeLine, DISPUTES_HEADING } from "@/lib/shared/alerts/digest-disputes";
import { formatCount } from "@/lib/shared/format/number";

// A digest for the screen and for print: the same sections, groups, caps and links as the email
// (lib/shared/alerts/digest-table.ts). Every box opens its drawer on the board; every "and N more" opens the board
// filtered to exactly that group.

const LINK = "text-accent underline-offset-2 hover:underline";

function Table<Row>({
  rows,
  columns,
  rowKey,
  href,
}: {
  rows: Row[];
  columns: DigestColumn<Row>[];
  rowKey: (row: Row) => string;
  href?: (row: Row) => string;
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
            {columns.map((column, index) => (
              <td key={column.label} className="truncate py-1 pr-2">
                {index === 0 && href ? (
                  <Link href={href(row)} className={`font-mono ${LINK}`}>
                    {column.value(row)}
                  </Link>
                ) : (
                  column.value(row)
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ layout }: { layout: DigestSectionLayout }) {
  const hrefs = new Map(layout.groups.flatMap((group) => group.rows.map((row) => [row.box.id, row.href] as const)));
  return (
    <section className="mt-6" aria-labelledby={`digest-${layout.key}`} data-testid={`digest-section-${layout.key}`}>
      <h2 id={`digest-${layout.key}`} className="mb-2 text-base font-semibold">
        {layout.count === 0 ? (
          <>
            {layout.title} <span className="font-normal text-muted">— none</span>
          </>
        ) : (
          <Link href={layout.href} className={LINK}>
            {layout.title} <span className="text-muted">— {formatCount(layout.count)}</span>
          </Link>
        )}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {layout.groups.map((group) => (
          <div key={group.title} className="break-inside-avoid" data-testid="digest-group">
            <h3 className="mb-1 text-sm font-medium">{groupHeading(group)}</h3>
            <Table
              rows={group.rows.map((row) => row.box)}
              columns={layout.columns}
              rowKey={(box) => box.id}
              href={(box) => hrefs.get(box.id) ?? "/board"}
            />
            {group.more > 0 ? (
              <p className="mt-1 text-sm">
                <Link href={group.href} className={LINK} data-testid="digest-more">
                  {group.moreLabel}
                </Link>
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {layout.others.length > 0 ? (
        <p className="mt-2 text-sm">
          <span className="text-muted">Also: </span>
          {layout.others.map((other, index) => (
            <span key={other.label}>
              {index > 0 ? " · " : ""}
              <Link href={other.href} className={LINK}>
                {other.label} ({formatCount(other.count)})
              </Link>
            </span>
          ))}
          {layout.othersMore > 0 ? (
            <>
              {" · "}
              <Link href={layout.href} className={LINK}>
                {moreText(layout.othersMore, layout.othersMore === 1 ? "group" : "groups")}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

function Disputes({ digest }: { digest: Digest }) {
  const list = digest.disputes ?? [];
  if (list.length === 0) return null;
  return (
    <section className="mt-6 break-inside-avoid" aria-labelledby="digest-disputes" data-testid="digest-disputes">
      <h2 id="digest-disputes" className="mb-2 text-base font-semibold">
        {DISPUTES_HEADING} <span className="text-muted">— {formatCount(list.length)}</span>
      </h2>
      <ul className="grid gap-1 text-sm">
        {list.map((item) => (
          <li key={`${item.invoiceId}-${item.deadline}`}>
            <Link href={`/invoices/${item.invoiceId}`} className={LINK}>
              {disputeLine(item)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Overnight({ digest }: { digest: Digest }) {
  const lines = changeLines(digest.overnight);
  return (
    <section className="mt-6 break-inside-avoid" aria-labelledby="digest-overnight">
      <h2 id="digest-overnight" className="mb-2 text-base font-semibold">
        What changed overnight <span className="text-muted">— {formatCount(digest.overnight.length)}</span>
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-muted">Nothing.</p>
      ) : (
        <>
          <ul className="grid gap-1 text-sm">
            {lines.map((line) => (
              <li key={line.label}>
                <span className="font-medium">{line.label}</span>{" "}
                <span className="text-muted">— {formatCount(line.count)}:</span>{" "}
                {line.boxes.map((box, index) => (
                  <span key={box.number}>
                    {index > 0 ? ", " : ""}
                    {box.href ? (
                      <Link href={box.href} className={`font-mono ${LINK}`}>
                        {box.number}
                      </Link>
                    ) : (
                      <span className="font-mono">{box.number}</span>
                    )}
                  </span>
                ))}
                {line.more > 0 ? <span className="text-muted"> {moreText(line.more)}</span> : null}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm print:hidden">
            <Link href={CHANGES_HREF} className={LINK}>
              Every change in your notifications
            </Link>
          </p>
        </>
      )}
    </section>
  );
}

export function DigestView({ digest }: { digest: Digest }) {
  const exposure = digestExposure(digest);
  const unknown = urgencyUnknownText(digest);
  return (
    <article data-testid="digest">
      {exposure ? (
        <section className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Exposure">
          {exposure.map((figure) => (
            <div key={figure.label} className="rounded-md border border-border p-3">
              <p className="text-xs text-muted">{figure.label}</p>
              <p className="text-xl font-semibold">{formatCount(figure.count)}</p>
              {figure.note ? <p className="text-xs text-muted">{figure.note}</p> : null}
            </div>
          ))}
        </section>
      ) : null}
      {digest.trend && digest.trend.length > 0 ? (
        <section className="mt-6 break-inside-avoid" aria-labelledby="digest-trend">
          <h2 id="digest-trend" className="mb-2 text-base font-semibold">
            Last 7 days
          </h2>
          <Table rows={digest.trend} columns={trendColumns(digest)} rowKey={(day) => day.date} />
        </section>
      ) : null}
      {digestLayout(digest).map((layout) => (
        <Section key={layout.key} layout={layout} />
      ))}
      <Disputes digest={digest} />
      <Overnight digest={digest} />
      {unknown ? <p className="mt-6 text-sm text-muted">{unknown}</p> : null}
    </article>
  );
}
