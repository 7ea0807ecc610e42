import { z } from "zod";

import { isInt8Text } from "@/lib/shared/db-ranges";
import { AUDIT_KINDS, WORK_LIMITS } from "@/lib/shared/work-api";
import { reportCellShape } from "@/lib/validations/report-cell-param";

// Request schemas of the team's work routes (contract: lib/shared/work-api.ts), shared by the routes and the UI.

const text = (max: number, what: string) => z.string().trim().max(max, `Keep the ${what} under ${max} characters.`);
const optionalText = (max: number, what: string) =>
  text(max, what)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 09:30.");
const localDate = z.iso.date("Use a date such as 2026-03-05.");

const tag = z
  .string()
  .trim()
  .min(1, "A tag cannot be empty.")
  .max(WORK_LIMITS.tagLength, `Keep each tag under ${WORK_LIMITS.tagLength} characters.`);
export const tagsSchema = z
  .array(tag)
  .max(WORK_LIMITS.tags, `At most ${WORK_LIMITS.tags} tags.`)
  .transform((tags) => [...new Set(tags)]);

/**
 * A planned pickup change is merged into the current one: keys left out keep their value, `null` clears one.
 * `date` is required when there is no planned pickup yet. Sending `plannedPickup: null` removes it.
 */
export const plannedPickupInputSchema = z
  .object({
    date: localDate.optional(),
    windowStart: hhmm.nullable().optional(),
    windowEnd: hhmm.nullable().optional(),
    appointmentNumber: optionalText(WORK_LIMITS.appointmentNumber, "appointment number"),
    trucker: optionalText(WORK_LIMITS.trucker, "trucker or driver name"),
  })
  .strict()
  .refine((value) => !value.windowStart || !value.windowEnd || value.windowStart <= value.windowEnd, {
    message: "The window must end after it starts.",
    path: ["windowEnd"],
  });
export type PlannedPickupInput = z.infer<typeof plannedPickupInputSchema>;

export const plannedReturnInputSchema = z
  .object({ date: localDate.optional(), depot: optionalText(WORK_LIMITS.depot, "depot") })
  .strict();

export const noteBodySchema = z
  .string()
  .trim()
  .min(1, "Write something in the note.")
  .max(WORK_LIMITS.note, `Keep a note under ${WORK_LIMITS.note} characters.`);

/**
 * PATCH /api/containers/{id}/work. `version` is required when a versioned field changes (assignee, planned
 * pickup or return, tags, customer reference); `watch` and `note` never conflict and need none.
 */
export const workPatchSchema = z
  .object({
    version: z.number().int().min(0).optional(),
    assigneeId: z.uuid("Pick a user of this workspace.").nullable().optional(),
    watch: z.boolean().optional(),
    plannedPickup: plannedPickupInputSchema.nullable().optional(),
    plannedReturn: plannedReturnInputSchema.nullable().optional(),
    tags: tagsSchema.optional(),
    customerReference: optionalText(WORK_LIMITS.customerReference, "customer reference"),
    note: noteBodySchema.optional(),
  })
  .strict();
export type WorkPatch = z.infer<typeof workPatchSchema>;

export const noteInputSchema = z.object({ body: noteBodySchema }).strict();

/**
 * POST /api/containers/bulk. `ids`: the selected boxes; `{view}`: every box of a board view (the board's
 * filter query string, without "?"), loaded or not. `async: true` answers 202 `{jobId}` at once.
 */
const selection = z.union([z.array(z.string().max(64)), z.object({ view: z.string().max(4000) }).strict()]);
const bulkBase = { ids: selection, async: z.boolean().optional() };
export const bulkInputSchema = z.discriminatedUnion("action", [
  z
    .object({
      ...bulkBase,
      action: z.literal("assign"),
      assigneeId: z.uuid("Pick a user of this workspace.").nullable(),
    })
    .strict(),
  z
    .object({
      ...bulkBase,
      action: z.literal("plan_pickup"),
      plannedPickup: plannedPickupInputSchema.refine((value) => value.date !== undefined, {
        message: "Pick the pickup date.",
        path: ["date"],
      }),
    })
    .strict(),
  z
    .object({
      ...bulkBase,
      action: z.literal("tag"),
      tags: tagsSchema.refine((tags) => tags.length > 0, "Give at least one tag."),
    })
    .strict(),
  z
    .object({
      ...bulkBase,
      action: z.literal("untag"),
      tags: tagsSchema.refine((tags) => tags.length > 0, "Give at least one tag."),
    })
    .strict(),
  z.object({ ...bulkBase, action: z.literal("watch") }).strict(),
  z.object({ ...bulkBase, action: z.literal("unwatch") }).strict(),
  z.object({ ...bulkBase, action: z.literal("stop_tracking") }).strict(),
]);
export type BulkInput = z.infer<typeof bulkInputSchema>;

/** POST /api/containers/plan-check: what planning `date` would cost for the selected boxes (bulk's selection). */
export const planCheckInputSchema = z.object({ ids: selection, date: localDate }).strict();
export type PlanCheckInput = z.infer<typeof planCheckInputSchema>;

/** GET /api/activity. `container`: a box's id or its number. `cursor`: the previous page's `nextCursor`. */
export const activityQuerySchema = z.object({
  user: z.uuid("Pick a user of this workspace.").optional(),
  container: z.string().trim().min(1).max(64).optional(),
  kind: z.enum(AUDIT_KINDS).optional(),
  /** An audit entry's id: a bigint, so a number beyond its range is refused here, not by PostgreSQL. */
  cursor: z.string().refine(isInt8Text, "The cursor is not valid; start again from the first page.").optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(["json", "csv"]).default("json"),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** GET /api/calendar: terminal-local days, both inclusive, at most WORK_LIMITS.calendarDays of them. */
export const calendarQuerySchema = z.object({ from: localDate, to: localDate });

/**
 * The board's work filters (GET /api/containers and the bulk `{view}`), beside containersQuerySchema's:
 * `assignee=me|unassigned|<userId>`, `watching=1`, `plannedPickup=today|at_risk|YYYY-MM-DD` (today at each box's
 * terminal; at_risk: planned after the governing LFD or while a hold blocks the box),
 * `hasNotes=1` (boxes with at least one note that is not deleted).
 */
export const workFiltersShape = {
  assignee: z.union([z.literal("me"), z.literal("unassigned"), z.uuid()]).optional(),
  watching: z.enum(["1", "true"]).optional(),
  plannedPickup: z.union([z.literal("today"), z.literal("at_risk"), localDate]).optional(),
  hasNotes: z.enum(["1", "true"]).optional(),
  /** The boxes behind one bar of a report (lib/validations/report-cell-param.ts), narrowed like the work filters. */
  ...reportCellShape,
};
export const workFiltersSchema = z.object(workFiltersShape);
export type WorkFilters = z.infer<typeof workFiltersSchema>;
