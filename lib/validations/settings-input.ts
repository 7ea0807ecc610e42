import { z } from "zod";

import { LFD_RULES } from "@/lib/domain/lfd";

// Shared by the settings form and the settings API.
export const baseUrlSchema = z
  .string()
  .trim()
  .url("Enter a full URL, such as https://api.terminal49.com/v2")
  // The account key travels with every call, so only an encrypted connection will do.
  .refine((url) => /^https:\/\//i.test(url), "The base URL must start with https://")
  .transform((url) => url.replace(/\/+$/, ""))
  .refine((url) => url.endsWith("/v2"), "The base URL must end in /v2");

export const apiKeySchema = z
  .string()
  .trim()
  .min(8, "The account key looks too short")
  .max(200, "The account key looks too long")
  .regex(/^\S+$/, "The account key cannot contain spaces");

export const lfdRuleSchema = z.enum(LFD_RULES);

export const updateSettingsSchema = z
  .object({
    /** A new key, or null to remove the saved key (back to simulated data). Omit to keep it. */
    apiKey: apiKeySchema.nullable().optional(),
    /** A base URL different from the saved one must come with the key (the key is sealed to its URL). */
    baseUrl: baseUrlSchema.optional(),
    lfdRule: lfdRuleSchema.optional(),
    /**
     * The new key belongs to the account already saved (a rotation, as the admin confirms): the cached boxes, their
     * history, notes and work stay. Only with a new key, a saved key to replace and the same base URL.
     */
    sameAccount: z.boolean().optional(),
  })
  .strict();

export type UpdateSettingsInput = z.infer<typeof updateSettingsSchema>;
