import "server-only";

import { explainFailedReason } from "@/lib/domain";
import { db } from "@/lib/server/db";

import { engineSettings } from "./alert-settings";
import { disputeDeadlineEvents } from "./dispute-deadlines";
import { knownKeys, storeEvents, type NewEvent } from "./store-events";

// Facts about the workspace rather than a box: a tracking request failed or expired, a document needs review
// (its type is unknown or extraction failed), a dispute's deadline is near (dispute-deadlines.ts). Of requests and
// documents only recent rows are looked at (synced in the last two days), so turning alerts on does not replay a
// year of old failures.

const RECENT_MS = 2 * 86_400_000;
const UNKNOWN_TYPES = ["unknown", "other"];

export async function deriveWorkspaceEvents(workspaceId: string, now: Date): Promise<number> {
  const since = new Date(Date.now() - RECENT_MS);
  const [requests, documents, disputes] = await Promise.all([
    db.trackingRequest.findMany({
      where: { workspaceId, status: "failed", syncedAt: { gte: since } },
      select: { id: true, requestNumber: true, failedReason: true },
      take: 500,
    }),
    db.document.findMany({
      where: {
        workspaceId,
        syncedAt: { gte: since },
        OR: [{ extractionFailed: true }, { manualType: null, systemType: { in: UNKNOWN_TYPES } }],
      },
      select: { id: true, name: true, fileName: true, extractionFailed: true },
      take: 500,
    }),
    engineSettings(workspaceId).then((settings) => disputeDeadlineEvents(workspaceId, now, settings.timezone)),
  ]);
  const events: NewEvent[] = [
    ...requests.map((request): NewEvent => {
      const explained = explainFailedReason(request.failedReason);
      return {
        kind: "tracking_failed",
        dedupeKey: `tracking_failed:${request.id}:${request.failedReason ?? "unknown"}`,
        containerId: null,
        containerNumber: null,
        data: {
          requestId: request.id,
          number: request.requestNumber,
          status: request.failedReason === "expired" ? "expired" : "failed",
          reason: request.failedReason,
          explanation: `${explained.explanation}${explained.action ? ` ${explained.action}` : ""}`,
        },
      };
    }),
    ...documents.map((document): NewEvent => ({
      kind: "document_review",
      dedupeKey: `document_review:${document.id}:${document.extractionFailed ? "extraction" : "type"}`,
      containerId: null,
      containerNumber: null,
      data: {
        documentId: document.id,
        name: document.name ?? document.fileName,
        reason: document.extractionFailed
          ? "Extraction failed: read it and enter what matters by hand."
          : "Its type is unknown: set the type so it is filed with the right boxes.",
      },
    })),
    ...disputes,
  ];
  const known = await knownKeys(
    db,
    workspaceId,
    events.map((event) => event.dedupeKey),
  );
  return storeEvents(
    db,
    workspaceId,
    events.filter((event) => !known.has(event.dedupeKey)),
    now,
  );
}
