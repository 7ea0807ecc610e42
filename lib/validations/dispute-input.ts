import { z } from "zod";

import { localDateSchema } from "@/lib/domain/free-time/terminal-calendar";
import { DISPUTE_STATUSES } from "@/lib/domain/invoices/dispute";
import { currencySchema } from "@/lib/domain/tariff";

import { MAX_AMOUNT } from "./invoice-input";

// The bodies of POST and PATCH /api/invoices/{id}/dispute. A dispute opens with every contestable day of the
// invoice; the team may drop some, each with its reason. It then moves on one step at a time (dispute.ts).

/** A day is named by its line (index in the invoice) and date: a line charges a box once per date. */
const dayRef = z.object({ line: z.number().int().min(0).max(10_000), date: localDateSchema });

export const openDisputeSchema = z
  .object({
    drop: z
      .array(dayRef.extend({ reason: z.string().trim().min(1, "Say why the day is dropped").max(500) }))
      .max(20_000)
      .default([]),
    /** A later date the invoice grants to dispute by (the rule's is the billing date + 30 days). */
    grantedDisputeBy: localDateSchema.nullable().optional(),
    note: z.string().trim().max(2_000).nullable().optional(),
  })
  .strict();
export type OpenDisputeInput = z.infer<typeof openDisputeSchema>;

export const updateDisputeSchema = z
  .object({
    status: z.enum(DISPUTE_STATUSES),
    /** The date it was filed with the billing party (filed); today when left out. */
    filedOn: localDateSchema.nullable().optional(),
    /** What the billing party credited, per currency (won, partly won). */
    credited: z
      .record(currencySchema, z.number().finite().min(0, "Use zero or more").max(MAX_AMOUNT, "Check the figure"))
      .nullable()
      .optional(),
    note: z.string().trim().max(2_000).nullable().optional(),
  })
  .strict();
export type UpdateDisputeInput = z.infer<typeof updateDisputeSchema>;
