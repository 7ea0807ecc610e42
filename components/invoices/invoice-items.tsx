import type { InvoiceView } from "@/lib/shared/invoice-api";
import { dayText } from "@/lib/shared/format/date";
import { formatCount } from "@/lib/shared/format/number";

import { ITEM_WORDS } from "./invoice-words";

// The invoice's 541.6 items as it carries them; an item the check found missing is marked so.

type Shown = { field: keyof InvoiceView; value: string | null };

const date = (value: string | null): string | null => (value ? dayText(value, null) : null);
const yes = (value: boolean | null): string | null => (value === true ? "Certified" : null);

function itemsOf(invoice: InvoiceView): Shown[] {
  return [
    { field: "billingParty", value: invoice.billingParty },
    { field: "invoiceNumber", value: invoice.invoiceNumber },
    { field: "billedOn", value: date(invoice.billedOn) },
    { field: "dueOn", value: date(invoice.dueOn) },
    { field: "billsOfLading", value: invoice.billsOfLading.join(", ") || null },
    { field: "portOfDischarge", value: invoice.portOfDischarge },
    { field: "freeDays", value: invoice.freeDays === null ? null : formatCount(invoice.freeDays) },
    { field: "freeTimeStart", value: date(invoice.freeTimeStart) },
    { field: "freeTimeEnd", value: date(invoice.freeTimeEnd) },
    { field: "availableOn", value: date(invoice.availableOn) },
    { field: "pickedUpOn", value: date(invoice.pickedUpOn) },
    { field: "returnedOn", value: date(invoice.returnedOn) },
    { field: "tariffRule", value: invoice.tariffRule },
    { field: "disputeContact", value: invoice.disputeContact },
    { field: "disputeUrl", value: invoice.disputeUrl },
    { field: "certifiedCompliance", value: yes(invoice.certifiedCompliance) },
    { field: "certifiedPerformance", value: yes(invoice.certifiedPerformance) },
  ];
}

export function InvoiceItems({ invoice, missing }: { invoice: InvoiceView; missing: ReadonlySet<string> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="invoice-items">
      {itemsOf(invoice).map(({ field, value }) => (
        <div key={field} className="flex flex-wrap justify-between gap-2 border-b border-border/60 py-1">
          <dt className="text-muted">{ITEM_WORDS[field] ?? field}</dt>
          <dd className={missing.has(field) ? "font-medium text-danger" : "text-ink"}>
            {missing.has(field) ? "Missing" : (value ?? "—")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
