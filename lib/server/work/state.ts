import "server-only";

import { db } from "@/lib/server/db";
import type { ContainerWorkState, PlannedPickup, PlannedReturn, WorkNote } from "@/lib/shared/work-api";

import { appointmentDiffers } from "./appointment-differs";
import { findBox, type Box } from "./box";
import type { DbClient } from "./db-client";
import { terminalAppointmentOf } from "./local-time";
import { toUserRef, usersById } from "./teammates";

const USER = { select: { id: true, name: true, email: true } } as const;

type WorkRow = {
  version: number;
  plannedPickupDate: Date | null;
  plannedPickupZone: string | null;
  plannedPickupStart: string | null;
  plannedPickupEnd: string | null;
  appointmentNumber: string | null;
  trucker: string | null;
  plannedReturnDate: Date | null;
  plannedReturnDepot: string | null;
};

const dateText = (date: Date): string => date.toISOString().slice(0, 10);

export function plannedPickupOf(row: WorkRow | null): PlannedPickup | null {
  if (!row?.plannedPickupDate) return null;
  return {
    date: dateText(row.plannedPickupDate),
    windowStart: row.plannedPickupStart,
    windowEnd: row.plannedPickupEnd,
    appointmentNumber: row.appointmentNumber,
    trucker: row.trucker,
    timezone: row.plannedPickupZone ?? "UTC",
  };
}

export function plannedReturnOf(row: WorkRow | null): PlannedReturn | null {
  if (!row?.plannedReturnDate) return null;
  return { date: dateText(row.plannedReturnDate), depot: row.plannedReturnDepot };
}

/** The team's work on one box as the drawer and the PATCH answer show it. */
export async function loadWorkState(
  client: DbClient,
  workspaceId: string,
  box: Pick<Box, "id" | "pickupAppointmentAt" | "podTimezone">,
): Promise<ContainerWorkState> {
  const [work, watches, notes] = await Promise.all([
    client.containerWork.findFirst({ where: { containerId: box.id, workspaceId }, include: { assignee: USER } }),
    client.containerWatch.findMany({
      where: { containerId: box.id, workspaceId },
      include: { user: USER },
      orderBy: { createdAt: "asc" },
    }),
    client.containerNote.findMany({
      where: { containerId: box.id, workspaceId },
      include: { author: USER },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
  ]);
  const mentioned = await usersById(
    client,
    workspaceId,
    notes.flatMap((note) => note.mentions),
  );
  const plannedPickup = plannedPickupOf(work);
  const terminalAppointment = terminalAppointmentOf(box.pickupAppointmentAt, box.podTimezone);
  return {
    containerId: box.id,
    version: work?.version ?? 0,
    assignee: work?.assignee ? toUserRef(work.assignee) : null,
    watchers: watches.map((watch) => toUserRef(watch.user)),
    plannedPickup,
    plannedReturn: plannedReturnOf(work),
    customerReference: work?.customerReference ?? null,
    tags: work?.tags ?? [],
    notes: notes.map((note): WorkNote => ({
      id: note.id,
      author: note.author ? toUserRef(note.author) : null,
      body: note.deletedAt ? null : note.body,
      mentions: note.deletedAt ? [] : note.mentions.flatMap((id) => mentioned.get(id) ?? []),
      createdAt: note.createdAt.toISOString(),
      editedAt: note.editedAt?.toISOString() ?? null,
      deletedAt: note.deletedAt?.toISOString() ?? null,
    })),
    terminalAppointment,
    appointmentDiffers: appointmentDiffers(plannedPickup, terminalAppointment),
    updatedAt: work?.updatedAt.toISOString() ?? null,
  };
}

/** GET /api/containers/{id}/work: another workspace's box is a 404. */
export async function getWorkState(workspaceId: string, containerId: string): Promise<ContainerWorkState> {
  return loadWorkState(db, workspaceId, await findBox(db, workspaceId, containerId));
}
