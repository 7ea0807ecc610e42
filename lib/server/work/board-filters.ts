import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { reportCellWhere } from "@/lib/server/reports/report-cells";
import { NOT_PICKED_UP } from "@/lib/server/sql/board-sql";
import type { WorkFilters } from "@/lib/validations/work";

import { todayIn } from "./local-time";
import { workspaceNow } from "./workspace-now";

// The board's work filters as a Prisma `where` fragment for containers, to AND with the query builder's
// (lib/server/containers/query.ts whereOf). "Mine" is assignee=me, "Watching" watching=1, "Unassigned and
// urgent" assignee=unassigned with the urgent buckets, "Planned today" plannedPickup=today, hasNotes=1 the boxes
// whose thread has a note nobody deleted (a deleted note keeps its row, so a plain "some note" would match it).

export const hasWorkFilters = (filters: WorkFilters): boolean =>
  Boolean(filters.assignee ?? filters.watching ?? filters.plannedPickup ?? filters.hasNotes ?? filters.report);

export async function workWhere(
  filters: WorkFilters,
  viewer: { id: string; workspaceId: string },
): Promise<Prisma.ContainerWhereInput[]> {
  const and: Prisma.ContainerWhereInput[] = [];
  if (filters.assignee === "unassigned")
    and.push({ OR: [{ work: { is: null } }, { work: { is: { assigneeId: null } } }] });
  else if (filters.assignee)
    and.push({ work: { is: { assigneeId: filters.assignee === "me" ? viewer.id : filters.assignee } } });
  if (filters.watching) and.push({ watchers: { some: { userId: viewer.id } } });
  if (filters.hasNotes) and.push({ notes: { some: { deletedAt: null } } });
  if (filters.plannedPickup === "today") and.push(await plannedTodayWhere(viewer.workspaceId));
  else if (filters.plannedPickup === "at_risk") and.push(await plannedAtRiskWhere(viewer.workspaceId));
  else if (filters.plannedPickup)
    and.push({ work: { is: { plannedPickupDate: new Date(`${filters.plannedPickup}T00:00:00Z`) } } });
  // A report's bar: the boxes its own SQL counted (lib/server/reports/report-cells.ts).
  if (filters.report) and.push(await reportCellWhere(viewer.workspaceId, filters.report));
  return and;
}

/**
 * Planned pickups that cost money or cannot happen (lib/domain/plan-risk.ts plannedPickupFlags): after the box's
 * governing LFD, or on a box a hold blocks now, for boxes not yet picked up. The planned boxes are a handful
 * beside the account, so their ids are read first.
 */
async function plannedAtRiskWhere(workspaceId: string): Promise<Prisma.ContainerWhereInput> {
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT c.id FROM container_work w
    JOIN containers c ON c.id = w.container_id AND c.workspace_id = ${workspaceId}::uuid
    WHERE w.workspace_id = ${workspaceId}::uuid AND w.planned_pickup_date IS NOT NULL AND ${NOT_PICKED_UP}
      AND (w.planned_pickup_date > c.governing_lfd_date OR c.flag_blocked)`;
  return { id: { in: rows.map((row) => row.id) } };
}

/**
 * "Today" is each box's own terminal day: a planned date is stored with the zone it is local to, so this asks
 * for (zone, today in that zone) pairs, one per zone the workspace has planned pickups in (a handful).
 */
async function plannedTodayWhere(workspaceId: string): Promise<Prisma.ContainerWhereInput> {
  const [zones, at] = await Promise.all([
    db.containerWork.findMany({
      where: { workspaceId, plannedPickupDate: { not: null } },
      distinct: ["plannedPickupZone"],
      select: { plannedPickupZone: true },
    }),
    workspaceNow(workspaceId),
  ]);
  if (zones.length === 0) return { id: { in: [] } };
  return {
    OR: zones.map(({ plannedPickupZone: zone }) => ({
      work: { is: { plannedPickupZone: zone, plannedPickupDate: new Date(`${todayIn(zone ?? "UTC", at)}T00:00:00Z`) } },
    })),
  };
}
