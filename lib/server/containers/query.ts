import "server-only";

import type { LfdRule } from "@/lib/domain";
import type { Bucket } from "@/lib/domain/bucket";
import type { Prisma } from "@/lib/generated/prisma/client";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { getUpstreamTarget } from "@/lib/server/settings";
import { AppError } from "@/lib/shared/app-error";
import type { ContainersResponse } from "@/lib/shared/container-api";
import type { ContainersQuery } from "@/lib/validations/containers-query";

import { getFreshness } from "../sync/freshness";

import { toContainerRow } from "./row";

// GET /api/containers: filters and sorts run in PostgreSQL on the stored evaluation columns (indexed), and
// only the page's rows are evaluated again at read time for days left and the rest.

export function whereOf(workspaceId: string, query: ContainersQuery, withBucket = true): Prisma.ContainerWhereInput {
  const and: Prisma.ContainerWhereInput[] = [{ workspaceId }];
  if (withBucket && query.bucket?.length) and.push({ bucket: { in: query.bucket } });
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
  if (query.q) {
    const q = query.q;
    and.push({
      OR: [
        { number: { contains: q, mode: "insensitive" } },
        { billOfLading: { contains: q, mode: "insensitive" } },
        { refNumbers: { has: q } },
        { raw: { path: ["attributes", "booking_number"], string_contains: q } },
      ],
    });
  }
  return { AND: and };
}

type Dir = "asc" | "desc";
const flip = (dir: Dir): Dir => (dir === "asc" ? "desc" : "asc");

export function orderOf(query: ContainersQuery): Prisma.ContainerOrderByWithRelationInput[] {
  const d = query.dir;
  const tail: Prisma.ContainerOrderByWithRelationInput[] = [{ number: "asc" }, { id: "asc" }];
  switch (query.sort) {
    case "urgency":
      return [{ bucketRank: d }, { governingLfdDate: { sort: d, nulls: "last" } }, { feesPosted: flip(d) }, ...tail];
    case "lfd":
      return [{ governingLfd: { sort: d, nulls: "last" } }, ...tail];
    case "number":
      return [{ number: d }, { id: "asc" }];
    case "terminal":
      return [{ terminalName: { sort: d, nulls: "last" } }, ...tail];
    case "line":
      return [{ shippingLineScac: { sort: d, nulls: "last" } }, ...tail];
    case "status":
      return [{ currentStatus: { sort: d, nulls: "last" } }, ...tail];
    case "fees":
      return [{ feesPosted: d }, ...tail];
    case "checked":
      return [{ terminalCheckedAt: { sort: d, nulls: "last" } }, ...tail];
  }
}

export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
}

export function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { o?: unknown };
    if (typeof parsed.o === "number" && Number.isInteger(parsed.o) && parsed.o >= 0) return parsed.o;
  } catch {
    // fall through
  }
  throw new AppError("bad_request", "The cursor is not valid; start again from the first page.");
}

export async function listContainers(workspaceId: string, query: ContainersQuery): Promise<ContainersResponse> {
  const offset = decodeCursor(query.cursor);
  const where = whereOf(workspaceId, query);
  const [target, settings] = await Promise.all([getUpstreamTarget(workspaceId), db.workspaceSettings.findUnique({ where: { workspaceId }, select: { lfdRule: true } })]);
  const lfdRule: LfdRule = settings?.lfdRule ?? "service";
  const [rows, total, groups, at, freshness] = await Promise.all([
    db.container.findMany({ where, orderBy: orderOf(query), skip: offset, take: query.limit }),
    db.container.count({ where }),
    db.container.groupBy({ by: ["bucket"], where: whereOf(workspaceId, query, false), _count: { _all: true } }),
    now(target.mode),
    getFreshness(workspaceId),
  ]);
  const bucketCounts: Partial<Record<Bucket, number>> = {};
  for (const group of groups) bucketCounts[group.bucket as Bucket] = group._count._all;
  return {
    data: rows.map((row) => toContainerRow(row, { now: at, lfdRule })),
    nextCursor: offset + rows.length < total ? encodeCursor(offset + rows.length) : null,
    total,
    bucketCounts,
    now: at.toISOString(),
    freshness,
  };
}
