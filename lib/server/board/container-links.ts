import "server-only";

import type { ProcessingState } from "@/lib/domain/document-facts";
import { viaForBox, type LinkKind } from "@/lib/domain/document-links";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { ContainerLinksResponse, LinkVia } from "@/lib/shared/board-api";

// What the team received about one box: documents the service linked to it or to its shipment, documents whose
// extracted numbers name it (container number or bill of lading), those a dispatcher linked by hand, and the
// emails those came with, linked by hand, or whose subject or body names the box. An email saying "customs hold
// on MSCU…" is one click from the container. What a dispatcher unlinked from the box stays off its list.

const LIMIT = 100;
const STATES: readonly ProcessingState[] = ["uploaded", "classified", "extracted", "failed"];

function numbersOf(container: { number: string; billOfLading: string | null }, shipmentBol: string | null): string[] {
  return [
    ...new Set(
      [container.number, container.billOfLading, shipmentBol]
        .filter((n): n is string => typeof n === "string" && n.trim().length >= 4)
        .map((n) => n.trim().toUpperCase()),
    ),
  ];
}

export async function containerLinks(workspaceId: string, id: string): Promise<ContainerLinksResponse> {
  const container = /^[0-9a-f-]{36}$/i.test(id)
    ? await db.container.findFirst({
        where: { id, workspaceId },
        select: { upstreamId: true, number: true, billOfLading: true, shipmentUpstreamId: true },
      })
    : null;
  if (!container) throw new AppError("not_found", "That container is not on this workspace's board.");
  const shipment = container.shipmentUpstreamId
    ? await db.shipment.findFirst({
        where: { workspaceId, upstreamId: container.shipmentUpstreamId },
        select: { billOfLading: true },
      })
    : null;
  const numbers = numbersOf(container, shipment?.billOfLading ?? null);

  // Links made by hand (lib/server/documents/set-link.ts) to the box or its shipment, read with the rest.
  const handMade = [{ targetKind: "container", targetUpstreamId: container.upstreamId }];
  if (container.shipmentUpstreamId)
    handMade.push({ targetKind: "shipment", targetUpstreamId: container.shipmentUpstreamId });
  const documentMatch: Prisma.DocumentWhereInput[] = [
    { containerUpstreamIds: { has: container.upstreamId } },
    { references: { hasSome: numbers } },
    { links: { some: { linked: true, OR: handMade } } },
  ];
  if (container.shipmentUpstreamId) documentMatch.push({ shipmentUpstreamIds: { has: container.shipmentUpstreamId } });
  const candidates = await db.document.findMany({
    where: { workspaceId, mergedIntoId: null, OR: documentMatch },
    orderBy: [{ upstreamCreatedAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
    take: LIMIT,
    select: {
      id: true,
      name: true,
      fileName: true,
      documentType: true,
      processingState: true,
      upstreamCreatedAt: true,
      containerUpstreamIds: true,
      shipmentUpstreamIds: true,
      references: true,
      emailSubmissionUpstreamId: true,
      links: { where: { OR: handMade }, select: { targetKind: true, targetUpstreamId: true, linked: true } },
    },
  });
  const box = {
    upstreamId: container.upstreamId,
    shipmentUpstreamId: container.shipmentUpstreamId,
    number: container.number.trim().toUpperCase(),
    billsOfLading: numbers.filter((n) => n !== container.number.trim().toUpperCase()),
  };
  const manualOf = (links: { targetKind: string; targetUpstreamId: string; linked: boolean }[]) =>
    links.map((l) => ({ kind: l.targetKind as LinkKind, upstreamId: l.targetUpstreamId, linked: l.linked }));
  // Each candidate once, by the strongest way it reaches the box; one unlinked from the box by hand is left out.
  const documents = candidates.flatMap((d) => {
    const via = viaForBox(
      {
        serviceContainers: d.containerUpstreamIds,
        serviceShipments: d.shipmentUpstreamIds,
        references: d.references,
        manual: manualOf(d.links),
      },
      box,
    );
    return via ? [{ ...d, via }] : [];
  });

  const emailVia = new Map<string, LinkVia>();
  for (const d of documents)
    if (d.emailSubmissionUpstreamId && !emailVia.has(d.emailSubmissionUpstreamId))
      emailVia.set(d.emailSubmissionUpstreamId, d.via);
  const mentions: Prisma.EmailSubmissionWhereInput[] = numbers.flatMap((n) => [
    { subject: { contains: n, mode: "insensitive" as const } },
    { raw: { path: ["attributes", "body"], string_contains: n } },
  ]);
  const emailCandidates = await db.emailSubmission.findMany({
    where: {
      workspaceId,
      OR: [
        { upstreamId: { in: [...emailVia.keys()] } },
        { links: { some: { linked: true, OR: handMade } } },
        ...mentions,
      ],
    },
    orderBy: [{ sentAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
    take: LIMIT,
    select: {
      id: true,
      upstreamId: true,
      subject: true,
      fromAddress: true,
      sentAt: true,
      receivedAt: true,
      links: { where: { OR: handMade }, select: { targetKind: true, targetUpstreamId: true, linked: true } },
    },
  });
  const emails = emailCandidates.flatMap((e) => {
    const manual = manualOf(e.links);
    const viaHand = viaForBox({ serviceContainers: [], serviceShipments: [], references: [], manual }, box);
    if (manual.some((m) => m.kind === "container" && !m.linked)) return [];
    const via = viaHand ?? emailVia.get(e.upstreamId) ?? "reference";
    return [{ ...e, via }];
  });
  const emailIdBy = new Map(emails.map((e) => [e.upstreamId, e.id]));

  return {
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name ?? d.fileName ?? "Untitled document",
      type: d.documentType,
      state: STATES.find((s) => s === d.processingState) ?? "uploaded",
      createdAt: d.upstreamCreatedAt?.toISOString() ?? null,
      via: d.via,
      emailId: d.emailSubmissionUpstreamId ? (emailIdBy.get(d.emailSubmissionUpstreamId) ?? null) : null,
    })),
    emails: emails.map((e) => ({
      id: e.id,
      subject: e.subject,
      from: e.fromAddress,
      sentAt: (e.sentAt ?? e.receivedAt)?.toISOString() ?? null,
      via: e.via,
    })),
  };
}
