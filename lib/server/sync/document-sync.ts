import "server-only";

import { extractedReferences } from "@/lib/domain/document-references";
import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";

import { documentColumns, emailColumns } from "../cache/document-columns";
import { jsonRequired } from "../cache/json";
import { asArray, relatedId, type Resource } from "../upstream/json-api";

import { upstreamFor } from "./upstream";

export type ApplyDocumentsOptions = {
  /** Upstream ids named by a `document.extraction_failed` event: the service sends no state of its own. */
  extractionFailedIds?: readonly string[];
};

/** Container numbers, bills of lading and reference numbers a document is linked to (for the reference filter). */
async function referencesOf(
  workspaceId: string,
  resources: Resource[],
  shipmentIds: string[],
  containerIds: string[],
): Promise<string[]> {
  const found = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === "string" && value.trim() !== "") found.add(value.trim().toUpperCase());
  };
  const byKey = new Map(resources.map((r) => [`${r.type}:${r.id}`, r]));
  for (const id of containerIds) add(byKey.get(`container:${id}`)?.attributes["number"]);
  for (const id of shipmentIds) add(byKey.get(`shipment:${id}`)?.attributes["bill_of_lading_number"]);
  const [containers, shipments] = await Promise.all([
    containerIds.length
      ? db.container.findMany({
          where: { workspaceId, upstreamId: { in: containerIds } },
          select: { number: true, refNumbers: true },
        })
      : [],
    shipmentIds.length
      ? db.shipment.findMany({
          where: { workspaceId, upstreamId: { in: shipmentIds } },
          select: { billOfLading: true, refNumbers: true },
        })
      : [],
  ]);
  for (const c of containers) [c.number, ...c.refNumbers].forEach(add);
  for (const s of shipments) [s.billOfLading, ...s.refNumbers].forEach(add);
  return [...found];
}

/** The payload of the representation already stored for a document, when an answer (PATCH) did not include it. */
async function storedExtraction(workspaceId: string, upstreamId: string, hasOne: boolean): Promise<unknown> {
  if (!hasOne) return null;
  const stored = await db.documentRepresentation.findFirst({
    where: { workspaceId, document: { upstreamId } },
    orderBy: { syncedAt: "desc" },
    select: { raw: true },
  });
  const raw = stored?.raw;
  const attributes = typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw["attributes"] : null;
  return typeof attributes === "object" && attributes !== null && !Array.isArray(attributes)
    ? attributes["payload"]
    : null;
}

async function applyEmail(workspaceId: string, r: Resource): Promise<void> {
  const columns = { ...emailColumns(r), raw: jsonRequired(r), syncedAt: new Date() };
  // Documents embed a short variant (body_preview, no body): it may create the row but never replaces a full one.
  const full = "body" in r.attributes || "documents_count" in r.attributes;
  await db.emailSubmission.upsert({
    where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
    create: { workspaceId, upstreamId: r.id, ...columns },
    update: full ? columns : {},
  });
}

/** Documents with their representations, and email submissions, as resources (from a list or a webhook). */
export async function applyDocuments(
  workspaceId: string,
  resources: Resource[],
  options: ApplyDocumentsOptions = {},
): Promise<number> {
  let changed = 0;
  const seen = new Set<string>();
  for (const r of resources.filter((item) => item.type === "email_submission")) {
    if (seen.has(`e:${r.id}`)) continue;
    seen.add(`e:${r.id}`);
    await applyEmail(workspaceId, r);
    changed += 1;
  }
  const representations = new Map(
    resources.filter((item) => item.type === "document_representation").map((item) => [item.id, item]),
  );
  const failed = new Set(options.extractionFailedIds ?? []);
  for (const r of resources.filter((item) => item.type === "document" || item.type === "split_document")) {
    if (seen.has(`d:${r.id}`)) continue;
    seen.add(`d:${r.id}`);
    const previous = await db.document.findUnique({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
      select: { extractionFailed: true },
    });
    const base = documentColumns(r, { extractionFailed: failed.has(r.id) || (previous?.extractionFailed ?? false) });
    const repId = relatedId(r, "last_document_representation")?.id ?? relatedId(r, "current_extraction")?.id;
    const rep = repId ? representations.get(repId) : undefined;
    // The numbers the document itself names count too: the service's linking can miss a box its extraction found.
    const named = extractedReferences(
      rep ? rep.attributes["payload"] : await storedExtraction(workspaceId, r.id, repId !== undefined),
    );
    const linked = await referencesOf(workspaceId, resources, base.shipmentUpstreamIds, base.containerUpstreamIds);
    const columns = {
      ...base,
      references: [...new Set([...linked, ...named])],
      raw: jsonRequired(r),
      syncedAt: new Date(),
    };
    const document = await db.document.upsert({
      where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } },
      create: { workspaceId, upstreamId: r.id, ...columns },
      update: columns,
      select: { id: true },
    });
    if (rep) {
      await db.documentRepresentation.upsert({
        where: { workspaceId_upstreamId: { workspaceId, upstreamId: rep.id } },
        create: { workspaceId, documentId: document.id, upstreamId: rep.id, raw: jsonRequired(rep) },
        update: { documentId: document.id, raw: jsonRequired(rep), syncedAt: new Date() },
      });
    }
    changed += 1;
  }
  if (changed > 0) await notifyLive(workspaceId, "documents");
  return changed;
}

/** Sync of documents and email submissions (small lists; a few requests). */
export async function syncDocuments(
  workspaceId: string,
  priority: "background" | "interactive" = "background",
): Promise<number> {
  const { client } = await upstreamFor(workspaceId, priority);
  let count = 0;
  for await (const page of client.pages("email_submissions"))
    count += await applyDocuments(workspaceId, [...asArray(page.data), ...page.included]);
  for await (const page of client.pages("documents", { include: "last_document_representation,shipments,cargos" }))
    count += await applyDocuments(workspaceId, [...asArray(page.data), ...page.included]);
  return count;
}
