import "server-only";

import { DOCUMENT_TYPE_LABELS } from "@/lib/domain/document-facts";
import type { DocumentTypeOption } from "@/lib/shared/document-api";

import { upstreamFor } from "../sync/upstream";

// The service's list of document types changes rarely; it is read at most every ten minutes per workspace, and
// our own labels stand in when the (beta) endpoint does not answer.
const TTL_MS = 10 * 60_000;
const cache = new Map<string, { at: number; types: DocumentTypeOption[] }>();

const FALLBACK: DocumentTypeOption[] = Object.entries(DOCUMENT_TYPE_LABELS).map(([code, label]) => ({ code, label }));

export async function documentTypes(workspaceId: string): Promise<DocumentTypeOption[]> {
  const hit = cache.get(workspaceId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.types;
  try {
    const { client } = await upstreamFor(workspaceId, "interactive");
    const answer = await client.get("documents/types");
    const raw = answer.meta?.["document_types"];
    const types = Array.isArray(raw)
      ? raw.flatMap((item: unknown) => {
          const t = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
          return typeof t["code"] === "string"
            ? [{ code: t["code"], label: typeof t["label"] === "string" ? t["label"] : t["code"] }]
            : [];
        })
      : [];
    const result = types.length ? types : FALLBACK;
    cache.set(workspaceId, { at: Date.now(), types: result });
    return result;
  } catch {
    return FALLBACK;
  }
}
