import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { ContainerWorkState } from "@/lib/shared/work-api";
import { isUuid } from "@/lib/shared/db-ranges";

import { writeAudit, type Actor } from "./audit-write";
import { findBox, type Box } from "./box";
import { resolveMentions } from "@/lib/domain/mentions";
import { notifyWork } from "./notify-work";
import { loadWorkState } from "./state";
import { emitWorkUserEvents } from "./user-events";
import { activeUsers } from "./teammates";

// A box's notes thread. A note is its author's: only they edit or delete it. Nothing is lost: every body a
// note ever had stays in the audit trail (note_added, note_edited, note_deleted carry old → new), and deletion
// only hides the body.

async function mentionEvents(
  tx: Prisma.TransactionClient,
  actor: Actor,
  box: Pick<Box, "id" | "number">,
  body: string,
  alreadyMentioned: readonly string[] = [],
) {
  const mentions = resolveMentions(body, await activeUsers(tx, actor.workspaceId));
  const fresh = mentions.filter((id) => id !== actor.id && !alreadyMentioned.includes(id));
  await emitWorkUserEvents(
    tx,
    actor.workspaceId,
    fresh.map((userId) => ({ kind: "mention" as const, userId, containerId: box.id, actorId: actor.id, text: body })),
  );
  return mentions;
}

/** Appends a note in the caller's transaction; returns its id. */
export async function appendNote(
  tx: Prisma.TransactionClient,
  actor: Actor,
  box: Pick<Box, "id" | "number">,
  body: string,
): Promise<string> {
  const mentions = await mentionEvents(tx, actor, box, body);
  const note = await tx.containerNote.create({
    data: { workspaceId: actor.workspaceId, containerId: box.id, authorId: actor.id, body, mentions },
    select: { id: true },
  });
  await writeAudit(tx, actor, [
    {
      kind: "note_added",
      containerId: box.id,
      containerNumber: box.number,
      ref: note.id,
      changes: [{ field: "note", from: null, to: body }],
    },
  ]);
  return note.id;
}

export async function addNote(actor: Actor, containerId: string, body: string): Promise<ContainerWorkState> {
  const box = await findBox(db, actor.workspaceId, containerId);
  await db.$transaction((tx) => appendNote(tx, actor, box, body));
  await notifyWork(actor.workspaceId, [box.id]);
  return loadWorkState(db, actor.workspaceId, box);
}

/** Edits (body) or deletes (null) the caller's own note; anyone else's is a 403, another box's a 404. */
export async function changeNote(
  actor: Actor,
  containerId: string,
  noteId: string,
  body: string | null,
): Promise<ContainerWorkState> {
  const box = await findBox(db, actor.workspaceId, containerId);
  await db.$transaction(async (tx) => {
    const notes = isUuid(noteId)
      ? await tx.$queryRaw<{ author_id: string | null; body: string; mentions: string[]; deleted_at: Date | null }[]>`
          SELECT author_id, body, mentions, deleted_at FROM container_notes
          WHERE id = ${noteId}::uuid AND container_id = ${box.id}::uuid AND workspace_id = ${actor.workspaceId}::uuid FOR UPDATE`
      : [];
    const note = notes[0];
    if (!note) throw new AppError("not_found", "That note is not in this container's thread.");
    if (note.author_id !== actor.id) throw new AppError("forbidden", "Only the note's author can change it.");
    if (note.deleted_at) throw new AppError("conflict", "That note was deleted; write a new one.");
    if (body === null) {
      await tx.containerNote.update({ where: { id: noteId }, data: { deletedAt: new Date() } });
      await writeAudit(tx, actor, [
        {
          kind: "note_deleted",
          containerId: box.id,
          containerNumber: box.number,
          ref: noteId,
          changes: [{ field: "note", from: note.body, to: null }],
        },
      ]);
      return;
    }
    if (body === note.body) return;
    const mentions = await mentionEvents(tx, actor, box, body, note.mentions);
    await tx.containerNote.update({ where: { id: noteId }, data: { body, mentions, editedAt: new Date() } });
    await writeAudit(tx, actor, [
      {
        kind: "note_edited",
        containerId: box.id,
        containerNumber: box.number,
        ref: noteId,
        changes: [{ field: "note", from: note.body, to: body }],
      },
    ]);
  });
  await notifyWork(actor.workspaceId, [box.id]);
  return loadWorkState(db, actor.workspaceId, box);
}
