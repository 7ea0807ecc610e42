import "server-only";

import { db } from "@/lib/server/db";
import { notifyLive } from "@/lib/server/live/notify";

import { jsonRequired } from "../cache/json";
import { instant, str } from "../cache/normalize";
import { relatedId, type Resource } from "../upstream/json-api";

import { asArray } from "./lists";
import { upstreamFor } from "./upstream";

/** Documents with their representations, and email submissions, as resources (from a list or a webhook). */
export async function applyDocuments(workspaceId: string, resources: Resource[]): Promise<number> {
  let changed = 0;
  for (const r of resources.filter((item) => item.type === "email_submission")) {
    const a = r.attributes;
    const columns = { subject: str(a["subject"]), fromAddress: str(a["from"]) ?? str(a["from_address"]) ?? str(a["sender"]), receivedAt: instant(a["received_at"]) ?? instant(a["created_at"]), raw: jsonRequired(r), syncedAt: new Date() };
    await db.emailSubmission.upsert({ where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } }, create: { workspaceId, upstreamId: r.id, ...columns }, update: columns });
    changed += 1;
  }
  const representations = new Map(resources.filter((item) => item.type === "document_representation").map((item) => [item.id, item]));
  for (const r of resources.filter((item) => item.type === "document" || item.type === "split_document")) {
    const a = r.attributes;
    const columns = {
      name: str(a["name"]) ?? str(a["filename"]),
      documentType: str(a["document_type_manual"]) ?? str(a["document_type"]),
      emailSubmissionUpstreamId: relatedId(r, "email_submission")?.id ?? null,
      parentUpstreamId: relatedId(r, "parent_document")?.id ?? null,
      upstreamCreatedAt: instant(a["created_at"]),
      raw: jsonRequired(r),
      syncedAt: new Date(),
    };
    const document = await db.document.upsert({ where: { workspaceId_upstreamId: { workspaceId, upstreamId: r.id } }, create: { workspaceId, upstreamId: r.id, ...columns }, update: columns, select: { id: true } });
    const repId = relatedId(r, "last_document_representation")?.id;
    const rep = repId ? representations.get(repId) : undefined;
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
export async function syncDocuments(workspaceId: string): Promise<number> {
  const { client } = await upstreamFor(workspaceId, "background");
  let count = 0;
  for await (const page of client.pages("email_submissions")) count += await applyDocuments(workspaceId, [...asArray(page.data), ...page.included]);
  for await (const page of client.pages("documents", { include: "last_document_representation" })) count += await applyDocuments(workspaceId, [...asArray(page.data), ...page.included]);
  return count;
}
