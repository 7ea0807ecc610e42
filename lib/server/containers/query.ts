import "server-only";

import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { workspaceMode } from "@/lib/server/settings";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hasWorkFilters, workWhere } from "@/lib/server/work/board-filters";
import { rowsWithWork, serializePage } from "@/lib/server/work/board-page";
import type { ContainersResponse } from "@/lib/shared/container-api";
import type { ContainersQuery } from "@/lib/validations/containers-query";

import { evaluationInputs } from "../cache/evaluation-inputs";
import { getFreshness } from "../sync/freshness";

import { bookingsOf } from "./bookings";
import { blockedGroups, boardCounts } from "./counts";
import { cachedPage } from "./page-cache";
import { pastLfdCard } from "./past-lfd-card";
import { toContainerRow } from "./row";
import { afterCursor, decodeCursor, encodeCursor, orderOf, sortKeys } from "./sort";
import { whereOf as whereOfQuery } from "./where";

// GET /api/containers: filters, sorts and counts run in PostgreSQL on the stored evaluation columns (indexed),
// and only the page's rows are evaluated again at read time for days left and the rest.

export { whereOf } from "./where";

/**
 * `q`: container, BOL, booking or reference number by substring, case-insensitively (LIKE wildcards escaped).
 * The service's container and shipment carry no booking number: a booking is known by the tracking request
 * that created the shipment.
 */
async function searchIds(workspaceId: string, q: string): Promise<string[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM containers
    WHERE workspace_id = ${workspaceId}::uuid
      AND (number ILIKE ${pattern} OR bill_of_lading ILIKE ${pattern}
           OR EXISTS (SELECT 1 FROM unnest(ref_numbers) AS ref WHERE ref ILIKE ${pattern})
           OR shipment_upstream_id IN (
             SELECT tracked_object_upstream_id FROM tracking_requests
             WHERE workspace_id = ${workspaceId}::uuid AND request_type = 'booking_number' AND request_number ILIKE ${pattern}))`;
  return rows.map((row) => row.id);
}

export async function listContainers(workspaceId: string, query: ContainersQuery): Promise<ContainersResponse> {
  return JSON.parse(await listContainersJson(workspaceId, query)) as ContainersResponse;
}

/**
 * The response body as JSON text. Freshness is read on every request (a banner must not lag); the page may
 * come from the cache already serialized, since 100 rows are ~250 KB and stringifying them again for every
 * dispatcher costs more than reading them.
 */
export async function listContainersJson(workspaceId: string, query: ContainersQuery, viewer?: { id: string }): Promise<string> {
  // The team's work filters (lib/server/work/board-filters.ts: assignee=me, watching=1, plannedPickup=today)
  // are the viewer's own and change without touching containers: such pages are not cached.
  const work = viewer && hasWorkFilters(query) ? await workWhere(query, { id: viewer.id, workspaceId }) : [];
  const load = async () => serializePage(await loadPage(workspaceId, query, work));
  const [page, freshness] = await Promise.all([work.length > 0 ? load() : cachedPage(workspaceId, JSON.stringify(query), load), getFreshness(workspaceId)]);
  const rows = viewer ? await rowsWithWork(workspaceId, viewer.id, page) : page.rows;
  return `{"freshness":${JSON.stringify(freshness)},"data":[${rows.join(",")}],${page.rest.slice(1)}`;
}

async function loadPage(workspaceId: string, query: ContainersQuery, work: Prisma.ContainerWhereInput[] = []): Promise<Omit<ContainersResponse, "freshness">> {
  const keys = sortKeys(query);
  const cursor = decodeCursor(query.cursor, keys);
  const matchIds = query.q ? await searchIds(workspaceId, query.q) : null;
  const whereOf = (...args: Parameters<typeof whereOfQuery>): Prisma.ContainerWhereInput => (work.length > 0 ? { AND: [whereOfQuery(...args), ...work] } : whereOfQuery(...args));
  const where = whereOf(workspaceId, query, matchIds);
  const withoutLens = whereOf(workspaceId, query, matchIds, true, { lens: true });
  const [mode, inputs] = await Promise.all([workspaceMode(workspaceId), evaluationInputs(workspaceId)]);
  const [rows, counts, blocked, at] = await Promise.all([
    // One row more than the page tells whether another page follows, without counting.
    db.container.findMany({ where: cursor ? { AND: [where, afterCursor(keys, cursor)] } : where, orderBy: orderOf(keys), take: query.limit + 1 }),
    boardCounts(whereOf(workspaceId, query, matchIds, false), withoutLens, { bucket: query.bucket, lens: query.lens }),
    blockedGroups(withoutLens),
    now(mode),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const [bookings, pastLfd] = await Promise.all([
    bookingsOf(workspaceId, page.map((row) => row.shipmentUpstreamId)),
    cursor ? null : pastLfdCard(withoutLens, at, inputs.tariffs),
  ]);
  return {
    data: page.map((row) => {
      const data = toContainerRow(row, { now: at, ...inputs });
      return { ...data, bookingNumber: data.bookingNumber ?? bookings.get(row.shipmentUpstreamId ?? "") ?? null };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(keys, last) : null,
    total: counts.total,
    bucketCounts: counts.bucketCounts,
    lensCounts: counts.lensCounts,
    boardTotal: counts.boardTotal,
    blockedGroups: blocked,
    pastLfd,
    now: at.toISOString(),
  };
}
