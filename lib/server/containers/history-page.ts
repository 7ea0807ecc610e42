import "server-only";

import type { HistoryKind } from "@/lib/domain/days/history-fields";
import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { ContainerHistoryItem, ContainerHistoryPage } from "@/lib/shared/container-api";
import { historyCursor } from "@/lib/shared/history-cursor";
import type { ContainerHistoryQuery } from "@/lib/validations/container-history-query";

// A box's history a page at a time, newest first: the drawer's first page comes with the box's detail, each older
// one from GET /api/containers/{id}/history. Keyset by (observed_at, id), read through the index of that order
// (container_changes_workspace_id_container_upstream_id_observ_idx), so a deep page costs what the first does and
// a row recorded meanwhile neither shifts nor repeats the pages after the cursor.

type Row = {
  id: bigint;
  kind: string;
  field: string;
  old_value: unknown;
  new_value: unknown;
  source: string;
  source_ref: string | null;
  observed_at: Date;
  recorded_at: Date;
};

const toItem = (row: Row): ContainerHistoryItem => ({
  id: row.id.toString(),
  kind: row.kind as HistoryKind,
  field: row.field,
  oldValue: row.old_value,
  newValue: row.new_value,
  source: row.source,
  sourceRef: row.source_ref,
  observedAt: row.observed_at.toISOString(),
  recordedAt: row.recorded_at.toISOString(),
});

/** The rows of one box (by the service's id) older than the cursor, newest first. */
export async function historyPage(
  workspaceId: string,
  upstreamId: string,
  query: ContainerHistoryQuery,
): Promise<ContainerHistoryPage> {
  const after = query.cursor
    ? Prisma.sql`AND (observed_at, id) < (${query.cursor.observedAt}::timestamptz, ${query.cursor.id.toString()}::bigint)`
    : Prisma.empty;
  const rows = await db.$queryRaw<Row[]>`
    SELECT id, kind, field, old_value, new_value, source, source_ref, observed_at, recorded_at
    FROM container_changes
    WHERE workspace_id = ${workspaceId}::uuid AND container_upstream_id = ${upstreamId} ${after}
    ORDER BY observed_at DESC, id DESC
    LIMIT ${query.limit + 1}`;
  const page = rows.slice(0, query.limit).map(toItem);
  const last = page.at(-1);
  return { data: page, nextCursor: rows.length > query.limit && last ? historyCursor(last.observedAt, last.id) : null };
}

/** A page of one box of the workspace (by Quayside's id); another workspace's box is a 404. */
export async function containerHistory(
  workspaceId: string,
  containerId: string,
  query: ContainerHistoryQuery,
): Promise<ContainerHistoryPage> {
  const box = await db.container.findFirst({ where: { id: containerId, workspaceId }, select: { upstreamId: true } });
  if (!box) throw new AppError("not_found", "That container is not on this workspace's board.");
  return historyPage(workspaceId, box.upstreamId, query);
}
