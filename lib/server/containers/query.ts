import "server-only";

import { z } from "zod";

import { calendarDaysBetween, firstKnownZone, LFD_SOURCE_PRIORITY, lfdZones, localDateOf, summarizeFees, summarizePastLfd, terminalFeeSchema, type LfdRule, type PastLfdSummary } from "@/lib/domain";
import type { Bucket } from "@/lib/domain/bucket";
import type { Prisma } from "@/lib/generated/prisma/client";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { getUpstreamTarget } from "@/lib/server/settings";
import { AppError } from "@/lib/shared/app-error";
import type { ContainersResponse } from "@/lib/shared/container-api";
import type { ContainersQuery } from "@/lib/validations/containers-query";

import { getFreshness } from "../sync/freshness";

import { bookingsOf } from "./bookings";
import { cachedPage } from "./page-cache";
import { toContainerRow } from "./row";

// GET /api/containers: filters and sorts run in PostgreSQL on the stored evaluation columns (indexed), and
// only the page's rows are evaluated again at read time for days left and the rest.

export function whereOf(workspaceId: string, query: ContainersQuery, matchIds: string[] | null, withBucket = true): Prisma.ContainerWhereInput {
  const and: Prisma.ContainerWhereInput[] = [{ workspaceId }];
  if (withBucket && query.bucket?.length) and.push({ bucket: { in: query.bucket } });
  // Returned boxes leave the board (history and reports keep them) unless a view asks for them by name, or a
  // search looks for a particular box: "where is MSCU1234565?" deserves "returned", not "no match".
  if (!query.bucket?.includes("done") && !query.q) and.push({ bucket: { not: "done" } });
  if (query.terminal?.length) {
    and.push({ OR: [{ terminalFirmsCode: { in: query.terminal } }, { podTerminalUpstreamId: { in: query.terminal } }, { terminalName: { in: query.terminal } }] });
  }
  if (query.line?.length) and.push({ shippingLineScac: { in: query.line } });
  if (query.status?.length) and.push({ currentStatus: { in: query.status } });
  if (query.hold?.length) and.push({ holdNames: { hasSome: query.hold } });
  if (query.customer?.length) and.push({ customerName: { in: query.customer } });
  if (query.tag?.length) and.push({ tags: { hasSome: query.tag } });
  if (query.lfdFrom) and.push({ governingLfdDate: { gte: new Date(`${query.lfdFrom}T00:00:00Z`) } });
  if (query.lfdTo) and.push({ governingLfdDate: { lte: new Date(`${query.lfdTo}T00:00:00Z`) } });
  if (matchIds) and.push({ id: { in: matchIds } });
  return { AND: and };
}

type Dir = "asc" | "desc";
const flip = (dir: Dir): Dir => (dir === "asc" ? "desc" : "asc");

/** One sort key; nullable keys sort their nulls last in both directions. */
type SortKey = { field: KeyField; dir: Dir; nullable: boolean };
type KeyField = "bucketRank" | "governingLfdDate" | "governingLfd" | "feesPosted" | "number" | "id" | "terminalName" | "shippingLineScac" | "currentStatus" | "terminalCheckedAt";
const DATE_FIELDS = new Set<KeyField>(["governingLfdDate", "governingLfd", "terminalCheckedAt"]);

export function sortKeys(query: ContainersQuery): SortKey[] {
  const d = query.dir;
  const key = (field: KeyField, dir: Dir = d, nullable = false): SortKey => ({ field, dir, nullable });
  const tail = [key("number", "asc"), key("id", "asc")];
  switch (query.sort) {
    case "urgency":
      return [key("bucketRank"), key("governingLfdDate", d, true), key("feesPosted", flip(d)), ...tail];
    case "lfd":
      return [key("governingLfd", d, true), ...tail];
    case "number":
      return [key("number"), key("id", "asc")];
    case "terminal":
      return [key("terminalName", d, true), ...tail];
    case "line":
      return [key("shippingLineScac", d, true), ...tail];
    case "status":
      return [key("currentStatus", d, true), ...tail];
    case "fees":
      return [key("feesPosted"), ...tail];
    case "checked":
      return [key("terminalCheckedAt", d, true), ...tail];
  }
}

export function orderOf(query: ContainersQuery): Prisma.ContainerOrderByWithRelationInput[] {
  return sortKeys(query).map((k) => ({ [k.field]: k.nullable ? { sort: k.dir, nulls: "last" } : k.dir }));
}

// Keyset cursor: the sort values of the last row of the page (not an offset), so a page never repeats or
// skips rows when others are added or removed before it, and a deep page costs what the first does.
type CursorValue = string | number | null;

export function encodeCursor(keys: SortKey[], row: Record<KeyField, unknown>): string {
  const values: CursorValue[] = keys.map((k) => {
    const value = row[k.field];
    return value instanceof Date ? value.toISOString() : typeof value === "number" || typeof value === "string" ? value : null;
  });
  return Buffer.from(JSON.stringify({ k: keys.map((k) => k.field), v: values })).toString("base64url");
}

export function decodeCursor(cursor: string | undefined, keys: SortKey[]): CursorValue[] | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { k?: unknown; v?: unknown };
    const fields = keys.map((k) => k.field);
    if (JSON.stringify(parsed.k) === JSON.stringify(fields) && Array.isArray(parsed.v) && parsed.v.length === keys.length) {
      const values = parsed.v as unknown[];
      if (values.every((v, i) => v === null ? keys[i]?.nullable : typeof v === "string" || (typeof v === "number" && Number.isFinite(v)))) return values as CursorValue[];
    }
  } catch {
    // fall through
  }
  throw new AppError("bad_request", "The cursor is not valid for this sort; start again from the first page.");
}

