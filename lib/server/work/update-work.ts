import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import {
  userLabel,
  type AuditValue,
  type ContainerWorkState,
  type PlannedReturn,
  type UserRef,
  type WorkConflictDetails,
} from "@/lib/shared/work-api";
import type { WorkPatch } from "@/lib/validations/work";

import { writeAudit, type Actor, type AuditInput } from "./audit-write";
import { findBox, type Box } from "./box";
import { pickupZoneOf, todayIn } from "./local-time";
import { appendNote } from "./notes";
import { notifyWork } from "./notify-work";
import { mergePlannedPickup, pickupAuditValue, pickupColumns } from "./planned-pickup";
import { loadWorkState, plannedPickupOf, plannedReturnOf } from "./state";
import { emitWorkUserEvents, takenFrom } from "./user-events";
import { requireAssignee } from "./teammates";
import { setWatch } from "./watch";
import { lockWorkRows } from "./work-row";
import { workspaceNow } from "./workspace-now";

// PATCH /api/containers/{id}/work. The versioned fields change only when the version sent is the current one;
// the change, its audit entries and the version bump commit together. Watch and note never conflict.

const VERSIONED = ["assigneeId", "plannedPickup", "plannedReturn", "tags", "customerReference"] as const;

/** Thrown inside the transaction to roll it back when the version sent is not the current one. */
class StaleVersion extends Error {}

type Checked = { assignee: UserRef | null | undefined; zone: string; today: string };

const assigneeValue = (user: UserRef | null): AuditValue => (user ? { id: user.id, label: userLabel(user) } : null);
const returnValue = (value: PlannedReturn | null): AuditValue =>
  value ? { date: value.date, depot: value.depot } : null;
const same = (a: AuditValue, b: AuditValue): boolean => JSON.stringify(a) === JSON.stringify(b);

export async function updateWork(actor: Actor, containerId: string, patch: WorkPatch): Promise<ContainerWorkState> {
  const workspaceId = actor.workspaceId;
  const box = await findBox(db, workspaceId, containerId);
  const versioned = VERSIONED.some((key) => patch[key] !== undefined);
  if (versioned && patch.version === undefined) {
    throw new AppError(
      "bad_request",
      "version: Send the version you read, so a change made meanwhile is not overwritten.",
      { details: [{ path: "version", message: "Required." }] },
    );
  }
  // Bad input is a 400 whatever the version: checked before the row is locked.
  const zone = pickupZoneOf(box);
  const checked: Checked = {
    assignee: patch.assigneeId === undefined ? undefined : await requireAssignee(db, workspaceId, patch.assigneeId),
    zone,
    today: patch.plannedPickup?.date ? todayIn(zone, await workspaceNow(workspaceId)) : "",
  };
  if (patch.plannedPickup?.date !== undefined) mergePlannedPickup(null, patch.plannedPickup, checked);

  try {
    await db.$transaction(async (tx) => {
      if (versioned) await applyVersioned(tx, actor, box, patch, checked);
      if (patch.watch !== undefined) await setWatch(tx, actor, [box], patch.watch);
      if (patch.note !== undefined) await appendNote(tx, actor, box, patch.note);
    });
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    // Read after the rollback, outside the transaction: the value to show is the one committed now.
    const details: WorkConflictDetails = { current: await loadWorkState(db, workspaceId, box) };
    throw new AppError(
      "conflict",
      "Someone changed this box since you opened it. Review the current values and save again.",
      { details },
    );
  }
  await notifyWork(workspaceId, [box.id]);
  return loadWorkState(db, workspaceId, box);
}

async function applyVersioned(
  tx: Prisma.TransactionClient,
  actor: Actor,
  box: Box,
  patch: WorkPatch,
  checked: Checked,
): Promise<void> {
  await lockWorkRows(tx, actor.workspaceId, [box.id]);
  const row = await tx.containerWork.findUniqueOrThrow({
    where: { containerId: box.id },
    include: { assignee: { select: { id: true, name: true, email: true } } },
  });
  if (row.version !== patch.version) throw new StaleVersion();
  const events: AuditInput[] = [];
  const data: Prisma.ContainerWorkUncheckedUpdateInput = {};
  const record = (kind: AuditInput["kind"], field: string, from: AuditValue, to: AuditValue): boolean => {
    if (same(from, to)) return false;
    events.push({ kind, containerId: box.id, containerNumber: box.number, changes: [{ field, from, to }] });
    return true;
  };
  const { assignee } = checked;
  if (assignee !== undefined && record("assignment", "assignee", assigneeValue(row.assignee), assigneeValue(assignee)))
    data.assigneeId = assignee?.id ?? null;
  if (patch.plannedPickup !== undefined) {
    const current = plannedPickupOf(row);
    const next = mergePlannedPickup(current, patch.plannedPickup, checked);
    if (record("planned_pickup", "plannedPickup", pickupAuditValue(current), pickupAuditValue(next)))
      Object.assign(data, pickupColumns(next));
  }
  if (patch.plannedReturn !== undefined) {
    const current = plannedReturnOf(row);
    const next = mergeReturn(current, patch.plannedReturn);
    if (record("planned_return", "plannedReturn", returnValue(current), returnValue(next))) {
      Object.assign(data, {
        plannedReturnDate: next ? new Date(`${next.date}T00:00:00Z`) : null,
        plannedReturnDepot: next?.depot ?? null,
      });
    }
  }
  if (patch.tags !== undefined && record("tags", "tags", row.tags, patch.tags)) data.tags = patch.tags;
  if (
    patch.customerReference !== undefined &&
    record("customer_reference", "customerReference", row.customerReference, patch.customerReference)
  )
    data.customerReference = patch.customerReference;
  if (events.length === 0) return;
  await tx.containerWork.update({ where: { containerId: box.id }, data: { ...data, version: { increment: 1 } } });
  await writeAudit(tx, actor, events);
  if (assignee && data.assigneeId !== undefined && assignee.id !== actor.id) {
    await emitWorkUserEvents(tx, actor.workspaceId, [
      {
        kind: "assigned",
        userId: assignee.id,
        containerId: box.id,
        actorId: actor.id,
        text: `${box.number} was assigned to you.`,
      },
    ]);
  }
  // Whoever had the box is told when a teammate takes it (not when they hand it on themselves).
  if (data.assigneeId !== undefined && row.assignee && row.assignee.id !== actor.id)
    await emitWorkUserEvents(tx, actor.workspaceId, [takenFrom(row.assignee.id, box, actor.id, assignee ?? null)]);
}

function mergeReturn(
  current: PlannedReturn | null,
  change: NonNullable<WorkPatch["plannedReturn"]> | null,
): PlannedReturn | null {
  if (change === null) return null;
  const date = change.date ?? current?.date;
  if (!date)
    throw new AppError("bad_request", "plannedReturn.date: Pick the return date.", {
      details: [{ path: "plannedReturn.date", message: "Pick the return date." }],
    });
  return { date, depot: change.depot === undefined ? (current?.depot ?? null) : change.depot };
}
