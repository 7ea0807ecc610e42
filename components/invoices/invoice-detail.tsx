"use client";

import Link from "next/link";

import { useLiveSubscription } from "@/components/live/live-provider";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { useInvoice } from "@/lib/queries/invoice-queries";
import { dayText } from "@/lib/shared/format/date";
import { formatAmounts } from "@/lib/shared/format/money";

import { DayTable } from "./day-table";
import { DisputeCard } from "./dispute-card";
import { InvoiceItems } from "./invoice-items";
import { findingWords } from "./invoice-words";
import { VerdictBadge } from "./verdict-badge";

/** One invoice and its check: the verdict, the invoice's findings, its 541.6 items and the day table. */
export function InvoiceDetail({ id, canWrite }: { id: string; canWrite: boolean }) {
  const query = useInvoice(id);
  // The check is worked out at each read: new evidence (day records, closures, LFDs) reads it again.
  const refetch = () => void query.refetch();
  useLiveSubscription(["days", "free_time", "containers"], refetch, refetch);

  if (query.isPending)
    return (
      <p className="py-8 text-center text-sm text-muted" role="status">
        Checking the invoice…
      </p>
    );
  if (query.isError)
    return (
      <Alert tone="error" title="The invoice could not be loaded.">
        {query.error.message}{" "}
        <Button size="sm" variant="secondary" onClick={refetch}>
          Try again
        </Button>{" "}
        <Link className="text-accent hover:underline" href="/invoices">
          Back to all invoices
        </Link>
      </Alert>
    );

  const { invoice, verdict, findings, days, atStake, total, disputeBy } = query.data;
  const missing = new Set(
    findings.flatMap((finding) => (finding.code.startsWith("missing_") && finding.item ? [finding.item] : [])),
  );
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardBody className="flex flex-wrap items-start gap-x-10 gap-y-4">
          <div>
            <h2 className="text-base font-semibold" data-testid="invoice-title">
              {invoice.invoiceNumber ?? "No invoice number"}
            </h2>
            <p className="text-sm text-muted">
              {invoice.billingParty ?? "No billing party"}
              {invoice.billedOn ? `, billed ${dayText(invoice.billedOn, null)}` : ""}
            </p>
          </div>
          <div>
            <p className="text-xs text-muted">Verdict</p>
            <p className="mt-1 text-base">
              <VerdictBadge verdict={verdict} />
            </p>
          </div>
          <div>
            <p className="text-xs text-muted">At stake</p>
            <p className="mt-1 text-lg font-semibold tabular-nums" data-testid="detail-at-stake">
              {formatAmounts(atStake) || "Nothing"}
            </p>
          </div>
          <div>
            <p className="text-xs text-muted">Billed</p>
            <p className="mt-1 text-lg tabular-nums">{formatAmounts(total) || "—"}</p>
          </div>
          <div>
            <p className="text-xs text-muted">Dispute pack</p>
            <p className="mt-1">
              <Link className="text-accent underline underline-offset-2" href={`/invoices/${invoice.id}/pack`}>
                Open to print or download
              </Link>
            </p>
          </div>
          <div>
            <p className="text-xs text-muted">Dispute by (billing date + 30 days)</p>
            <p className="mt-1 text-lg">{disputeBy ? dayText(disputeBy, null) : "Unknown: no billing date"}</p>
          </div>
        </CardBody>
      </Card>

      {findings.length > 0 ? (
        <Alert
          tone={verdict === "not_payable" ? "error" : "warning"}
          title="Findings on the invoice"
          testId="invoice-findings"
        >
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {findings.map((finding, index) => (
              <li key={`${finding.code}-${index}`}>{findingWords(finding)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      <DisputeCard detail={query.data} canWrite={canWrite} />

      <Card>
        <CardHeader
          title="Charged days"
          description="Each day the invoice charges, checked against the box's day records, its LFDs and free time, the terminal's calendar and the tariff in force that day."
        />
        <CardBody>
          {days.length > 0 ? (
            <DayTable days={days} />
          ) : (
            <p className="text-sm text-muted">The invoice lists no charged dates.</p>
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="What the invoice states"
          description="The items 46 CFR 541.6 requires; a missing one is marked."
        />
        <CardBody>
          <InvoiceItems invoice={invoice} missing={missing} />
        </CardBody>
      </Card>
    </div>
  );
}
