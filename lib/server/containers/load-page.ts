import "server-only";

import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { workspaceMode } from "@/lib/server/settings";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { ContainersResponse } from "@/lib/shared/container-api";
import type { ContainersQuery } from "@/lib/validations/containers-query";

import { evaluationInputs } from "../cache/evaluation-inputs";

import { bookingsOf } from "./bookings";
import { boardCounts } from "./counts";
import { pastLfdCard } from "./past-lfd-card";
import { toContainerRow } from "./row";
import { searchIds } from "./search-ids";
import { afterCursor, decodeCursor, encodeCursor, orderOf, sortKeys } from "./sort";
import { whereOf as whereOfQuery, type Without } from "./where";

/**
 * One board page as everyone sees it (no viewer's work columns): filters, sort and counts run in PostgreSQL on
 * the stored evaluation columns (indexed), and only the page's rows are evaluated again at read time for days
 * left and the rest. `work` narrows by the viewer's own work filters (lib/server/work/board-filters.ts).
 */
export async function loadPage(
  workspaceId: string,
  query: ContainersQuery,
  work: Prisma.ContainerWhereInput[] = [],
): Promise<Omit<ContainersResponse, "freshness">> {
  const keys = sortKeys(query);
  const cursor = decodeCursor(query.cursor, keys);
  const matchIds = query.q ? await searchIds(workspaceId, query.q) : null;
  const [mode, inputs] = await Promise.all([workspaceMode(workspaceId), evaluationInputs(workspaceId)]);
  // The instant the page is computed for: rows are evaluated at it, and an ETA window counts from it.
  const at = await now(mode);
  const whereOf = (
    id: string,
    q: ContainersQuery,
    ids: string[] | null,
    withBucket?: boolean,
    without?: Without,
  ): Prisma.ContainerWhereInput => {
    const own = whereOfQuery(id, q, ids, withBucket, without, at);
    return work.length > 0 ? { AND: [own, ...work] } : own;
  };
  const where = whereOf(workspaceId, query, matchIds);
  const withoutLens = whereOf(workspaceId, query, matchIds, true, { lens: true });
  const [rows, counts] = await Promise.all([
    // One row more than the page tells whether another page follows, without counting.
    db.container.findMany({
      where: cursor ? { AND: [where, afterCursor(keys, cursor)] } : where,
      orderBy: orderOf(keys),
      take: query.limit + 1,
    }),
    boardCounts(whereOf(workspaceId, query, matchIds, false), withoutLens, { bucket: query.bucket, lens: query.lens }),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const [bookings, pastLfd] = await Promise.all([
    bookingsOf(
      workspaceId,
      page.map((row) => row.shipmentUpstreamId),
    ),
    cursor ? null : pastLfdCard(withoutLens, at, inputs.tariffs),
  ]);
  return {
    data: page.map((row) => {
      const data = toContainerRow(row, { now: at, ...inputs }, { attributes: query.include?.includes("attributes") });
      return { ...data, bookingNumber: data.bookingNumber ?? bookings.get(row.shipmentUpstreamId ?? "") ?? null };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(keys, last) : null,
    total: counts.total,
    bucketCounts: counts.bucketCounts,
    lensCounts: counts.lensCounts,
    boardTotal: counts.boardTotal,
    blockedGroups: counts.blockedGroups,
    pastLfd,
    now: at.toISOString(),
  };
}
