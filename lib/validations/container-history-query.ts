import { z } from "zod";

import { HISTORY_CURSOR_PATTERN } from "@/lib/shared/history-cursor";

/** The drawer's page (and the most one request may ask for): the last 500 rows, as before paging. */
export const HISTORY_PAGE_SIZE = 500;

const cursorSchema = z
  .string()
  .regex(HISTORY_CURSOR_PATTERN, "The history cursor is not one this server gave. Reload the container.")
  .transform((cursor, context) => {
    const [, at = "", id = ""] = HISTORY_CURSOR_PATTERN.exec(cursor) ?? [];
    const observedAt = new Date(at);
    if (Number.isNaN(observedAt.getTime())) {
      context.addIssue({ code: "custom", message: "The history cursor names no valid time. Reload the container." });
      return z.NEVER;
    }
    return { observedAt, id: BigInt(id) };
  });

/** GET /api/containers/{id}/history: `cursor` from the previous page (none: the newest rows), `limit` rows. */
export const containerHistoryQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE).default(HISTORY_PAGE_SIZE),
});
export type ContainerHistoryQuery = z.infer<typeof containerHistoryQuerySchema>;
