import "server-only";

import type { LfdRule } from "@/lib/domain";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { getUpstreamTarget } from "@/lib/server/settings";
import { AppError } from "@/lib/shared/app-error";
import type { ContainerRow } from "@/lib/shared/container-api";

import { toContainerRow } from "./row";

export type ContainerHistoryItem = { field: string; oldValue: unknown; newValue: unknown; source: string; sourceRef: string | null; observedAt: string; recordedAt: string };
export type ContainerTransportEvent = { id: string; event: string; timestamp: string | null; value: string | null; dataSource: string | null; locationLocode: string | null; timezone: string | null };
export type ContainerDetail = { data: ContainerRow; history: ContainerHistoryItem[]; transportEvents: ContainerTransportEvent[]; now: string };

/** One container of the workspace with its history and transport events; another workspace's id is a 404. */
export async function getContainerDetail(workspaceId: string, id: string): Promise<ContainerDetail> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await db.container.findFirst({ where: { id, workspaceId } }) : null;
  if (!row) throw new AppError("not_found", "That container is not on this workspace's board.");
  const [target, settings, history, events] = await Promise.all([
    getUpstreamTarget(workspaceId),
    db.workspaceSettings.findUnique({ where: { workspaceId }, select: { lfdRule: true } }),
    db.containerChange.findMany({ where: { workspaceId, containerUpstreamId: row.upstreamId }, orderBy: [{ observedAt: "desc" }, { id: "desc" }], take: 500 }),
    db.transportEvent.findMany({ where: { workspaceId, containerUpstreamId: row.upstreamId }, orderBy: [{ timestamp: "asc" }], take: 500 }),
  ]);
  const at = await now(target.mode);
  const lfdRule: LfdRule = settings?.lfdRule ?? "service";
  return {
    data: toContainerRow(row, { now: at, lfdRule }),
    history: history.map((h) => ({ field: h.field, oldValue: h.oldValue, newValue: h.newValue, source: h.source, sourceRef: h.sourceRef, observedAt: h.observedAt.toISOString(), recordedAt: h.recordedAt.toISOString() })),
    transportEvents: events.map((e) => ({ id: e.id, event: e.event, timestamp: e.timestamp?.toISOString() ?? null, value: e.value, dataSource: e.dataSource, locationLocode: e.locationLocode, timezone: e.timezone })),
    now: at.toISOString(),
  };
}
