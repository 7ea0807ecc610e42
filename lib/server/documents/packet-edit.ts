import "server-only";

import { randomUUID } from "node:crypto";

import { checkParts, describeParts, partsSignature, type Part } from "@/lib/domain/packet-parts";
import { describePages } from "@/lib/domain/packet-segments";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";
import { writeAudit, type Actor } from "@/lib/server/work/audit-write";
import { AppError } from "@/lib/shared/app-error";
import type { PartsInput } from "@/lib/shared/document-api";

import { findDocument } from "./document-detail";
import { readPacketParts, type PacketParts } from "./packet-view";

// A dispatcher re-draws which pages of a packet make which part. The service's API cannot change a split (its
// children are documents with files of their own), so the edit is kept here: an edited range in the child's
// page_*_edit columns, a part split off as a Quayside-only document (local_part), a part merged away marked
// merged_into_id. Sync writes none of these, so the edit outlives every sync. One edit at a time per packet
// (the packet's row is locked) and only on the layout the dispatcher saw (`basedOn`).

/** Which current part held `page` before the edit (a new part takes that one's type). */
const ownerOf = (current: PacketParts, page: number) =>
  current.children.find((c) => c.startPage !== null && c.endPage !== null && c.startPage <= page && page <= c.endPage);

export async function savePacketParts(actor: Actor, packetId: string, input: PartsInput): Promise<void> {
  const { workspaceId } = actor;
  const packet = await findDocument(workspaceId, packetId);
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM documents WHERE id = ${packet.id}::uuid FOR UPDATE`;
    const current = await readPacketParts(tx, workspaceId, packet.upstreamId);
    if (current.notEditable || current.pageCount === null)
      throw new AppError("conflict", current.notEditable ?? "This packet's pages cannot be edited.");
    if (input.basedOn !== partsSignature(current.parts))
      throw new AppError(
        "conflict",
        "Someone changed this packet's pages meanwhile. The page now shows their change; make yours again.",
      );
    const problem = checkParts(input.parts, current.pageCount);
    if (problem) throw new AppError("validation_failed", problem.message, { details: { problem: problem.code } });
    const known = new Set(current.parts.map((p) => p.id));
    if (input.parts.some((p) => p.id !== null && !known.has(p.id)))
      throw new AppError("validation_failed", "A part in the edit is not a part of this packet.");

    const placed: Part[] = [];
    for (const part of input.parts)
      placed.push(part.id ? part : { ...part, id: await createPart(tx, workspaceId, packet, current, part) });
    for (const part of placed) {
      const child = current.children.find((c) => c.id === part.id);
      if (!child) continue;
      const service = await tx.document.findUniqueOrThrow({
        where: { id: child.id },
        select: { startPage: true, endPage: true },
      });
      const asService = !child.localPart && service.startPage === part.start && service.endPage === part.end;
      await tx.document.update({
        where: { id: child.id },
        data: { pageStartEdit: asService ? null : part.start, pageEndEdit: asService ? null : part.end },
      });
    }
    const kept = new Set(placed.map((p) => p.id));
    for (const gone of current.children.filter((c) => !kept.has(c.id))) {
      const into = placed.find((p) => gone.startPage !== null && p.start <= gone.startPage && gone.startPage <= p.end);
      if (!into?.id) continue;
      await carryLinks(tx, actor, gone.id, into.id);
      if (gone.localPart) await tx.document.delete({ where: { id: gone.id } });
      else await tx.document.update({ where: { id: gone.id }, data: { mergedIntoId: into.id } });
      // Parts merged earlier into this one follow it.
      await tx.document.updateMany({ where: { workspaceId, mergedIntoId: gone.id }, data: { mergedIntoId: into.id } });
    }
    await writeAudit(tx, actor, [
      {
        kind: "document_pages",
        containerId: null,
        containerNumber: null,
        changes: [{ field: "parts", from: describeParts(current.parts), to: describeParts(input.parts) }],
        ref: packet.id,
      },
    ]);
  });
  await notifyLive(workspaceId, "documents");
}

/** A part split off here: a Quayside-only document under the packet, typed like the part it came from. */
async function createPart(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  packet: Awaited<ReturnType<typeof findDocument>>,
  current: PacketParts,
  part: Part,
): Promise<string> {
  const from = ownerOf(current, part.start);
  const type = from?.type ?? null;
  const created = await tx.document.create({
    data: {
      workspaceId,
      upstreamId: `local:${randomUUID()}`,
      name: `${packet.name ?? packet.fileName ?? "Packet"} (split here at ${describePages({ start: part.start, end: part.start })})`,
      documentType: type,
      manualType: type,
      source: "split_document",
      contentType: packet.contentType,
      processingState: type ? "classified" : "uploaded",
      emailSubmissionUpstreamId: packet.emailSubmissionUpstreamId,
      parentUpstreamId: packet.upstreamId,
      pageStartEdit: part.start,
      pageEndEdit: part.end,
      localPart: true,
      upstreamCreatedAt: new Date(),
      raw: {},
    },
    select: { id: true },
  });
  return created.id;
}

/** A merged-away part's links (the service's and hand-made ones) become hand-made links of the part it joined. */
async function carryLinks(tx: Prisma.TransactionClient, actor: Actor, fromId: string, toId: string): Promise<void> {
  const from = await tx.document.findUniqueOrThrow({
    where: { id: fromId },
    select: { containerUpstreamIds: true, shipmentUpstreamIds: true, links: true },
  });
  const taken = new Set(
    (await tx.documentLink.findMany({ where: { documentId: toId } })).map(
      (l) => `${l.targetKind}:${l.targetUpstreamId}`,
    ),
  );
  const unlinked = new Set(from.links.filter((l) => !l.linked).map((l) => `${l.targetKind}:${l.targetUpstreamId}`));
  const targets = [
    ...from.links
      .filter((l) => l.linked)
      .map((l) => ({ kind: l.targetKind, upstreamId: l.targetUpstreamId, number: l.targetNumber })),
    ...from.containerUpstreamIds.map((upstreamId) => ({ kind: "container", upstreamId, number: "" })),
    ...from.shipmentUpstreamIds.map((upstreamId) => ({ kind: "shipment", upstreamId, number: "" })),
  ].filter((t) => !unlinked.has(`${t.kind}:${t.upstreamId}`));
  for (const t of targets) {
    const key = `${t.kind}:${t.upstreamId}`;
    if (taken.has(key)) continue;
    taken.add(key);
    const number = t.number || (await targetNumber(tx, actor.workspaceId, t.kind, t.upstreamId));
    await tx.documentLink.create({
      data: {
        workspaceId: actor.workspaceId,
        documentId: toId,
        targetKind: t.kind,
        targetUpstreamId: t.upstreamId,
        targetNumber: number,
        linked: true,
        setByName: actor.name ?? actor.email,
      },
    });
  }
}

/** Back to the service's split: the parts made here go (their links with them), edited ranges and merges are undone. */
export async function resetPacketParts(actor: Actor, packetId: string): Promise<void> {
  const { workspaceId } = actor;
  const packet = await findDocument(workspaceId, packetId);
  await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM documents WHERE id = ${packet.id}::uuid FOR UPDATE`;
    const before = await readPacketParts(tx, workspaceId, packet.upstreamId);
    const under = { workspaceId, parentUpstreamId: packet.upstreamId };
    await tx.document.deleteMany({ where: { ...under, localPart: true } });
    await tx.document.updateMany({
      where: under,
      data: { pageStartEdit: null, pageEndEdit: null, mergedIntoId: null },
    });
    const after = await readPacketParts(tx, workspaceId, packet.upstreamId);
    await writeAudit(tx, actor, [
      {
        kind: "document_pages",
        containerId: null,
        containerNumber: null,
        changes: [
          {
            field: "parts",
            from: describeParts(before.parts),
            to: `${describeParts(after.parts)} (the service's split)`,
          },
        ],
        ref: packet.id,
      },
    ]);
  });
  await notifyLive(workspaceId, "documents");
}

async function targetNumber(tx: Prisma.TransactionClient, workspaceId: string, kind: string, upstreamId: string) {
  if (kind === "container")
    return (
      (await tx.container.findFirst({ where: { workspaceId, upstreamId }, select: { number: true } }))?.number ??
      upstreamId
    );
  return (
    (await tx.shipment.findFirst({ where: { workspaceId, upstreamId }, select: { billOfLading: true } }))
      ?.billOfLading ?? upstreamId
  );
}
