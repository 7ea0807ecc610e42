import "server-only";

import { z } from "zod";

import { db } from "@/lib/server/db";

import { jsonColumn } from "../cache/json";

// Where a list sync is: which list and the link of the next page to read. Saved after every page, so a run
// interrupted by a crash (its job then taken over by another worker, lease.ts) resumes where it stopped instead
// of reading 1,400 containers again. A cursor older than RESUME_WITHIN_MS is not resumed: the lists have moved.
const RESUME_WITHIN_MS = 60 * 60_000;

export const PHASES = ["shipments", "containers"] as const;
export type Phase = (typeof PHASES)[number];

const count = z.number().int().nonnegative();
const cursorSchema = z.object({
  ref: z.string(),
  phase: z.enum(PHASES),
  /** The next page's link as the service returned it; null for the phase's first page. */
  next: z.string().nullable(),
  startedAt: z.iso.datetime(),
  savedAt: z.iso.datetime(),
  /**
   * How far the run is (backfill-progress.ts): boxes applied, pages read, and the totals the service gave
   * (null when it gave none). Older cursors have none.
   */
  progress: z
    .object({ boxes: count, boxesTotal: count.nullable(), pages: count, pagesTotal: count.nullable() })
    .optional(),
  backfill: z.boolean().optional(),
});
export type SyncCursor = z.infer<typeof cursorSchema>;

/** A stored cursor, or null when there is none or it does not read as one. */
export function parseCursor(value: unknown): SyncCursor | null {
  const parsed = cursorSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The saved position of an interrupted run of `ref`, if one is recent enough to resume. */
export async function resumableCursor(workspaceId: string, ref: string, at = new Date()): Promise<SyncCursor | null> {
  const row = await db.workspaceSync.findUnique({ where: { workspaceId }, select: { syncCursor: true } });
  const cursor = parseCursor(row?.syncCursor);
  if (cursor?.ref !== ref) return null;
  return at.getTime() - Date.parse(cursor.savedAt) <= RESUME_WITHIN_MS ? cursor : null;
}

export async function saveCursor(workspaceId: string, cursor: Omit<SyncCursor, "savedAt">): Promise<void> {
  const syncCursor = { ...cursor, savedAt: new Date().toISOString() };
  await db.workspaceSync.upsert({
    where: { workspaceId },
    create: { workspaceId, syncCursor },
    update: { syncCursor },
  });
}

export async function clearCursor(workspaceId: string): Promise<void> {
  await db.workspaceSync.updateMany({ where: { workspaceId }, data: { syncCursor: jsonColumn(null) } });
}
