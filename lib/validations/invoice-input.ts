import { z } from "zod";

import { localDateSchema } from "@/lib/domain/free-time/terminal-calendar";
import { CHARGE_KINDS, type InvoiceDraft } from "@/lib/domain/invoices/invoice";
import { isContainerShaped, normalizeContainerNumber } from "@/lib/domain/iso6346";
import { currencySchema } from "@/lib/domain/tariff";
import { formatCount } from "@/lib/shared/format/number";

// The body of POST /api/invoices (issue 25's JSON), shared by the form. Every 541.6 item may be absent (omitted,
// null or blank): it is stored missing and the check says so, never guessed. What is given must read: dates as
// dates, money as non-negative figures within reason, pairs of dates in order.

/** Lines one invoice may carry (a 500-line invoice is the benchmark's; twice that leaves room). */
export const MAX_INVOICE_LINES = 1000;
/** Dates one line may charge: over a year of days is no single line's. */
export const MAX_LINE_DATES = 400;
/** No single day's rate or line is this large: a figure beyond it is a typo (cents typed as dollars). */
export const MAX_RATE = 100_000;
export const MAX_AMOUNT = 10_000_000;

const blankToNull = (value: unknown): unknown => (typeof value === "string" && value.trim() === "" ? null : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(blankToNull, schema.nullable())
    .optional()
    .transform((value) => value ?? null);

const text = (max: number) => optional(z.string().trim().max(max, `At most ${max} characters`));
const date = optional(localDateSchema);
const money = (max: number) =>
  optional(
    z
      .number({ error: "Use a number" })
      .finite()
      .min(0, "Use an amount of zero or more (a credit is recorded apart)")
      .max(max, `That is more than ${formatCount(max)}: check the figure`),
  );

export const containerNumberInput = optional(
  z
    .string()
    .transform(normalizeContainerNumber)
    .refine(isContainerShaped, "Use a container number: four letters (the fourth U, J or Z) and seven digits"),
);

export const invoiceLineSchema = z.object({
  containerNumber: containerNumberInput,
  kind: z.enum(CHARGE_KINDS, { error: "Choose demurrage, detention, per diem or storage" }),
  dates: z
    .array(localDateSchema)
    .max(MAX_LINE_DATES, `At most ${MAX_LINE_DATES} dates on one line`)
    .optional()
    .transform((value) => value ?? []),
  days: optional(z.number().int("Use whole days").min(0).max(MAX_LINE_DATES)),
  ratePerDay: money(MAX_RATE),
  currency: currencySchema,
  amount: money(MAX_AMOUNT),
  tariffRule: text(200),
});

/** Two dates of the invoice that must come in order, and what to say when they do not. */
const ORDERED: readonly [keyof InvoiceDraft, keyof InvoiceDraft, string][] = [
  ["billedOn", "dueOn", "The due date is before the billing date"],
  ["freeTimeStart", "freeTimeEnd", "Free time ends before it starts"],
  ["pickedUpOn", "returnedOn", "The return is before the pickup"],
];

export const invoiceInputSchema = z
  .object({
    invoiceNumber: text(100),
    billingParty: text(200),
    billedOn: date,
    dueOn: date,
    billsOfLading: z
      .array(z.string().trim().toUpperCase().min(1).max(64))
      .max(100, "At most 100 bills of lading")
      .optional()
      .transform((value) => value ?? []),
    portOfDischarge: text(200),
    freeDays: optional(z.number().int("Use whole days").min(0).max(365)),
    freeTimeStart: date,
    freeTimeEnd: date,
    availableOn: date,
    pickedUpOn: date,
    returnedOn: date,
    tariffRule: text(200),
    disputeContact: text(200),
    disputeUrl: optional(z.url({ protocol: /^https?$/, error: "Use an http(s) address" }).max(500)),
    certifiedCompliance: optional(z.boolean()),
    certifiedPerformance: optional(z.boolean()),
    /** The inbox document of type invoice it was taken from (the document stays linked). */
    documentId: optional(z.uuid()),
    lines: z
      .array(invoiceLineSchema)
      .min(1, "Add at least one line: the box, the kind of charge and the dates charged")
      .max(MAX_INVOICE_LINES, `At most ${MAX_INVOICE_LINES} lines on one invoice`),
  })
  .superRefine((invoice, ctx) => {
    for (const [first, second, message] of ORDERED) {
      const a = invoice[first];
      const b = invoice[second];
      if (typeof a === "string" && typeof b === "string" && b < a)
        ctx.addIssue({ code: "custom", path: [second], message });
    }
  });

export type InvoiceInput = z.output<typeof invoiceInputSchema>;
/** What a client sends (absent items may be left out). */
export type InvoiceBody = z.input<typeof invoiceInputSchema>;
export type InvoiceLineBody = z.input<typeof invoiceLineSchema>;

/** GET /api/invoices: the page after `cursor` (the list's own `next`). */
export const invoiceListQuerySchema = z.object({
  cursor: z
    .string()
    .max(100)
    .optional()
    .transform((value) => value ?? null),
});

/** POST /api/invoices/import: the CSV's text (lib/validations/invoice-csv.ts reads it). */
export const invoiceImportSchema = z.object({
  csv: z.string().min(1, "Choose or paste a CSV file").max(2_000_000),
});
