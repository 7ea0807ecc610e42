import "server-only";

import type { ProcessingState } from "@/lib/domain/document-facts";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/shared/app-error";
import type { ContainerLinksResponse, LinkVia } from "@/lib/shared/board-api";

// What the team received about one box: documents the service linked to it or to its shipment, documents whose
// extracted numbers name it (container number or bill of lading), and the emails those came with or whose
// subject or body names the box. An email saying "customs hold on MSCU…" is one click from the container.

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

  const documentMatch: Prisma.DocumentWhereInput[] = [
    { containerUpstreamIds: { has: container.upstreamId } },
    { references: { hasSome: numbers } },
  ];
  if (container.shipmentUpstreamId) documentMatch.push({ shipmentUpstreamIds: { has: container.shipmentUpstreamId } });
  const documents = await db.document.findMany({
    where: { workspaceId, OR: documentMatch },
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
      emailSubmissionUpstreamId: true,
    },
  });
  const viaOf = (d: (typeof documents)[number]): LinkVia =>
    d.containerUpstreamIds.includes(container.upstreamId)
      ? "container"
      : container.shipmentUpstreamId && d.shipmentUpstreamIds.includes(container.shipmentUpstreamId)
        ? "shipment"
        : "reference";

  const emailVia = new Map<string, LinkVia>();
  for (const d of documents)
    if (d.emailSubmissionUpstreamId && !emailVia.has(d.emailSubmissionUpstreamId))
      emailVia.set(d.emailSubmissionUpstreamId, viaOf(d));
  const mentions: Prisma.EmailSubmissionWhereInput[] = numbers.flatMap((n) => [
    { subject: { contains: n, mode: "insensitive" as const } },
    { raw: { path: ["attributes", "body"], string_contains: n } },
  ]);
  const emails = await db.emailSubmission.findMany({
    where: { workspaceId, OR: [{ upstreamId: { in: [...emailVia.keys()] } }, ...mentions] },
    orderBy: [{ sentAt: { sort: "desc", nulls: "last" } }, { id: "asc" }],
    take: LIMIT,
    select: { id: true, upstreamId: true, subject: true, fromAddress: true, sentAt: true, receivedAt: true },
  });
  const emailIdBy = new Map(emails.map((e) => [e.upstreamId, e.id]));

  return {
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name ?? d.fileName ?? "Untitled document",
      type: d.documentType,
      state: STATES.find((s) => s === d.processingState) ?? "uploaded",
      createdAt: d.upstreamCreatedAt?.toISOString() ?? null,
      via: viaOf(d),
      emailId: d.emailSubmissionUpstreamId ? (emailIdBy.get(d.emailSubmissionUpstreamId) ?? null) : null,
    })),
    emails: emails.map((e) => ({
      id: e.id,
      subject: e.subject,
      from: e.fromAddress,
      sentAt: (e.sentAt ?? e.receivedAt)?.toISOString() ?? null,
      via: emailVia.get(e.upstreamId) ?? "reference",
    })),
  };
}
