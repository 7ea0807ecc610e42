import Link from "next/link";

import type { InvoiceSummary } from "@/lib/shared/invoice-api";
import { dayText } from "@/lib/shared/format/date";
import { formatAmounts } from "@/lib/shared/format/money";

import { DISPUTE_STATUS_WORDS } from "./invoice-words";
import { VerdictBadge } from "./verdict-badge";

const HEAD = "px-3 py-2";

export function InvoicesTable({ rows }: { rows: InvoiceSummary[] }) {
  return (
    <div className="overflow-x-auto rounded-md border border-border">
      <table className="w-full text-sm" data-testid="invoices-table">
        <thead className="bg-surface-muted text-left text-xs text-muted">
          <tr>
            <th scope="col" className={HEAD}>
              Invoice
            </th>
            <th scope="col" className={HEAD}>
              Billed
            </th>
            <th scope="col" className={HEAD}>
              Containers
            </th>
            <th scope="col" className={HEAD}>
              Verdict
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Billed amount
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              At stake
            </th>
            <th scope="col" className={HEAD}>
              Dispute by
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.id} data-testid="invoice-row" className="align-top hover:bg-surface-muted/60">
              <td className="px-3 py-2">
                <Link className="font-medium text-ink hover:text-accent hover:underline" href={`/invoices/${row.id}`}>
                  {row.invoiceNumber ?? "No invoice number"}
                </Link>
                <p className="text-xs text-muted">{row.billingParty ?? "No billing party"}</p>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{row.billedOn ? dayText(row.billedOn, null) : "—"}</td>
              <td className="max-w-56 px-3 py-2 font-mono text-xs">{row.containers.join(", ") || "—"}</td>
              <td className="px-3 py-2">
                <VerdictBadge verdict={row.verdict} />
                {row.findings + row.contestableDays > 0 ? (
                  <p className="mt-1 text-xs text-muted">
                    {[
                      row.findings > 0 ? `${row.findings} invoice finding${row.findings === 1 ? "" : "s"}` : null,
                      row.contestableDays > 0
                        ? `${row.contestableDays} contestable day${row.contestableDays === 1 ? "" : "s"}`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                ) : null}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatAmounts(row.total) || "—"}</td>
              <td className="px-3 py-2 text-right font-medium tabular-nums" data-testid="invoice-at-stake">
                {formatAmounts(row.atStake) || "—"}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                {row.disputeBy ? dayText(row.disputeBy, null) : "—"}
                {row.disputeStatus ? (
                  <span className="block text-xs text-muted" data-testid="invoice-dispute-status">
                    Dispute: {DISPUTE_STATUS_WORDS[row.disputeStatus].label.toLowerCase()}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
