import "server-only";

import { etaWindowEnd } from "@/lib/domain/arrival-eta";
import { OFF_BOARD_BUCKETS } from "@/lib/domain/bucket";
import type { Prisma } from "@/lib/generated/prisma/client";
import { bucketsWhere, lensesWhere, LISTED_WHERE, NOT_RETURNED_WHERE } from "@/lib/server/sql/board-sql";
import { ANY_HOLD } from "@/lib/shared/board-query";
import type { ContainersQuery } from "@/lib/validations/containers-query";

import { filterWhere } from "./filter-columns";

// The filters of GET /api/containers (and of alerts and bulk actions, which take the same query) as a
// Prisma where over the stored evaluated columns, so counts and pages come from indexes, never re-evaluation.

export type Without = { bucket?: boolean; lens?: boolean };

/**
 * The query's filters. `withBucket` false leaves out the bucket filter (the bucket counts are taken over the
 * other filters); `without.lens` leaves out the lens filter (the lens counts, likewise). `at`: the workspace's
 * clock, which an ETA window counts from.
 */
export function whereOf(
  workspaceId: string,
  query: ContainersQuery,
  matchIds: string[] | null,
  withBucket = true,
  without: Without = {},
  at: Date = new Date(),
): Prisma.ContainerWhereInput {
  const and: Prisma.ContainerWhereInput[] = [{ workspaceId }];
  if (withBucket && !without.bucket && query.bucket?.length) and.push(bucketsWhere(query.bucket));
  if (!without.lens && query.lens?.length) and.push(lensesWhere(query.lens));
  // Returned boxes leave the board (history and reports keep them) unless a view asks for them by name, or a
  // search looks for a particular box: "where is MSCU1234565?" deserves "returned", not "no match".
  const asksForReturned = query.bucket?.some((bucket) => OFF_BOARD_BUCKETS.includes(bucket)) ?? false;
  // A report's bar (`report`, lib/server/reports/report-cells.ts) names its boxes itself: fees posted or dwell
  // ended last month include boxes since returned, or no longer listed, and the board shows what the bar counted.
  if (!asksForReturned && !query.q && !query.report) and.push(NOT_RETURNED_WHERE);
  // Boxes the service no longer lists (lib/server/sync/gone-upstream.ts) leave the board; a search finds them.
  if (!query.q && !query.report) and.push(LISTED_WHERE);
  if (query.terminal?.length) and.push(filterWhere("terminal", query.terminal));
  if (query.line?.length) and.push(filterWhere("line", query.line));
  if (query.status?.length) and.push({ currentStatus: { in: query.status } });
  if (query.hold?.includes(ANY_HOLD)) and.push({ NOT: { holdNames: { isEmpty: true } } });
  else if (query.hold?.length) and.push({ holdNames: { hasSome: query.hold } });
  if (query.customer?.length) and.push(filterWhere("customer", query.customer));
  if (query.tag?.length) and.push({ tags: { hasSome: query.tag } });
  if (query.lfdFrom) and.push({ governingLfdDate: { gte: new Date(`${query.lfdFrom}T00:00:00Z`) } });
  if (query.lfdTo) and.push({ governingLfdDate: { lte: new Date(`${query.lfdTo}T00:00:00Z`) } });
  if (query.disagreement === "earlier") and.push({ lfdDisagreementDays: { lt: 0 } });
  else if (query.disagreement === "any") and.push({ lfdDisagreementDays: { not: null } });
  // Arrival facts, each through its own index: the stored ETA of boxes still to arrive (an ETA already past is in
  // every window), the vessel's name, the size/type code, the hazmat flag (a partial index of the known ones).
  if (query.etaWithin) and.push({ arrivalEtaAt: { lte: etaWindowEnd(at, query.etaWithin) } });
  if (query.vessel?.length) and.push({ podVesselName: { in: query.vessel } });
  if (query.size?.length) and.push({ sizeType: { in: query.size } });
  if (query.hazmat) and.push({ hazmat: true });
  if (matchIds) and.push({ id: { in: matchIds } });
  return { AND: and };
}
