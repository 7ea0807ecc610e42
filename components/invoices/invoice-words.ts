import type { DayCode, DisputeStatus, InvoiceFinding, Verdict } from "@/lib/shared/invoice-api";

// The words people read for the check's codes (lib/domain/invoices/day-codes.ts) and findings.

export const VERDICT_WORDS: Record<Verdict, { label: string; tone: "danger" | "warning" | "success" }> = {
  not_payable: { label: "Need not be paid", tone: "danger" },
  contestable: { label: "Contestable", tone: "warning" },
  payable: { label: "Payable", tone: "success" },
};

export const DAY_CODE_WORDS: Record<DayCode, { label: string; tone: "danger" | "warning" | "success" | "neutral" }> = {
  before_discharge: { label: "Before discharge", tone: "danger" },
  after_pickup: { label: "After pickup", tone: "danger" },
  after_return: { label: "After return", tone: "danger" },
  in_free_time: { label: "In free time", tone: "danger" },
  terminal_closed: { label: "Terminal closed", tone: "danger" },
  not_available: { label: "Not available", tone: "danger" },
  charged_twice: { label: "Charged twice", tone: "danger" },
  rate_mismatch: { label: "Rate off tariff", tone: "warning" },
  unverified: { label: "Unverified", tone: "neutral" },
  unknown_container: { label: "Not tracked", tone: "neutral" },
  chargeable: { label: "Chargeable", tone: "success" },
};

export const KIND_WORDS = {
  demurrage: "Demurrage",
  detention: "Detention",
  per_diem: "Per diem",
  storage: "Storage",
} as const;

/** The 541.6 items as an invoice names them. */
export const ITEM_WORDS: Record<string, string> = {
  billingParty: "Billing party",
  invoiceNumber: "Invoice number",
  billedOn: "Billing date",
  dueOn: "Due date",
  billsOfLading: "Bill(s) of lading",
  portOfDischarge: "Port of discharge",
  freeDays: "Free days",
  freeTimeStart: "Free time start",
  freeTimeEnd: "Free time end",
  availableOn: "Container availability date",
  pickedUpOn: "Pickup date",
  returnedOn: "Return date",
  tariffRule: "Tariff or contract rule",
  disputeContact: "Contact for disputes",
  disputeUrl: "Dispute URL",
  certifiedCompliance: "Certification: charges consistent with FMC rules",
  certifiedPerformance: "Certification: own performance did not cause the charges",
  containerNumber: "Container number",
  dates: "Dates charged",
  ratePerDay: "Rate per day",
  amount: "Amount",
  lines: "Lines",
};

/** "Line 2: Rate per day" for `lines.1.ratePerDay`, else the item's own name. */
export function itemWords(item: string): string {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(item);
  if (line) return `Line ${Number(line[1]) + 1}: ${ITEM_WORDS[line[2] ?? ""] ?? line[2]}`;
  return ITEM_WORDS[item] ?? item;
}

/** One finding of the invoice as a sentence. */
export function findingWords(finding: InvoiceFinding): string {
  if (finding.code === "late_invoice")
    return "Issued more than 30 days after the last charged day: it need not be paid (46 CFR 541.7).";
  if (finding.code === "unknown_container")
    return `${finding.item ?? "A container"} is not tracked in this workspace: its days are checked once it is.`;
  if (finding.code.startsWith("missing_"))
    return `${itemWords(finding.item ?? finding.code.slice("missing_".length))} is missing: the invoice need not be paid (46 CFR 541.5, 541.6).`;
  return finding.code;
}

export const DISPUTE_STATUS_WORDS: Record<
  DisputeStatus,
  { label: string; tone: "danger" | "warning" | "success" | "neutral" }
> = {
  open: { label: "Open: not filed yet", tone: "warning" },
  filed: { label: "Filed: awaiting the answer", tone: "warning" },
  won: { label: "Won", tone: "success" },
  partly_won: { label: "Partly won", tone: "success" },
  lost: { label: "Lost", tone: "danger" },
  withdrawn: { label: "Withdrawn", tone: "neutral" },
};
