import type { LocalDate } from "../local-date";

import { chargeOf, type ChargeKind } from "./invoice";

// `charged_twice` (product.md): the same box, day and charge billed on two lines or two invoices. The first bill
// keeps the day: the earliest billing date (an invoice without one comes last), then the first entered, then the
// first line; every later one is contested, citing the first.

export interface ChargedLine {
  containerNumber: string | null;
  kind: ChargeKind;
  dates: readonly LocalDate[];
}

export interface ChargedInvoice {
  invoiceId: string;
  invoiceNumber: string | null;
  billedOn: LocalDate | null;
  /** When it was entered (ISO instant). */
  enteredAt: string;
  lines: readonly ChargedLine[];
}

export interface FirstCharge {
  invoiceId: string;
  invoiceNumber: string | null;
  /** The line's index in its invoice. */
  line: number;
}

const LAST = "9999-12-31";

function orderOf(invoice: ChargedInvoice, line: number, index: number): string {
  return [
    invoice.billedOn ?? LAST,
    invoice.enteredAt,
    invoice.invoiceId,
    String(line).padStart(6, "0"),
    String(index).padStart(6, "0"),
  ].join("|");
}

const keyOf = (number: string, kind: ChargeKind, date: LocalDate): string => `${number}|${chargeOf(kind)}|${date}`;

/**
 * For each charged date of `invoice` (keyed `<line>|<date index>`), the first bill of the same box, day and charge
 * when that first bill is another one.
 */
export function earlierCharges(invoice: ChargedInvoice, others: readonly ChargedInvoice[]): Map<string, FirstCharge> {
  const first = new Map<string, { order: string; charge: FirstCharge }>();
  for (const bill of [invoice, ...others])
    bill.lines.forEach((line, lineIndex) => {
      if (line.containerNumber === null) return;
      line.dates.forEach((date, index) => {
        const key = keyOf(line.containerNumber ?? "", line.kind, date);
        const order = orderOf(bill, lineIndex, index);
        const seen = first.get(key);
        if (!seen || order < seen.order)
          first.set(key, {
            order,
            charge: { invoiceId: bill.invoiceId, invoiceNumber: bill.invoiceNumber, line: lineIndex },
          });
      });
    });
  const earlier = new Map<string, FirstCharge>();
  invoice.lines.forEach((line, lineIndex) => {
    if (line.containerNumber === null) return;
    line.dates.forEach((date, index) => {
      const seen = first.get(keyOf(line.containerNumber ?? "", line.kind, date));
      if (seen && seen.order !== orderOf(invoice, lineIndex, index)) earlier.set(`${lineIndex}|${index}`, seen.charge);
    });
  });
  return earlier;
}
