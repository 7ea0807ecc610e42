import "server-only";

import { db } from "@/lib/server/db";
import { fileStorePolicy, type FetchPolicy } from "@/lib/server/http/safe-fetch-target";
import { logger } from "@/lib/server/logger";
import { writeAudit, type Actor } from "@/lib/server/work/audit-write";
import { AppError } from "@/lib/shared/app-error";
import { errorText } from "@/lib/server/error-text";

import { applyDocuments } from "../sync/document-sync";
import { upstreamFor } from "../sync/upstream";
import { UpstreamError } from "../upstream/errors";
import { asArray, type JsonApiDocument } from "../upstream/json-api";

import { findDocument } from "./document-detail";

/**
 * A dispatcher sets (or clears, with null) a document's manual type: written back to the service with
 * PATCH /documents/{id} through the workspace's client (interactive budget), and kept here from the service's
 * answer at once, so the inbox shows it even when the read-back that follows fails. Nothing is stored when
 * the service refuses: a type only Quayside knows would be undone by the next sync. The change is audited once
 * stored; a document is not a box, so its entry has no container and names the document in `ref`.
 */
export async function setManualType(actor: Actor, id: string, manualType: string | null): Promise<void> {
  const { workspaceId } = actor;
  const row = await findDocument(workspaceId, id);
  const { client } = await upstreamFor(workspaceId, "interactive");
  const path = `documents/${encodeURIComponent(row.upstreamId)}`;
  let answer: JsonApiDocument;
  try {
    answer = await client.patch(path, {
      data: { type: "document", id: row.upstreamId, attributes: { document_type_manual: manualType } },
    });
  } catch (error) {
    throw manualTypeError(error, manualType);
  }
  const accepted = asArray(answer.data).filter((resource) => resource.id === row.upstreamId);
  if (accepted.length > 0) await applyDocuments(workspaceId, [...accepted, ...answer.included]);
  else
    await db.document.update({
      where: { id: row.id },
      data: { manualType, documentType: manualType ?? row.systemType },
    });
  await db.$transaction((tx) =>
    writeAudit(tx, actor, [
      {
        kind: "document_type",
        containerId: null,
        containerNumber: null,
        changes: [{ field: "manual type", from: row.manualType, to: manualType }],
        ref: row.id,
      },
    ]),
  );
  try {
    // PATCH answers without includes; the read-back refreshes links and the representation. Best effort.
    const fresh = await client.get(path, { include: "last_document_representation,shipments,cargos" });
    await applyDocuments(workspaceId, [...asArray(fresh.data), ...fresh.included]);
  } catch (error) {
    logger.warn("document read-back after a manual type failed; the type is saved", {
      workspaceId,
      documentId: row.id,
      error: errorText(error),
    });
  }
}

/** The service's refusal in words a dispatcher can act on. */
function manualTypeError(error: unknown, manualType: string | null): unknown {
  if (error instanceof UpstreamError && error.kind === "validation") {
    const detail = error.errors[0]?.detail ?? error.reason;
    return new AppError(
      "validation_failed",
      `The tracking service did not accept ${manualType === null ? "clearing the type" : `the type "${manualType}"`}: ${detail}`,
      { details: error.errors },
    );
  }
  if (error instanceof UpstreamError && error.kind === "not_found") {
    return new AppError(
      "not_found",
      "The tracking service no longer has this document, so its type cannot be changed there.",
    );
  }
  return error;
}

/**
 * The file's short-lived download URL, fetched with the stored key (the key never reaches the browser), and
 * where fetching it may go: in simulated mode the simulator's own origin is trusted, otherwise only public https.
 */
export async function downloadUrl(
  workspaceId: string,
  id: string,
): Promise<{ url: string; name: string; contentType: string | null; policy: FetchPolicy }> {
  const row = await findDocument(workspaceId, id);
  const { client, target } = await upstreamFor(workspaceId, "interactive");
  const answer = await client.get(`documents/${encodeURIComponent(row.upstreamId)}/download_url`);
  const url = answer.meta?.["download_url"];
  if (typeof url !== "string" || !URL.canParse(url)) throw new Error("no download_url in the answer");
  const policy = fileStorePolicy(target.mode);
  return {
    url,
    name:
      (typeof row.fileName === "string" ? row.fileName : null) ??
      (typeof row.name === "string" ? row.name : "document"),
    contentType: typeof row.contentType === "string" ? row.contentType : null,
    policy,
  };
}
