import { z } from "zod";

import type { LocalDate } from "../local-date";
import { EQUIPMENT_LENGTHS } from "../per-diem";

import { localDateSchema } from "./terminal-calendar";

// Free-time rules (product.md, "Free time and the calculated LFD"): per shipping line (demurrage, the line's
// LFD) and per terminal (storage, the terminal's LFD), optionally per customer contract, which overrides them.
// Versioned: an edit is a new version from a date; the version in force on the clock start's local date
// counts the box's free days, and the calculation names it.

export const FREE_TIME_SCOPES = ["line", "terminal"] as const;
export type FreeTimeScope = (typeof FREE_TIME_SCOPES)[number];
export const FREE_TIME_DAY_KINDS = ["calendar", "working"] as const;
export type FreeTimeDayKind = (typeof FREE_TIME_DAY_KINDS)[number];
/** `available`: the first time the box became available for pickup after discharge. */
export const CLOCK_STARTS = ["discharged", "available"] as const;
export type ClockStart = (typeof CLOCK_STARTS)[number];
/** Whether the first counted day is the start event's own local date or the next one (the default). */
export const FIRST_DAYS = ["next", "same"] as const;
export type FirstDay = (typeof FIRST_DAYS)[number];

/** Days that do not count, each a setting. Working days never count Saturday, Sunday or holidays. */
export interface SkipDays {
  saturday: boolean;
  sunday: boolean;
  holidays: boolean;
  /** Whole-day closures of the terminal (partial ones never stop the clock). */
  closures: boolean;
}

export const freeTimeRuleInputSchema = z
  .object({
    scope: z.enum(FREE_TIME_SCOPES),
    /** The line's SCAC, or the terminal's FIRMS code (else the service's terminal id). */
    scopeKey: z.string().trim().min(1, "Name the line (SCAC) or terminal (FIRMS code)").max(64),
    /** The customer (the service's party id) whose contract this is; null: everyone's. */
    customerKey: z.string().trim().min(1).max(64).nullable().default(null),
    equipmentLength: z
      .number()
      .int()
      .refine((value) => (EQUIPMENT_LENGTHS as readonly number[]).includes(value), "Use 10, 20, 40 or 45 feet")
      .nullable()
      .default(null),
    freeDays: z.number().int().min(1, "At least one free day").max(60, "At most 60 free days"),
    dayKind: z.enum(FREE_TIME_DAY_KINDS),
    skip: z
      .object({ saturday: z.boolean(), sunday: z.boolean(), holidays: z.boolean(), closures: z.boolean() })
      .default({ saturday: false, sunday: false, holidays: false, closures: false }),
    clockStart: z.enum(CLOCK_STARTS).default("discharged"),
    firstDay: z.enum(FIRST_DAYS).default("next"),
    effectiveFrom: localDateSchema,
    effectiveTo: localDateSchema.nullable().default(null),
    ruleRef: z.string().trim().max(200).nullable().default(null),
    ruleUrl: z
      .url({ protocol: /^https?$/, error: "Use an http(s) address" })
      .max(500)
      .nullable()
      .default(null),
  })
  .refine((rule) => rule.effectiveTo === null || rule.effectiveTo >= rule.effectiveFrom, {
    path: ["effectiveTo"],
    message: "The end is before the start",
  });
export type FreeTimeRuleInput = z.output<typeof freeTimeRuleInputSchema>;

/** One version of a rule, as stored. `ruleId` names the rule every version of it shares. */
export interface FreeTimeRule extends FreeTimeRuleInput {
  id: string;
  ruleId: string;
  /** Order of entry, for two versions of equal standing from the same date (the later one wins). */
  createdAt: string;
}

/** The days a rule skips: its settings, with working days never counting weekends or holidays. */
export function effectiveSkip(rule: Pick<FreeTimeRule, "dayKind" | "skip">): SkipDays {
  if (rule.dayKind === "calendar") return rule.skip;
  return { saturday: true, sunday: true, holidays: true, closures: rule.skip.closures };
}

export interface FreeTimeSubject {
  scope: FreeTimeScope;
  /** The keys the box answers to in that scope (a terminal's FIRMS code and its service id). */
  keys: readonly (string | null)[];
  customerKey: string | null;
  equipmentLength: number | null;
}

function inForce(rule: FreeTimeRule, date: LocalDate): boolean {
  return rule.effectiveFrom <= date && (rule.effectiveTo === null || date <= rule.effectiveTo);
}

/**
 * The rule version that counts a box's free days from `date` (the clock start's local date): a customer's
 * contract over the general rule, a rule for the box's size over one for every size, then the newest version in
 * force. Null: no rule, so no calculated LFD (never a guessed one).
 */
export function freeTimeRuleFor(
  rules: readonly FreeTimeRule[],
  subject: FreeTimeSubject,
  date: LocalDate,
): FreeTimeRule | null {
  const keys = subject.keys.filter((key): key is string => key !== null);
  let best: { rule: FreeTimeRule; rank: string } | null = null;
  for (const rule of rules) {
    if (rule.scope !== subject.scope || !keys.includes(rule.scopeKey) || !inForce(rule, date)) continue;
    if (rule.customerKey !== null && rule.customerKey !== subject.customerKey) continue;
    if (rule.equipmentLength !== null && rule.equipmentLength !== subject.equipmentLength) continue;
    const rank = [
      rule.customerKey === null ? "0" : "1",
      rule.equipmentLength === null ? "0" : "1",
      rule.effectiveFrom,
      rule.createdAt,
    ].join("|");
    if (best === null || rank > best.rank) best = { rule, rank };
  }
  return best?.rule ?? null;
}
