import { addCalendarDays, type LocalDate } from "../local-date";

import type { BoxEvidence, DayEvidence, RateLookup } from "./box-evidence";
import { earlierCharges, type ChargedInvoice } from "./charged-twice";
import { classifyDay } from "./classify-day";
import { isContestable, type DayCode, type Verdict } from "./day-codes";
import type { ChargeKind, InvoiceDraft } from "./invoice";
import { addTo, dayAmounts, lineTotal } from "./line-money";
import { isLate, missingItems, type InvoiceFinding } from "./required-items";

// The invoice check (product.md, "Invoice checks"): the invoice's own findings (missing items, late), each charged
// box day's code with its evidence, the verdict, the money at stake per currency and the dispute-by date. Pure: the
// server gathers the evidence (lib/server/invoices/invoice-evidence.ts) and the tariff rates, and calls this on
// save and at every read.

/** The billed party has at least 30 days from the billing date to dispute (541.8). */
export const DISPUTE_WINDOW_DAYS = 30;

export interface CheckedDay {
  /** The line's index in the invoice. */
  line: number;
  containerNumber: string | null;
  date: LocalDate;
  kind: ChargeKind;
  code: DayCode;
  amount: number | null;
  currency: string;
  atStake: number;
  evidence: DayEvidence;
}

export interface InvoiceCheck {
  verdict: Verdict;
  findings: InvoiceFinding[];
  days: CheckedDay[];
  /** Per currency (never summed across): the whole invoice when it need not be paid, else its contestable days. */
  atStake: Record<string, number>;
  /** What the invoice bills, per currency. */
  total: Record<string, number>;
  disputeBy: LocalDate | null;
}

export interface CheckInput {
  invoice: InvoiceDraft & { id: string; enteredAt: string };
  /** The workspace's boxes by container number, for the numbers the invoice names. */
  boxes: ReadonlyMap<string, BoxEvidence>;
  /** The other invoices billing any of these boxes (charged twice). */
  others: readonly ChargedInvoice[];
  rateOn: RateLookup;
}

export function checkInvoice(input: CheckInput): InvoiceCheck {
  const { invoice } = input;
  const findings: InvoiceFinding[] = missingItems(invoice);
  if (isLate(invoice)) findings.push({ code: "late_invoice" });
  const unknown = new Set<string>();
  const earlier = earlierCharges(
    {
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      billedOn: invoice.billedOn,
      enteredAt: invoice.enteredAt,
      lines: invoice.lines,
    },
    input.others,
  );
  const days: CheckedDay[] = [];
  const total: Record<string, number> = {};
  invoice.lines.forEach((line, lineIndex) => {
    addTo(total, line.currency, lineTotal(line));
    const box = line.containerNumber === null ? null : (input.boxes.get(line.containerNumber) ?? null);
    if (line.containerNumber !== null && box === null) unknown.add(line.containerNumber);
    const amounts = dayAmounts(line);
    line.dates.forEach((date, index) => {
      const amount = amounts[index] ?? null;
      const day = classifyDay({
        box,
        kind: line.kind,
        date,
        amount,
        ratePerDay: line.ratePerDay ?? amount,
        currency: line.currency,
        earlier: earlier.get(`${lineIndex}|${index}`) ?? null,
        rateOn: input.rateOn,
      });
      days.push({
        line: lineIndex,
        containerNumber: line.containerNumber,
        date,
        kind: line.kind,
        amount,
        currency: line.currency,
        ...day,
      });
    });
  });
  for (const number of unknown) findings.push({ code: "unknown_container", item: number });

  const needNotPay = findings.some((finding) => finding.code.startsWith("missing_") || finding.code === "late_invoice");
  const contested = days.filter((day) => isContestable(day.code));
  const verdict: Verdict = needNotPay ? "not_payable" : contested.length > 0 ? "contestable" : "payable";
  const atStake: Record<string, number> = {};
  if (needNotPay) for (const [currency, amount] of Object.entries(total)) addTo(atStake, currency, amount);
  else for (const day of contested) addTo(atStake, day.currency, day.atStake);
  return {
    verdict,
    findings,
    days,
    atStake,
    total,
    disputeBy: invoice.billedOn === null ? null : addCalendarDays(invoice.billedOn, DISPUTE_WINDOW_DAYS),
  };
}
