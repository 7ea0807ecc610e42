import "server-only";

import type { DayRecordContent } from "@/lib/domain/days/day-record";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { DayRecordView } from "@/lib/shared/days-api";

/** Days kept (product.md: at least 3 years); a box's are read whole, through (workspace, container, date, id). */
const MAX_DAYS = 3 * 366 + 64;

/** Every day record of one box of the workspace, oldest day first; another workspace's box is a 404. */
export async function containerDays(workspaceId: string, containerId: string): Promise<DayRecordView[]> {
  const box = await db.container.findFirst({ where: { id: containerId, workspaceId }, select: { id: true } });
  if (!box) throw new AppError("not_found", "That container is not on this workspace's board.");
  const rows = await db.containerDay.findMany({
    where: { workspaceId, containerId },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    take: MAX_DAYS * 2,
  });
  const newest = new Map<string, bigint>();
  for (const row of rows) newest.set(row.date.toISOString(), row.id);
  return rows.map((row) => ({
    id: row.id.toString(),
    date: row.date.toISOString().slice(0, 10),
    recordedAt: row.recordedAt.toISOString(),
    reconstructed: row.reconstructed,
    supersedes: row.supersedesId?.toString() ?? null,
    current: newest.get(row.date.toISOString()) === row.id,
    record: row.record as unknown as DayRecordContent,
  }));
}
