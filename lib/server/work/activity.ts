import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import {
  AUDIT_KINDS,
  type ActivityResponse,
  type AuditChange,
  type AuditEventView,
  type AuditKind,
} from "@/lib/shared/work-api";
import type { ActivityQuery } from "@/lib/validations/work";
import { isUuid } from "@/lib/shared/db-ranges";

// The workspace's audit trail, newest first, in keyset pages (the event id: no entry repeats or is skipped when
// new ones arrive while paging). The API, the Activity page, its CSV and the drawer all read it here.

export type AuditRow = {
  id: bigint;
  createdAt: Date;
  kind: string;
  actorId: string | null;
  actorLabel: string;
  containerId: string | null;
  containerNumber: string | null;
  changes: Prisma.JsonValue;
  ref: string | null;
};

const isKind = (kind: string): kind is AuditKind => (AUDIT_KINDS as readonly string[]).includes(kind);

export function toAuditView(row: AuditRow): AuditEventView {
  return {
    id: row.id.toString(),
    observedAt: row.createdAt.toISOString(),
    // Kinds only grow; an unknown one (from a newer version) still shows, as the closest known kind.
    kind: isKind(row.kind) ? row.kind : "assignment",
    actor: { id: row.actorId, label: row.actorLabel },
    container: { id: row.containerId, number: row.containerNumber },
    changes: Array.isArray(row.changes) ? (row.changes as AuditChange[]) : [],
    ref: row.ref,
  };
}

export function activityWhere(
  workspaceId: string,
  query: Pick<ActivityQuery, "user" | "container" | "kind">,
): Prisma.AuditEventWhereInput {
  const container = query.container?.trim();
  return {
    workspaceId,
    ...(query.user ? { actorId: query.user } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(container
      ? isUuid(container)
        ? { containerId: container }
        : { containerNumber: container.toUpperCase() }
      : {}),
  };
}

export async function listActivity(
  workspaceId: string,
  query: Pick<ActivityQuery, "user" | "container" | "kind" | "cursor" | "limit">,
): Promise<ActivityResponse> {
  const where = activityWhere(workspaceId, query);
  const rows = await db.auditEvent.findMany({
    where: query.cursor ? { AND: [where, { id: { lt: BigInt(query.cursor) } }] } : where,
    orderBy: { id: "desc" },
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { data: page.map(toAuditView), nextCursor: rows.length > query.limit && last ? last.id.toString() : null };
}

/** One box's trail for the drawer (newest first), interleaved there with the service's changes by `observedAt`. */
export async function containerActivity(
  workspaceId: string,
  containerId: string,
  take = 500,
): Promise<AuditEventView[]> {
  const rows = await db.auditEvent.findMany({ where: { workspaceId, containerId }, orderBy: { id: "desc" }, take });
  return rows.map(toAuditView);
}
