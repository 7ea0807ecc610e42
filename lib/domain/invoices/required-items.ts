import { calendarDaysBetween, type LocalDate } from "../local-date";

import { isPortKind, type InvoiceDraft } from "./invoice";

// The items 46 CFR 541.6 requires on a demurrage or detention invoice (product.md lists them), and the two checks
// that make a whole invoice need not be paid: a missing item (541.5) and an invoice issued more than 30 days
// after the last charged day (541.7).

export type InvoiceFinding = { code: string; item?: string };

/** Days after the last charged day within which the invoice must be issued (541.7). */
export const ISSUE_WINDOW_DAYS = 30;

type Item = {
  /** The finding's code is `missing_<code>`. */
  code: string;
  /** The invoice's field that holds it. */
  field: keyof InvoiceDraft;
  /** Only some invoices must carry it: the port's items on demurrage, the equipment's on detention. */
  when?: (invoice: InvoiceDraft) => boolean;
  present: (invoice: InvoiceDraft) => boolean;
};

const given = (value: unknown): boolean => value !== null && value !== undefined && value !== "";
const hasPortCharge = (invoice: InvoiceDraft): boolean => invoice.lines.some((line) => isPortKind(line.kind));
const hasEquipmentCharge = (invoice: InvoiceDraft): boolean => invoice.lines.some((line) => !isPortKind(line.kind));
const field =
  (name: keyof InvoiceDraft) =>
  (invoice: InvoiceDraft): boolean =>
    given(invoice[name]);

/** The invoice-wide items, in the order product.md lists them. */
export const REQUIRED_ITEMS: readonly Item[] = [
  { code: "billing_party", field: "billingParty", present: field("billingParty") },
  { code: "invoice_number", field: "invoiceNumber", present: field("invoiceNumber") },
  { code: "billed_on", field: "billedOn", present: field("billedOn") },
  { code: "due_on", field: "dueOn", present: field("dueOn") },
  { code: "bills_of_lading", field: "billsOfLading", present: (invoice) => invoice.billsOfLading.length > 0 },
  { code: "port_of_discharge", field: "portOfDischarge", when: hasPortCharge, present: field("portOfDischarge") },
  { code: "free_days", field: "freeDays", present: field("freeDays") },
  { code: "free_time_start", field: "freeTimeStart", present: field("freeTimeStart") },
  { code: "free_time_end", field: "freeTimeEnd", present: field("freeTimeEnd") },
  { code: "available_on", field: "availableOn", when: hasPortCharge, present: field("availableOn") },
  { code: "picked_up_on", field: "pickedUpOn", when: hasEquipmentCharge, present: field("pickedUpOn") },
  { code: "returned_on", field: "returnedOn", when: hasEquipmentCharge, present: field("returnedOn") },
  {
    code: "tariff_rule",
    field: "tariffRule",
    // The rule may be named once for the invoice or on each line.
    present: (invoice) =>
      given(invoice.tariffRule) || (invoice.lines.length > 0 && invoice.lines.every((line) => given(line.tariffRule))),
  },
  { code: "dispute_contact", field: "disputeContact", present: field("disputeContact") },
  { code: "dispute_url", field: "disputeUrl", present: field("disputeUrl") },
  // A certification is present only when made: false or absent alike leave the invoice without it.
  {
    code: "certified_compliance",
    field: "certifiedCompliance",
    present: (invoice) => invoice.certifiedCompliance === true,
  },
  {
    code: "certified_performance",
    field: "certifiedPerformance",
    present: (invoice) => invoice.certifiedPerformance === true,
  },
];

/** The items each line must carry: its box, the dates charged, the rate per day and the amount (the total's parts). */
const LINE_ITEMS = [
  { code: "container_number", field: "containerNumber" },
  { code: "dates", field: "dates" },
  { code: "rate_per_day", field: "ratePerDay" },
  { code: "amount", field: "amount" },
] as const;

/** Every absent 541.6 item: `missing_<item>`, with the field (`lines.<index>.<field>` for a line's). */
export function missingItems(invoice: InvoiceDraft): InvoiceFinding[] {
  const findings: InvoiceFinding[] = REQUIRED_ITEMS.filter(
    (item) => (item.when?.(invoice) ?? true) && !item.present(invoice),
  ).map((item) => ({ code: `missing_${item.code}`, item: item.field }));
  if (invoice.lines.length === 0) findings.push({ code: "missing_container_number", item: "lines" });
  invoice.lines.forEach((line, index) => {
    for (const item of LINE_ITEMS) {
      const value = line[item.field];
      if (Array.isArray(value) ? value.length === 0 : !given(value))
        findings.push({ code: `missing_${item.code}`, item: `lines.${index}.${item.field}` });
    }
  });
  return findings;
}

/** The last local date any line charges; null when none does. */
export function lastChargedDay(invoice: InvoiceDraft): LocalDate | null {
  let last: LocalDate | null = null;
  for (const line of invoice.lines) for (const date of line.dates) if (last === null || date > last) last = date;
  return last;
}

/** 541.7: issued more than 30 days after the last charged day. Unknown (no billing date or no dates): not late. */
export function isLate(invoice: InvoiceDraft): boolean {
  const last = lastChargedDay(invoice);
  if (invoice.billedOn === null || last === null) return false;
  return calendarDaysBetween(last, invoice.billedOn) > ISSUE_WINDOW_DAYS;
}
