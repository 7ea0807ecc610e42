import "server-only";

import { applyDocuments } from "../sync/documents";
import { asArray } from "../sync/lists";
import { toAppError } from "../sync/refresh";
import { upstreamFor } from "../sync/upstream";

import { findDocument } from "./detail";

/** Sets (or clears, with null) the manual type at the service, then caches the answer. */
export async function setManualType(workspaceId: string, id: string, manualType: string | null): Promise<void> {
  const row = await findDocument(workspaceId, id);
  const { client } = await upstreamFor(workspaceId, "interactive");
  try {
    await client.patch(`documents/${encodeURIComponent(row.upstreamId)}`, { data: { type: "document", attributes: { document_type_manual: manualType } } });
    // PATCH answers without includes; read it back whole so links and the representation stay.
    const fresh = await client.get(`documents/${encodeURIComponent(row.upstreamId)}`, { include: "last_document_representation,shipments,cargos" });
    await applyDocuments(workspaceId, [...asArray(fresh.data), ...fresh.included]);
  } catch (error) {
    throw toAppError(error);
  }
}

/** The file's short-lived download URL, fetched with the stored key (the key never reaches the browser). */
export async function downloadUrl(workspaceId: string, id: string): Promise<{ url: string; name: string; contentType: string | null }> {
  const row = await findDocument(workspaceId, id);
  const { client } = await upstreamFor(workspaceId, "interactive");
  try {
    const answer = await client.get(`documents/${encodeURIComponent(row.upstreamId)}/download_url`);
    const url = answer.meta?.["download_url"];
    if (typeof url !== "string" || !/^https?:\/\//.test(url)) throw new Error("no download_url in the answer");
    return { url, name: (typeof row.fileName === "string" ? row.fileName : null) ?? (typeof row.name === "string" ? row.name : "document"), contentType: typeof row.contentType === "string" ? row.contentType : null };
  } catch (error) {
    throw toAppError(error);
  }
}
