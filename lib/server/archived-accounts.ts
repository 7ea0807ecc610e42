import "server-only";

import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { AppError } from "@/lib/shared/app-error";
import type { ArchivedAccountCounts, ArchivedAccountView } from "@/lib/shared/archived-accounts-api";
import { toCsv } from "@/lib/shared/csv";
import { isoInstant } from "@/lib/shared/format/iso";
import { countText } from "@/lib/shared/format/number";
import type { ArchiveDeleteInput } from "@/lib/validations/archive-delete-input";

// The accounts a workspace switched away from (lib/server/sync/account-switch.ts), for its admins: what each holds,
// a CSV of its boxes with the team's notes, and deleting one, which only goes ahead when the admin confirmed the
// very counts that go. An archive is found only through the workspace it was archived from.

const GONE = "That archived account does not exist on this workspace (it may have been deleted already).";

async function countsOf(archiveId: string): Promise<ArchivedAccountCounts> {
  const [row] = await db.$queryRaw<ArchivedAccountCounts[]>`
    SELECT
      (SELECT count(*) FROM containers WHERE workspace_id = ${archiveId}::uuid)::int AS boxes,
      (SELECT count(*) FROM container_notes WHERE workspace_id = ${archiveId}::uuid AND deleted_at IS NULL)::int AS notes,
      ((SELECT count(*) FROM container_changes WHERE workspace_id = ${archiveId}::uuid)
        + (SELECT count(*) FROM transport_events WHERE workspace_id = ${archiveId}::uuid)
        + (SELECT count(*) FROM container_days WHERE workspace_id = ${archiveId}::uuid))::int AS history,
      (SELECT count(*) FROM documents WHERE workspace_id = ${archiveId}::uuid)::int AS documents`;
  return row ?? { boxes: 0, notes: 0, history: 0, documents: 0 };
}

async function archiveOf(workspaceId: string, id: string) {
  const archive = await db.workspace.findFirst({
    where: { id, archivedFromId: workspaceId },
    select: { id: true, archivedLabel: true, archivedAt: true },
  });
  if (!archive) throw new AppError("not_found", GONE);
  return archive;
}

export async function listArchivedAccounts(workspaceId: string): Promise<ArchivedAccountView[]> {
  const archives = await db.workspace.findMany({
    where: { archivedFromId: workspaceId },
    orderBy: { archivedAt: "desc" },
    select: { id: true, archivedLabel: true, archivedAt: true },
  });
  return Promise.all(
    archives.map(async (archive) => ({
      id: archive.id,
      label: archive.archivedLabel ?? "An earlier account",
      archivedAt: (archive.archivedAt ?? new Date(0)).toISOString(),
      counts: await countsOf(archive.id),
    })),
  );
}

/** One line per box: its facts as the old account last reported them, and the team's notes, oldest first. */
export async function archivedAccountCsv(workspaceId: string, id: string): Promise<{ name: string; csv: string }> {
  const archive = await archiveOf(workspaceId, id);
  const [boxes, notes] = await Promise.all([
    db.container.findMany({ where: { workspaceId: archive.id }, orderBy: { number: "asc" } }),
    db.containerNote.findMany({
      where: { workspaceId: archive.id, deletedAt: null },
      orderBy: { createdAt: "asc" },
      include: { author: { select: { email: true, name: true } } },
    }),
  ]);
  const notesOf = new Map<string, string[]>();
  for (const note of notes) {
    const author = note.author?.name ?? note.author?.email ?? "former user";
    const list = notesOf.get(note.containerId) ?? [];
    list.push(`${isoInstant(note.createdAt)} ${author}: ${note.body}`);
    notesOf.set(note.containerId, list);
  }
  const csv = toCsv({
    columns: [
      "container",
      "bill_of_lading",
      "line",
      "terminal",
      "customer",
      "status",
      "discharged_at",
      "full_out_at",
      "empty_returned_at",
      "governing_lfd",
      "lfd_zone",
      "first_observed_at",
      "notes",
    ],
    rows: boxes.map((box) => [
      box.number,
      box.billOfLading,
      box.shippingLineScac,
      box.terminalFirmsCode ?? box.terminalName,
      box.customerName,
      box.currentStatus,
      isoInstant(box.podDischargedAt),
      isoInstant(box.podFullOutAt ?? box.finalDestinationFullOutAt),
      isoInstant(box.emptyTerminatedAt),
      box.governingLfdDate?.toISOString().slice(0, 10) ?? null,
      box.governingLfdZone,
      isoInstant(box.firstObservedAt),
      (notesOf.get(box.id) ?? []).join("\n"),
    ]),
  });
  const day = (archive.archivedAt ?? new Date()).toISOString().slice(0, 10);
  return { name: `quayside-archived-account-${day}.csv`, csv };
}

/**
 * Deletes the archive and everything in it (its day records too: the one explicit deletion of evidence). Refused
 * unless `confirm` names the counts as they are now, so nothing goes that the admin was not shown.
 */
export async function deleteArchivedAccount(
  workspaceId: string,
  id: string,
  confirm: ArchiveDeleteInput["confirm"],
  actorId: string,
): Promise<ArchivedAccountCounts> {
  const archive = await archiveOf(workspaceId, id);
  const counts = await countsOf(archive.id);
  if (counts.boxes !== confirm.boxes || counts.notes !== confirm.notes || counts.history !== confirm.history)
    throw new AppError(
      "conflict",
      `This archive now holds ${countText(counts.boxes, "box", "boxes")}, ${countText(counts.notes, "note")} and ${countText(counts.history, "history row")}, not what was confirmed: look again before deleting.`,
    );
  await db.workspace.delete({ where: { id: archive.id } });
  logger.info("archived account deleted", { workspaceId, archiveId: archive.id, actorId, ...counts });
  return counts;
}
