import type { LocalDate } from "../local-date";

// A D&D invoice as the check reads it (product.md, "Invoices and disputes"): each item 46 CFR 541.6 requires is
// nullable, because an invoice that lacks one is stored as it came (missing, never guessed) and the check says so.

/** What a line charges: demurrage (the line, at the port), storage (the terminal), detention / per diem (equipment). */
export const CHARGE_KINDS = ["demurrage", "detention", "per_diem", "storage"] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** Charges for the box while it waits at the port terminal (its pickup LFD governs them); the others are for the
 * equipment while the trucker holds it (the return-by clock governs them). */
export const PORT_KINDS: readonly ChargeKind[] = ["demurrage", "storage"];

export const isPortKind = (kind: ChargeKind): boolean => PORT_KINDS.includes(kind);

/**
 * The charge a day of this kind stands for. Detention and per diem are two names of one charge (the line's, for
 * its equipment), so a day billed once as each is billed twice; demurrage (the line) and storage (the terminal)
 * are two charges by two parties.
 */
export function chargeOf(kind: ChargeKind): "demurrage" | "storage" | "equipment" {
  return isPortKind(kind) ? (kind === "storage" ? "storage" : "demurrage") : "equipment";
}

export const INVOICE_SOURCES = ["form", "csv", "document"] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];

export interface InvoiceLineDraft {
  containerNumber: string | null;
  kind: ChargeKind;
  /** The specific local dates charged. */
  dates: LocalDate[];
  days: number | null;
  ratePerDay: number | null;
  currency: string;
  amount: number | null;
  tariffRule: string | null;
}

export interface InvoiceDraft {
  invoiceNumber: string | null;
  billingParty: string | null;
  billedOn: LocalDate | null;
  dueOn: LocalDate | null;
  billsOfLading: string[];
  portOfDischarge: string | null;
  freeDays: number | null;
  freeTimeStart: LocalDate | null;
  freeTimeEnd: LocalDate | null;
  availableOn: LocalDate | null;
  pickedUpOn: LocalDate | null;
  returnedOn: LocalDate | null;
  tariffRule: string | null;
  disputeContact: string | null;
  disputeUrl: string | null;
  certifiedCompliance: boolean | null;
  certifiedPerformance: boolean | null;
  lines: InvoiceLineDraft[];
}
