import "server-only";

import { db } from "@/lib/server/db";
import { fileStorePolicy, type FetchPolicy } from "@/lib/server/http/safe-fetch-target";
import { notifyLive } from "@/lib/server/live/notify";
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
  if (row.localPart) return setLocalType(actor, row, manualType);
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

/**
 * A part split off here has no document at the service to PATCH: its type is Quayside's alone (sync never
 * touches such a part), audited like any other. Clearing it leaves the part untyped.
 */
async function setLocalType(
  actor: Actor,
  row: { id: string; manualType: string | null },
  manualType: string | null,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.document.update({
      where: { id: row.id },
      data: { manualType, documentType: manualType, processingState: manualType ? "classified" : "uploaded" },
    });
    await writeAudit(tx, actor, [
      {
        kind: "document_type",
        containerId: null,
        containerNumber: null,
        changes: [{ field: "manual type (Quayside only)", from: row.manualType, to: manualType }],
        ref: row.id,
      },
    ]);
  });
  await notifyLive(actor.workspaceId, "documents");
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
  // A part split off here has no file of its own: its pages are read in the packet's.
  const packet =
    row.localPart && row.parentUpstreamId
      ? await db.document.findFirst({
          where: { workspaceId, upstreamId: row.parentUpstreamId },
          select: { upstreamId: true, name: true, fileName: true },
        })
      : null;
  if (row.localPart && !packet)
    throw new AppError("not_found", "This part was split here from a packet that is no longer in the inbox.");
  const { client, target } = await upstreamFor(workspaceId, "interactive");
  const upstreamId = packet?.upstreamId ?? row.upstreamId;
  const answer = await client.get(`documents/${encodeURIComponent(upstreamId)}/download_url`);
  const url = answer.meta?.["download_url"];
  if (typeof url !== "string" || !URL.canParse(url)) throw new Error("no download_url in the answer");
  const policy = fileStorePolicy(target.mode);
  return {
    url,
    name: (packet ? (packet.fileName ?? packet.name) : null) ?? row.fileName ?? row.name ?? "document",
    contentType: row.contentType,
    policy,
  };
}
