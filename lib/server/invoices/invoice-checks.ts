import "server-only";

import type { ChargedInvoice } from "@/lib/domain/invoices/charged-twice";
import { checkInvoice } from "@/lib/domain/invoices/check-invoice";
import { CHARGE_KINDS, type ChargeKind } from "@/lib/domain/invoices/invoice";
import { db } from "@/lib/server/db";
import type { InvoiceCheckView, InvoiceView } from "@/lib/shared/invoice-api";

import { gatherEvidence } from "./invoice-evidence";
import { draftOf } from "./invoice-rows";

// Checks invoices at the time they are read (and right after they are saved): the evidence behind a check (day
// records, closures, LFDs, extensions, tariff versions, other invoices) changes without the invoice changing, so
// a stored verdict would need every one of those writers to mark invoices stale. Worked out at each read, it is
// never stale, and a batch costs a handful of queries.

/** Every other invoice billing any of these boxes, with the lines that name them (charged twice). */
async function chargesOf(workspaceId: string, numbers: readonly string[]): Promise<ChargedInvoice[]> {
  if (numbers.length === 0) return [];
  const lines = await db.invoiceLine.findMany({
    where: { workspaceId, containerNumber: { in: [...numbers] } },
    select: {
      invoiceId: true,
      position: true,
      containerNumber: true,
      kind: true,
      dates: true,
      invoice: { select: { invoiceNumber: true, billedOn: true, createdAt: true } },
    },
    orderBy: [{ invoiceId: "asc" }, { position: "asc" }],
  });
  const byInvoice = new Map<string, ChargedInvoice & { lines: ChargedInvoice["lines"][number][] }>();
  for (const line of lines) {
    const invoice = byInvoice.get(line.invoiceId) ?? {
      invoiceId: line.invoiceId,
      invoiceNumber: line.invoice.invoiceNumber,
      billedOn: line.invoice.billedOn?.toISOString().slice(0, 10) ?? null,
      enteredAt: line.invoice.createdAt.toISOString(),
      lines: [],
    };
    byInvoice.set(line.invoiceId, invoice);
    // Only the lines naming these boxes were read: a line's index is its position, so what it cites stays right.
    invoice.lines[line.position] = {
      containerNumber: line.containerNumber,
      kind: (CHARGE_KINDS as readonly string[]).includes(line.kind) ? (line.kind as ChargeKind) : "demurrage",
      dates: line.dates.map((date) => date.toISOString().slice(0, 10)),
    };
  }
  // Positions not read are holes: fill them with lines that charge nothing.
  return [...byInvoice.values()].map((invoice) => ({
    ...invoice,
    lines: Array.from(invoice.lines, (line) => line ?? { containerNumber: null, kind: "demurrage", dates: [] }),
  }));
}

export async function checkInvoices(
  workspaceId: string,
  invoices: readonly InvoiceView[],
): Promise<InvoiceCheckView[]> {
  const lines = invoices.flatMap((invoice) => invoice.lines);
  const numbers = [...new Set(lines.flatMap((line) => line.containerNumber ?? []))];
  const [evidence, charges] = await Promise.all([gatherEvidence(workspaceId, lines), chargesOf(workspaceId, numbers)]);
  return invoices.map((invoice) =>
    checkInvoice({
      invoice: { ...draftOf(invoice), id: invoice.id, enteredAt: invoice.createdAt },
      boxes: evidence.boxes,
      others: charges.filter((charge) => charge.invoiceId !== invoice.id),
      rateOn: evidence.rateOn,
    }),
  );
}
