import { addCalendarDays } from "@/lib/domain/local-date";
import type { InvoiceBody, InvoiceLineBody } from "@/lib/validations/invoice-input";

// The invoice form's state (every control's text, as typed) and the body it sends: blanks stay absent (a missing
// 541.6 item is stored missing), a from–to range becomes its list of dates, figures are numbers.

export type LineState = {
  containerNumber: string;
  kind: string;
  from: string;
  to: string;
  ratePerDay: string;
  currency: string;
  amount: string;
  tariffRule: string;
};

export type InvoiceState = {
  invoiceNumber: string;
  billingParty: string;
  billedOn: string;
  dueOn: string;
  billsOfLading: string;
  portOfDischarge: string;
  freeDays: string;
  freeTimeStart: string;
  freeTimeEnd: string;
  availableOn: string;
  pickedUpOn: string;
  returnedOn: string;
  tariffRule: string;
  disputeContact: string;
  disputeUrl: string;
  certifiedCompliance: boolean;
  certifiedPerformance: boolean;
  lines: LineState[];
};

export const EMPTY_LINE: LineState = {
  containerNumber: "",
  kind: "demurrage",
  from: "",
  to: "",
  ratePerDay: "",
  currency: "USD",
  amount: "",
  tariffRule: "",
};

export const EMPTY_INVOICE: InvoiceState = {
  invoiceNumber: "",
  billingParty: "",
  billedOn: "",
  dueOn: "",
  billsOfLading: "",
  portOfDischarge: "",
  freeDays: "",
  freeTimeStart: "",
  freeTimeEnd: "",
  availableOn: "",
  pickedUpOn: "",
  returnedOn: "",
  tariffRule: "",
  disputeContact: "",
  disputeUrl: "",
  certifiedCompliance: false,
  certifiedPerformance: false,
  lines: [EMPTY_LINE],
};

/** Longer than any one line may charge (lib/validations/invoice-input.ts says how long): the check refuses it. */
const MAX_RANGE = 401;

/** The dates from `from` through `to` (or `from` alone); a range that runs backwards is an error. */
export function rangeDates(from: string, to: string): { dates: string[]; error: string | null } {
  if (!from) return { dates: [], error: to ? "Give the first day charged" : null };
  if (!to || to === from) return { dates: [from], error: null };
  if (to < from) return { dates: [], error: "The last day charged is before the first" };
  const dates: string[] = [];
  for (let date = from; date <= to && dates.length < MAX_RANGE; date = addCalendarDays(date, 1)) dates.push(date);
  return { dates, error: null };
}

const text = (value: string): string | undefined => (value.trim() === "" ? undefined : value.trim());
const figure = (value: string): number | undefined => {
  const trimmed = value.trim().replace(/,/g, "");
  return trimmed === "" ? undefined : Number(trimmed);
};

function lineBody(line: LineState): InvoiceLineBody {
  return {
    containerNumber: text(line.containerNumber),
    kind: line.kind as InvoiceLineBody["kind"],
    dates: rangeDates(line.from, line.to).dates,
    ratePerDay: figure(line.ratePerDay),
    currency: line.currency.trim().toUpperCase(),
    amount: figure(line.amount),
    tariffRule: text(line.tariffRule),
  };
}

export function invoiceBody(state: InvoiceState): InvoiceBody {
  return {
    invoiceNumber: text(state.invoiceNumber),
    billingParty: text(state.billingParty),
    billedOn: text(state.billedOn),
    dueOn: text(state.dueOn),
    billsOfLading: state.billsOfLading
      .split(/[\s,;]+/)
      .map((value) => value.trim())
      .filter(Boolean),
    portOfDischarge: text(state.portOfDischarge),
    freeDays: figure(state.freeDays),
    freeTimeStart: text(state.freeTimeStart),
    freeTimeEnd: text(state.freeTimeEnd),
    availableOn: text(state.availableOn),
    pickedUpOn: text(state.pickedUpOn),
    returnedOn: text(state.returnedOn),
    tariffRule: text(state.tariffRule),
    disputeContact: text(state.disputeContact),
    disputeUrl: text(state.disputeUrl),
    // An unticked certification is one the invoice does not make: absent, as 541.6 counts it.
    certifiedCompliance: state.certifiedCompliance ? true : undefined,
    certifiedPerformance: state.certifiedPerformance ? true : undefined,
    lines: state.lines.map(lineBody),
  };
}
