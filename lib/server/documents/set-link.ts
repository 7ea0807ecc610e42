import "server-only";

import type { LinkKind } from "@/lib/domain/document-links";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { writeAudit, type Actor, type AuditInput } from "@/lib/server/work/audit-write";
import { AppError } from "@/lib/shared/app-error";
import { isUuid } from "@/lib/shared/db-ranges";
import type { LinkChangeInput } from "@/lib/shared/document-api";

// A dispatcher links a document or an email to a box or shipment by hand, or takes a link away. The service's
// API has no way to write links (PATCH /documents/{id} takes a manual type and extracted data only), so the
// choice is kept here, in document_links / email_links, which sync never writes: it outlives every sync, and
// the screens say it is Quayside's. Each change is audited in the transaction that makes it.

type Target = { kind: LinkKind; upstreamId: string; number: string; containerId: string | null };

/** The box or shipment by our id, in this workspace only: another workspace's is a 404 like a missing one. */
async function findTarget(workspaceId: string, kind: LinkKind, id: string): Promise<Target> {
  if (kind === "container") {
    const box = isUuid(id)
      ? await db.container.findFirst({
          where: { id, workspaceId },
          select: { id: true, upstreamId: true, number: true },
        })
      : null;
    if (!box) throw new AppError("not_found", "That container is not on this workspace's board.");
    return { kind, upstreamId: box.upstreamId, number: box.number, containerId: box.id };
  }
  const shipment = isUuid(id)
    ? await db.shipment.findFirst({ where: { id, workspaceId }, select: { upstreamId: true, billOfLading: true } })
    : null;
  if (!shipment) throw new AppError("not_found", "That shipment is not in this workspace.");
  return {
    kind,
    upstreamId: shipment.upstreamId,
    number: shipment.billOfLading ?? shipment.upstreamId,
    containerId: null,
  };
}

/** The audit entry: on the box's own history for a box, on the subject's (`ref`) for a shipment. */
function auditEntry(
  kind: "document_link" | "email_link",
  subject: { id: string; label: string },
  target: Target,
  linked: boolean,
): AuditInput {
  const field = target.kind === "container" ? (kind === "document_link" ? "document" : "email") : "shipment";
  const value = target.kind === "container" ? subject.label : target.number;
  return {
    kind,
    containerId: target.containerId,
    containerNumber: target.kind === "container" ? target.number : null,
    changes: [{ field: `linked ${field}`, from: linked ? null : value, to: linked ? value : null }],
    ref: subject.id,
  };
}

const nameOf = (actor: Actor): string => actor.name ?? actor.email;

export async function setDocumentLink(actor: Actor, documentId: string, change: LinkChangeInput): Promise<void> {
  const { workspaceId } = actor;
  const document = isUuid(documentId)
    ? await db.document.findFirst({
        where: { id: documentId, workspaceId },
        select: { id: true, name: true, fileName: true, mergedIntoId: true },
      })
    : null;
  if (!document) throw new AppError("not_found", "That document is not in this workspace's inbox.");
  if (document.mergedIntoId)
    throw new AppError("conflict", "These pages were merged into another part of the packet; link that part instead.");
  const target = await findTarget(workspaceId, change.kind, change.targetId);
  const key = { documentId: document.id, targetKind: target.kind, targetUpstreamId: target.upstreamId };
  const changed = await db.$transaction(async (tx) => {
    const current = await tx.documentLink.findUnique({ where: { documentId_targetKind_targetUpstreamId: key } });
    if (current?.linked === change.linked) return false;
    const row = { linked: change.linked, targetNumber: target.number, setByName: nameOf(actor), setAt: new Date() };
    await tx.documentLink.upsert({
      where: { documentId_targetKind_targetUpstreamId: key },
      create: { workspaceId, ...key, ...row },
      update: row,
    });
    const label = document.name ?? document.fileName ?? "Untitled document";
    await writeAudit(tx, actor, [auditEntry("document_link", { id: document.id, label }, target, change.linked)]);
    return true;
  });
  if (changed) await notifyLive(workspaceId, "documents");
}

export async function setEmailLink(actor: Actor, emailId: string, change: LinkChangeInput): Promise<void> {
  const { workspaceId } = actor;
  const email = isUuid(emailId)
    ? await db.emailSubmission.findFirst({ where: { id: emailId, workspaceId }, select: { id: true, subject: true } })
    : null;
  if (!email) throw new AppError("not_found", "That email is not in this workspace's inbox.");
  const target = await findTarget(workspaceId, change.kind, change.targetId);
  const key = { emailId: email.id, targetKind: target.kind, targetUpstreamId: target.upstreamId };
  const changed = await db.$transaction(async (tx) => {
    const current = await tx.emailLink.findUnique({ where: { emailId_targetKind_targetUpstreamId: key } });
    if (current?.linked === change.linked) return false;
    const row = { linked: change.linked, targetNumber: target.number, setByName: nameOf(actor), setAt: new Date() };
    await tx.emailLink.upsert({
      where: { emailId_targetKind_targetUpstreamId: key },
      create: { workspaceId, ...key, ...row },
      update: row,
    });
    const label = email.subject ?? "(no subject)";
    await writeAudit(tx, actor, [auditEntry("email_link", { id: email.id, label }, target, change.linked)]);
    return true;
  });
  if (changed) await notifyLive(workspaceId, "documents");
}
