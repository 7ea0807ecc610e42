import { z } from "zod";

import { FREE_TIME_SCOPES, freeTimeRuleInputSchema } from "@/lib/domain/free-time/free-time-rule";
import { localDateSchema, wallTimeSchema } from "@/lib/domain/free-time/terminal-calendar";

// Bodies of the free-time routes (lib/shared/free-time-api.ts), checked at the edge.

/** A new rule, or (with `ruleId`) a new version of one: never an edit of a stored version. */
export const freeTimeRuleVersionSchema = z.intersection(
  z.object({ ruleId: z.uuid().optional() }),
  freeTimeRuleInputSchema,
);
export type FreeTimeRuleVersionInput = z.output<typeof freeTimeRuleVersionSchema>;
/** What a client sends (defaults may be left out). */
export type FreeTimeRuleVersionBody = z.input<typeof freeTimeRuleVersionSchema>;

export const closureInputSchema = z
  .object({
    terminalKey: z.string().trim().min(1, "Choose a terminal").max(64),
    date: localDateSchema,
    wholeDay: z.boolean().default(true),
    from: wallTimeSchema.nullable().default(null),
    to: wallTimeSchema.nullable().default(null),
    reason: z.string().trim().min(1, "Say why the terminal is closed").max(200),
    source: z.string().trim().max(300).nullable().default(null),
  })
  .superRefine((closure, ctx) => {
    if (closure.wholeDay) return;
    if (closure.from === null || closure.to === null)
      ctx.addIssue({ code: "custom", path: ["from"], message: "Give the hours the gates were shut" });
    else if (closure.from >= closure.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end is not after the start" });
  });
export type ClosureInput = z.output<typeof closureInputSchema>;
export type ClosureBody = z.input<typeof closureInputSchema>;

export const extensionInputSchema = z.object({
  source: z.enum(FREE_TIME_SCOPES),
  days: z.number().int().min(1, "At least one day").max(30, "At most 30 days"),
  grantedBy: z.string().trim().min(1, "Say who granted it").max(200),
  note: z.string().trim().max(1000).nullable().default(null),
  documentId: z.uuid().nullable().default(null),
});
export type ExtensionInput = z.output<typeof extensionInputSchema>;
export type ExtensionBody = z.input<typeof extensionInputSchema>;
