"use client";

import Link from "next/link";
import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { useImportInvoices } from "@/lib/queries/invoice-queries";
import { ApiError } from "@/lib/shared/fetch-json";
import { countText } from "@/lib/shared/format/number";
import { parseInvoiceCsv, type InvoiceCsvResult } from "@/lib/validations/invoice-csv";

// Many invoices from a CSV, one row per invoice line (the columns: lib/validations/invoice-csv.ts). The file is
// checked line by line here first, as the server checks it again: an import saves every invoice or none.

const EXAMPLE =
  "invoiceNumber,billingParty,billedOn,dueOn,billsOfLading,portOfDischarge,freeDays,freeTimeStart,freeTimeEnd,availableOn,tariffRule,disputeContact,disputeUrl,certifiedCompliance,certifiedPerformance,containerNumber,kind,from,to,ratePerDay,currency,amount";

export function CsvImport() {
  const importing = useImportInvoices();
  const [text, setText] = useState("");
  const [checked, setChecked] = useState<InvoiceCsvResult | null>(null);

  const check = (value: string) => {
    setText(value);
    setChecked(value.trim() ? parseInvoiceCsv(value) : null);
    importing.reset();
  };
  const serverProblems =
    importing.error instanceof ApiError && Array.isArray(importing.error.details)
      ? (importing.error.details as { path: string; message: string }[])
      : [];

  return (
    <Card>
      <CardHeader
        title="Or import many from a CSV"
        description="One row per invoice line; the rows of one invoice repeat its billing party, number and other items. Every line is checked before anything is saved."
      />
      <CardBody className="grid grid-cols-1 gap-4">
        <p className="text-xs text-muted">
          Columns (header row, any order): <code className="break-all">{EXAMPLE}</code>, and <code>dates</code>{" "}
          (separated by ;) instead of <code>from</code>/<code>to</code>, <code>days</code>, <code>lineTariffRule</code>,{" "}
          <code>pickedUpOn</code>, <code>returnedOn</code>.
        </p>
        <label className="grid min-w-0 gap-1.5 text-sm font-medium" htmlFor="invoice-csv-file">
          CSV file
          <input
            id="invoice-csv-file"
            type="file"
            accept=".csv,text/csv"
            className="w-full min-w-0 text-sm font-normal"
            onChange={(event) => void event.target.files?.[0]?.text().then(check)}
          />
        </label>
        <label className="grid min-w-0 gap-1.5 text-sm font-medium" htmlFor="invoice-csv-text">
          Or paste it
          <textarea
            id="invoice-csv-text"
            rows={5}
            className="w-full min-w-0 rounded-md border border-border bg-surface px-3 py-2 font-mono text-xs font-normal text-ink"
            value={text}
            onChange={(event) => check(event.target.value)}
          />
        </label>
        {checked && checked.problems.length > 0 ? (
          <Alert
            tone="error"
            title={`${countText(checked.problems.length, "line")} to fix; nothing will be saved until then.`}
          >
            <ul className="mt-1 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5" data-testid="csv-problems">
              {checked.problems.map((problem, index) => (
                <li key={`${problem.line}-${index}`}>
                  Line {problem.line}: {problem.message}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {serverProblems.length > 0 ? (
          <Alert tone="error" title={importing.error?.message ?? "The file was not imported."}>
            <ul className="mt-1 list-disc pl-5">
              {serverProblems.map((problem) => (
                <li key={problem.path}>
                  {problem.path}: {problem.message}
                </li>
              ))}
            </ul>
          </Alert>
        ) : importing.isError ? (
          <Alert tone="error" title="The file was not imported.">
            {importing.error.message}
          </Alert>
        ) : null}
        {importing.isSuccess ? (
          <Alert tone="success" title={`${countText(importing.data.created, "invoice")} imported and checked.`}>
            <Link className="text-accent underline underline-offset-2" href="/invoices">
              See them in the list
            </Link>
          </Alert>
        ) : null}
        <div>
          <Button
            disabled={!checked || checked.problems.length > 0 || checked.invoices.length === 0}
            busy={importing.isPending}
            onClick={() => importing.mutate(text)}
          >
            {checked && checked.problems.length === 0
              ? `Import ${countText(checked.invoices.length, "invoice")}`
              : "Import"}
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
