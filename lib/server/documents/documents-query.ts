import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import type { DocumentList } from "@/lib/shared/document-api";
import type { DocumentsQuery } from "@/lib/validations/documents";

import { DOCUMENT_ROW_SELECT, toDocumentRows } from "./document-row";

const ORDER: Record<DocumentsQuery["sort"], (dir: Prisma.SortOrder) => Prisma.DocumentOrderByWithRelationInput[]> = {
  created: (dir) => [{ upstreamCreatedAt: { sort: dir, nulls: "last" } }, { id: dir }],
  name: (dir) => [{ name: { sort: dir, nulls: "last" } }, { id: dir }],
  type: (dir) => [{ documentType: { sort: dir, nulls: "first" } }, { upstreamCreatedAt: "desc" }, { id: dir }],
  size: (dir) => [{ sizeBytes: { sort: dir, nulls: "last" } }, { id: dir }],
  state: (dir) => [{ processingState: dir }, { upstreamCreatedAt: "desc" }, { id: dir }],
};

export function documentsWhere(
  workspaceId: string,
  query: Pick<DocumentsQuery, "type" | "source" | "filename" | "reference">,
): Prisma.DocumentWhereInput {
  // A part merged into another here is no longer a document of its own in the inbox.
  const where: Prisma.DocumentWhereInput = { workspaceId, mergedIntoId: null };
  if (query.type === "unclassified") where.documentType = null;
  else if (query.type) where.documentType = query.type;
  if (query.source) where.source = query.source;
  const and: Prisma.DocumentWhereInput[] = [];
  if (query.filename)
    and.push({
      OR: [
        { name: { contains: query.filename, mode: "insensitive" } },
        { fileName: { contains: query.filename, mode: "insensitive" } },
      ],
    });
  if (query.reference) {
    const reference = query.reference.toUpperCase();
    // Named by the document or linked by the service, unless unlinked by hand; or linked by hand.
    and.push({
      OR: [
        {
          references: { has: reference },
          NOT: { links: { some: { linked: false, targetNumber: { equals: reference, mode: "insensitive" } } } },
        },
        { links: { some: { linked: true, targetNumber: { equals: reference, mode: "insensitive" } } } },
      ],
    });
  }
  if (and.length) where.AND = and;
  return where;
}

/** One page of the workspace's documents, filtered and sorted in PostgreSQL. */
export async function listDocuments(workspaceId: string, query: DocumentsQuery): Promise<DocumentList> {
  const where = documentsWhere(workspaceId, query);
  const offset = query.cursor ? Number(query.cursor) : 0;
  const [rows, total] = await Promise.all([
    db.document.findMany({
      where,
      orderBy: ORDER[query.sort](query.dir),
      skip: offset,
      take: query.limit,
      select: DOCUMENT_ROW_SELECT,
    }),
    db.document.count({ where }),
  ]);
  const next = offset + rows.length;
  return {
    data: await toDocumentRows(workspaceId, rows),
    total,
    nextCursor: next < total && rows.length > 0 ? String(next) : null,
  };
}
