import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import {
  userLabel,
  WORK_LIMITS,
  type AuditValue,
  type BulkResult,
  type PlannedPickup,
  type UserRef,
} from "@/lib/shared/work-api";
import type { BulkInput, PlannedPickupInput } from "@/lib/validations/work";

import { writeAudit, type Actor, type AuditInput } from "./audit-write";
import type { Box } from "./box";
import { pickupZoneOf, todayIn } from "./local-time";
import { mergePlannedPickup, pickupAuditValue } from "./planned-pickup";
import { plannedPickupOf } from "./state";
import { emitWorkUserEvents, takenFrom } from "./user-events";
import { setWatch } from "./watch";
import { lockWorkRows } from "./work-row";

// One chunk of a bulk action (a few hundred boxes) in one transaction: the changes, their audit entries and
// the version bumps commit together. Bulk actions apply to the current values (they carry no version), and
// bump the version of every box they change, so a single edit based on an older read gets its 409.

export type ChunkContext = { actor: Actor; assignee: UserRef | null; now: Date };

const USER = { select: { id: true, name: true, email: true } } as const;

export async function applyChunk(input: BulkInput, boxes: readonly Box[], context: ChunkContext): Promise<BulkResult> {
  const ids = boxes.map((box) => box.id);
  switch (input.action) {
    case "assign":
      await db.$transaction((tx) => assign(tx, boxes, context));
      return { succeeded: ids, failed: [] };
    case "plan_pickup":
      return db.$transaction((tx) => planPickup(tx, boxes, input.plannedPickup, context));
    case "tag":
    case "untag":
      return db.$transaction((tx) => retag(tx, boxes, input.tags, input.action, context.actor));
    case "watch":
    case "unwatch":
      await db.$transaction((tx) => setWatch(tx, context.actor, boxes, input.action === "watch"));
      return { succeeded: ids, failed: [] };
    case "stop_tracking":
      throw new AppError("internal", "Stop tracking runs per shipment (bulk-stop-tracking.ts).");
  }
}

const assigneeValue = (user: UserRef | null): AuditValue => (user ? { id: user.id, label: userLabel(user) } : null);

async function assign(
  tx: Prisma.TransactionClient,
  boxes: readonly Box[],
  { actor, assignee }: ChunkContext,
): Promise<void> {
  const byId = new Map(boxes.map((box) => [box.id, box]));
  await lockWorkRows(tx, actor.workspaceId, [...byId.keys()]);
  const rows = await tx.containerWork.findMany({
    where: { containerId: { in: [...byId.keys()] } },
    include: { assignee: USER },
  });
  const changed = rows.filter((row) => row.assigneeId !== (assignee?.id ?? null));
  if (changed.length === 0) return;
  await tx.containerWork.updateMany({
    where: { containerId: { in: changed.map((row) => row.containerId) } },
    data: { assigneeId: assignee?.id ?? null, version: { increment: 1 } },
  });
  await writeAudit(
    tx,
    actor,
    changed.map((row) => ({
      kind: "assignment",
      containerId: row.containerId,
      containerNumber: byId.get(row.containerId)?.number ?? "",
      changes: [{ field: "assignee", from: assigneeValue(row.assignee), to: assigneeValue(assignee) }],
    })),
  );
  if (assignee && assignee.id !== actor.id) {
    await emitWorkUserEvents(
      tx,
      actor.workspaceId,
      changed.map((row) => ({
        kind: "assigned" as const,
        userId: assignee.id,
        containerId: row.containerId,
        actorId: actor.id,
        text: `${byId.get(row.containerId)?.number ?? "A container"} was assigned to you.`,
      })),
    );
  }
  const taken = changed.flatMap((row) =>
    row.assignee && row.assignee.id !== actor.id
      ? [
          takenFrom(
            row.assignee.id,
            { id: row.containerId, number: byId.get(row.containerId)?.number ?? "A container" },
            actor.id,
            assignee,
          ),
        ]
      : [],
  );
  if (taken.length > 0) await emitWorkUserEvents(tx, actor.workspaceId, taken);
}