/** Rows strictly after the cursor in the sort order: (k1 after) OR (k1 equal AND k2 after) OR … */
export function afterCursor(keys: SortKey[], values: CursorValue[]): Prisma.ContainerWhereInput {
  const typed = (k: SortKey, v: CursorValue): unknown => (v !== null && DATE_FIELDS.has(k.field) ? new Date(v) : v);
  const equal = (k: SortKey, v: CursorValue): Prisma.ContainerWhereInput => ({ [k.field]: v === null ? null : { equals: typed(k, v) } });
  const after = (k: SortKey, v: CursorValue): Prisma.ContainerWhereInput | null => {
    if (v === null) return null; // nulls are last: nothing sorts after a null but other nulls (equal)
    const beyond: Prisma.ContainerWhereInput = { [k.field]: { [k.dir === "asc" ? "gt" : "lt"]: typed(k, v) } };
    return k.nullable ? { OR: [beyond, { [k.field]: null }] } : beyond;
  };
  const branches: Prisma.ContainerWhereInput[] = [];
  keys.forEach((k, i) => {
    const strictly = after(k, values[i] ?? null);
    if (strictly) branches.push({ AND: [...keys.slice(0, i).map((prev, j) => equal(prev, values[j] ?? null)), strictly] });
  });
  return branches.length > 0 ? { OR: branches } : { id: { in: [] } };
}

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
export async function listContainersJson(workspaceId: string, query: ContainersQuery): Promise<string> {
  const [page, freshness] = await Promise.all([
    cachedPage(workspaceId, JSON.stringify(query), async () => JSON.stringify(await loadPage(workspaceId, query))),
    getFreshness(workspaceId),
  ]);
  return `{"freshness":${JSON.stringify(freshness)},${page.slice(1)}`;
}

async function loadPage(workspaceId: string, query: ContainersQuery): Promise<Omit<ContainersResponse, "freshness">> {
  const keys = sortKeys(query);
  const cursor = decodeCursor(query.cursor, keys);
  const matchIds = query.q ? await searchIds(workspaceId, query.q) : null;
  const where = whereOf(workspaceId, query, matchIds);
  const [target, settings] = await Promise.all([getUpstreamTarget(workspaceId), db.workspaceSettings.findUnique({ where: { workspaceId }, select: { lfdRule: true } })]);
  const lfdRule: LfdRule = settings?.lfdRule ?? "service";
  const [rows, total, groups, at] = await Promise.all([
    // One row more than the page tells whether another page follows, without counting.
    db.container.findMany({ where: cursor ? { AND: [where, afterCursor(keys, cursor)] } : where, orderBy: orderOf(query), take: query.limit + 1 }),
    db.container.count({ where }),
    db.container.groupBy({ by: ["bucket"], where: whereOf(workspaceId, query, matchIds, false), _count: { _all: true } }),
    now(target.mode),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const [bookings, pastLfd] = await Promise.all([
    bookingsOf(workspaceId, page.map((row) => row.shipmentUpstreamId)),
    cursor ? null : pastLfdOf(whereOf(workspaceId, query, matchIds, false), at),
  ]);
  const bucketCounts: Partial<Record<Bucket, number>> = {};
  for (const group of groups) bucketCounts[group.bucket as Bucket] = group._count._all;
  return {
    data: page.map((row) => {
      const data = toContainerRow(row, { now: at, lfdRule });
      return { ...data, bookingNumber: data.bookingNumber ?? bookings.get(row.shipmentUpstreamId ?? "") ?? null };
    }),
    nextCursor: rows.length > query.limit && last ? encodeCursor(keys, last) : null,
    total,
    bucketCounts,
    pastLfd,
    now: at.toISOString(),
  };
}

/**
 * Every past-LFD box of the view (hundreds at most), from the stored evaluation columns: the governing LFD's
 * local date against today in the zone the rules count it in, and the posted fees. Not a full re-evaluation
 * per box, which would hold the event loop for every other request while the first page is rebuilt.
 */
async function pastLfdOf(where: Prisma.ContainerWhereInput, at: Date): Promise<PastLfdSummary> {
  const rows = await db.container.findMany({
    where: { AND: [where, { bucket: "past_lfd" }] },
    select: { governingLfdDate: true, lfdSource: true, podTimezone: true, finalDestinationTimezone: true, fees: true },
  });
  const todays = new Map<string, string | null>();
  const todayIn = (zone: string | null): string | null => {
    const key = zone ?? "";
    if (!todays.has(key)) todays.set(key, localDateOf(at, zone)?.date ?? null);
    return todays.get(key) ?? null;
  };
  return summarizePastLfd(
    rows.map((row) => {
      const source = LFD_SOURCE_PRIORITY.find((known) => known === row.lfdSource) ?? null;
      const today = todayIn(firstKnownZone(lfdZones(source, { pod: row.podTimezone, finalDestination: row.finalDestinationTimezone })));
      const lfd = row.governingLfdDate?.toISOString().slice(0, 10) ?? null;
      const fees = feesSchema.safeParse(row.fees);
      return { daysLeft: today && lfd ? calendarDaysBetween(today, lfd) : null, feesByType: fees.success ? summarizeFees(fees.data).byType : {} };
    }),
  );
}

const feesSchema = z.array(terminalFeeSchema);
