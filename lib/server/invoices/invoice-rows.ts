import "server-only";

import { CHARGE_KINDS, INVOICE_SOURCES, type ChargeKind, type InvoiceDraft } from "@/lib/domain/invoices/invoice";
import type { Invoice as InvoiceRow, InvoiceLine as LineRow, Prisma } from "@/lib/generated/prisma/client";
import type { InvoiceLineView, InvoiceView } from "@/lib/shared/invoice-api";
import type { InvoiceInput } from "@/lib/validations/invoice-input";

// Invoices between their rows and what the check and the API read. A `date` column is midnight UTC of its
// calendar date; money is an exact decimal, read as a number in its currency's precision.

export type InvoiceWithLines = InvoiceRow & { lines: LineRow[] };

/** A `date` column's calendar date. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
/** A calendar date as its `date` column holds it. */
export const dateOnly = (date: string): Date => new Date(`${date}T00:00:00Z`);
const day = (date: Date | null): string | null => (date ? dayOf(date) : null);
const dateColumn = (date: string | null): Date | null => (date ? dateOnly(date) : null);
const figure = (value: Prisma.Decimal | null): number | null => (value === null ? null : Number(value.toString()));
const kindOf = (kind: string): ChargeKind =>
  (CHARGE_KINDS as readonly string[]).includes(kind) ? (kind as ChargeKind) : "demurrage";

function lineView(row: LineRow): InvoiceLineView {
  return {
    containerNumber: row.containerNumber,
    kind: kindOf(row.kind),
    dates: row.dates.map((date) => date.toISOString().slice(0, 10)),
    days: row.days,
    ratePerDay: figure(row.ratePerDay),
    currency: row.currency ?? "",
    amount: figure(row.amount),
    tariffRule: row.tariffRule,
  };
}

export function invoiceView(row: InvoiceWithLines): InvoiceView {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    billingParty: row.billingParty,
    billedOn: day(row.billedOn),
    dueOn: day(row.dueOn),
    billsOfLading: row.billsOfLading,
    portOfDischarge: row.portOfDischarge,
    freeDays: row.freeDays,
    freeTimeStart: day(row.freeTimeStart),
    freeTimeEnd: day(row.freeTimeEnd),
    availableOn: day(row.availableOn),
    pickedUpOn: day(row.pickedUpOn),
    returnedOn: day(row.returnedOn),
    tariffRule: row.tariffRule,
    disputeContact: row.disputeContact,
    disputeUrl: row.disputeUrl,
    certifiedCompliance: row.certifiedCompliance,
    certifiedPerformance: row.certifiedPerformance,
    source: (INVOICE_SOURCES as readonly string[]).includes(row.source)
      ? (row.source as InvoiceView["source"])
      : "form",
    documentId: row.documentId,
    createdAt: row.createdAt.toISOString(),
    createdByLabel: row.createdByLabel,
    lines: [...row.lines].sort((a, b) => a.position - b.position).map(lineView),
  };
}

/** What the check reads of a stored invoice. */
export function draftOf(view: InvoiceView): InvoiceDraft {
  const { id: _id, source: _source, documentId: _document, createdAt: _at, createdByLabel: _by, ...draft } = view;
  return draft;
}

/** The rows' data for a validated invoice (its lines created with it). */
export function invoiceData(input: InvoiceInput) {
  return {
    invoiceNumber: input.invoiceNumber,
    billingParty: input.billingParty,
    billedOn: dateColumn(input.billedOn),
    dueOn: dateColumn(input.dueOn),
    billsOfLading: input.billsOfLading,
    portOfDischarge: input.portOfDischarge,
    freeDays: input.freeDays,
    freeTimeStart: dateColumn(input.freeTimeStart),
    freeTimeEnd: dateColumn(input.freeTimeEnd),
    availableOn: dateColumn(input.availableOn),
    pickedUpOn: dateColumn(input.pickedUpOn),
    returnedOn: dateColumn(input.returnedOn),
    tariffRule: input.tariffRule,
    disputeContact: input.disputeContact,
    disputeUrl: input.disputeUrl,
    certifiedCompliance: input.certifiedCompliance,
    certifiedPerformance: input.certifiedPerformance,
  };
}

export function lineData(workspaceId: string, input: InvoiceInput) {
  return input.lines.map((line, position) => ({
    workspaceId,
    position,
    containerNumber: line.containerNumber,
    kind: line.kind,
    dates: line.dates.map((date) => new Date(`${date}T00:00:00Z`)),
    days: line.days,
    ratePerDay: line.ratePerDay,
    currency: line.currency,
    amount: line.amount,
    tariffRule: line.tariffRule,
  }));
}