async function planPickup(
  tx: Prisma.TransactionClient,
  boxes: readonly Box[],
  change: PlannedPickupInput,
  { actor, now }: ChunkContext,
): Promise<BulkResult> {
  const byId = new Map(boxes.map((box) => [box.id, box]));
  await lockWorkRows(tx, actor.workspaceId, [...byId.keys()]);
  const rows = await tx.containerWork.findMany({ where: { containerId: { in: [...byId.keys()] } } });
  const result: BulkResult = { succeeded: [], failed: [] };
  const updates: {
    id: string;
    date: string;
    zone: string;
    start: string | null;
    end: string | null;
    appt: string | null;
    trucker: string | null;
  }[] = [];
  const events: AuditInput[] = [];
  for (const row of rows) {
    const box = byId.get(row.containerId);
    if (!box) continue;
    const zone = pickupZoneOf(box);
    const current = plannedPickupOf(row);
    let next: PlannedPickup | null;
    try {
      next = mergePlannedPickup(current, change, { zone, today: todayIn(zone, now) });
    } catch (error) {
      // Each box has its own terminal's today: a date that has passed at one terminal fails that box alone.
      result.failed.push({
        id: box.id,
        reason:
          error instanceof AppError ? error.message.replace(/^plannedPickup\.\w+: /, "") : "Could not plan this box.",
      });
      continue;
    }
    result.succeeded.push(box.id);
    if (!next || JSON.stringify(pickupAuditValue(current)) === JSON.stringify(pickupAuditValue(next))) continue;
    updates.push({
      id: box.id,
      date: next.date,
      zone: next.timezone,
      start: next.windowStart,
      end: next.windowEnd,
      appt: next.appointmentNumber,
      trucker: next.trucker,
    });
    events.push({
      kind: "planned_pickup",
      containerId: box.id,
      containerNumber: box.number,
      changes: [{ field: "plannedPickup", from: pickupAuditValue(current), to: pickupAuditValue(next) }],
    });
  }
  if (updates.length > 0) {
    await tx.$executeRaw`
      UPDATE container_work AS w
      SET planned_pickup_date = v.date, planned_pickup_zone = v.zone, planned_pickup_start = v.start, planned_pickup_end = v."end",
          appointment_number = v.appt, trucker = v.trucker, version = w.version + 1, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS v(id uuid, date date, zone text, start text, "end" text, appt text, trucker text)
      WHERE w.container_id = v.id`;
    await writeAudit(tx, actor, events);
  }
  return result;
}

async function retag(
  tx: Prisma.TransactionClient,
  boxes: readonly Box[],
  tags: readonly string[],
  action: "tag" | "untag",
  actor: Actor,
): Promise<BulkResult> {
  const byId = new Map(boxes.map((box) => [box.id, box]));
  await lockWorkRows(tx, actor.workspaceId, [...byId.keys()]);
  const rows = await tx.containerWork.findMany({
    where: { containerId: { in: [...byId.keys()] } },
    select: { containerId: true, tags: true },
  });
  const result: BulkResult = { succeeded: [], failed: [] };
  const updates: { id: string; tags: string[] }[] = [];
  const events: AuditInput[] = [];
  for (const row of rows) {
    const box = byId.get(row.containerId);
    if (!box) continue;
    const next =
      action === "tag" ? [...new Set([...row.tags, ...tags])] : row.tags.filter((tag) => !tags.includes(tag));
    if (next.length > WORK_LIMITS.tags) {
      result.failed.push({ id: box.id, reason: `It would have more than ${WORK_LIMITS.tags} tags.` });
      continue;
    }
    result.succeeded.push(box.id);
    if (next.length === row.tags.length && next.every((tag, i) => tag === row.tags[i])) continue;
    updates.push({ id: box.id, tags: next });
    events.push({
      kind: "tags",
      containerId: box.id,
      containerNumber: box.number,
      changes: [{ field: "tags", from: row.tags, to: next }],
    });
  }
  if (updates.length > 0) {
    await tx.$executeRaw`
      UPDATE container_work AS w SET tags = v.tags, version = w.version + 1, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) AS v(id uuid, tags text[])
      WHERE w.container_id = v.id`;
    await writeAudit(tx, actor, events);
  }
  return result;
}
