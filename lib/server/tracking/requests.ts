import "server-only";

import { z } from "zod";

import { db } from "@/lib/server/db";
import { UpstreamError } from "@/lib/server/upstream/errors";
import { AppError } from "@/lib/shared/app-error";
import {
  UNCONFIRMED,
  type CreateItemResult,
  type TrackingItem,
  type TrackingListResponse,
  type TrackingRequestView,
  type trackingListQuerySchema,
} from "@/lib/shared/tracking-api";

import { createOneTrackingRequest } from "./create";

// The intake's server side: list the cached tracking requests, tell which numbers are already tracked, and
// create requests one by one through the shared upstream client and budget (./create.ts).

const ACTIVE = ["pending", "awaiting_manifest", "created", "succeeded"];

export async function listTrackingRequests(
  workspaceId: string,
  query: z.infer<typeof trackingListQuerySchema>,
): Promise<TrackingListResponse> {
  // A request retried is shown by its retry: the failed one is history, not a second row to act on.
  const where = {
    workspaceId,
    supersededById: null,
    ...(query.status ? { status: query.status === "succeeded" ? { in: ["succeeded", "created"] } : query.status } : {}),
    ...(query.q ? { requestNumber: { contains: query.q.toUpperCase() } } : {}),
  };
  const [rows, groups] = await Promise.all([
    db.trackingRequest.findMany({
      where,
      orderBy: [{ upstreamCreatedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      take: query.limit,
    }),
    db.trackingRequest.groupBy({
      by: ["status"],
      where: { workspaceId, supersededById: null },
      _count: { _all: true },
    }),
  ]);
  const shipmentIds = rows
    .filter((row) => row.trackedObjectType === "shipment" && row.trackedObjectUpstreamId)
    .map((row) => row.trackedObjectUpstreamId as string);
  const shipments = shipmentIds.length
    ? await db.shipment.findMany({
        where: { workspaceId, upstreamId: { in: shipmentIds } },
        select: { upstreamId: true, lineTrackingStoppedAt: true },
      })
    : [];
  const stopped = new Map(shipments.map((s) => [s.upstreamId, s.lineTrackingStoppedAt !== null]));
  const data: TrackingRequestView[] = rows.map((row) => ({
    id: row.id,
    requestNumber: row.requestNumber,
    requestType: row.requestType,
    scac: row.scac,
    status: row.status,
    failedReason: row.failedReason,
    createdAt: row.upstreamCreatedAt?.toISOString() ?? null,
    updatedAt: row.upstreamUpdatedAt?.toISOString() ?? null,
    shipmentId: row.trackedObjectType === "shipment" ? row.trackedObjectUpstreamId : null,
    trackingStopped: row.trackedObjectUpstreamId ? (stopped.get(row.trackedObjectUpstreamId) ?? false) : false,
  }));
  const counts: Record<string, number> = {};
  for (const group of groups) counts[group.status] = group._count._all;
  return { data, counts };
}

/** Which of these numbers are already tracked: a container on the board, a shipment's BOL, or an active request. */
export async function trackedNumbers(workspaceId: string, numbers: string[]): Promise<string[]> {
  const wanted = [...new Set(numbers.filter(Boolean))];
  if (wanted.length === 0) return [];
  const [containers, shipments, requests] = await Promise.all([
    db.container.findMany({ where: { workspaceId, number: { in: wanted } }, select: { number: true } }),
    db.shipment.findMany({
      where: { workspaceId, billOfLading: { in: wanted }, lineTrackingStoppedAt: null },
      select: { billOfLading: true },
    }),
    db.trackingRequest.findMany({
      where: { workspaceId, requestNumber: { in: wanted }, status: { in: ACTIVE } },
      select: { requestNumber: true },
    }),
  ]);
  const found = new Set<string>([
    ...containers.map((c) => c.number),
    ...shipments.flatMap((s) => (s.billOfLading ? [s.billOfLading] : [])),
    ...requests.map((r) => r.requestNumber),
  ]);
  return wanted.filter((number) => found.has(number));
}

function failure(item: TrackingItem, error: unknown): CreateItemResult {
  // The request went out and no answer came back in time: it may well exist at the service. Never "not sent":
  // the queue shows it once the service answers (the tracking-request sync reconciles it).
  if (error instanceof UpstreamError && error.kind === "timeout")
    return {
      ok: false,
      requestNumber: item.requestNumber,
      code: UNCONFIRMED,
      message: "Sent; the tracking service has not answered yet. The queue shows the request once it does.",
    };
  if (error instanceof AppError) {
    return {
      ok: false,
      requestNumber: item.requestNumber,
      code: error.code,
      message: error.message,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  return {
    ok: false,
    requestNumber: item.requestNumber,
    code: "internal",
    message: "The request could not be created. Try again.",
  };
}

/**
 * Creates requests in order. After a rate limit the rest of the batch is not attempted (each would only
 * spend budget to be refused); they come back `rate_limited` so the page waits and resends them.
 */
export async function createTrackingRequests(workspaceId: string, items: TrackingItem[]): Promise<CreateItemResult[]> {
  const results: CreateItemResult[] = [];
  let limited: CreateItemResult | null = null;
  for (const item of items) {
    if (limited && !limited.ok) {
      results.push({ ...limited, requestNumber: item.requestNumber });
      continue;
    }
    try {
      const created = await createOneTrackingRequest(workspaceId, item);
      results.push({ ok: true, requestNumber: item.requestNumber, id: created.id, status: created.status });
    } catch (error) {
      const result = failure(item, error);
      if (!result.ok && result.code === "rate_limited") limited = result;
      results.push(result);
    }
  }
  return results;
}

/**
 * Sends a request again with the same number and type (a new request at the service): with the carrier the
 * dispatcher picked, else the one it had. A request whose carrier could not be detected needs one picked, since
 * auto-detecting again can only fail the same way.
 */
export async function retryTrackingRequest(
  workspaceId: string,
  id: string,
  pickedScac: string | null = null,
): Promise<CreateItemResult> {
  const row = z.uuid().safeParse(id).success
    ? await db.trackingRequest.findFirst({ where: { id, workspaceId } })
    : null;
  if (!row) throw new AppError("not_found", "That tracking request is not in this workspace.");
  const scac = pickedScac ?? row.scac;
  if (!scac && row.failedReason === "scac_auto_detect_failed") {
    throw new AppError(
      "validation_failed",
      "The service could not detect the carrier from this number: pick the shipping line, then retry.",
    );
  }
  const requestType =
    row.requestType === "container" || row.requestType === "booking_number" ? row.requestType : "bill_of_lading";
  const [result] = await createTrackingRequests(workspaceId, [{ requestType, requestNumber: row.requestNumber, scac }]);
  if (!result) throw new AppError("internal", "The retry produced no result.");
  // The new request takes the failed one's place in the queue (the service keeps both).
  if (result.ok && result.id)
    await db.trackingRequest.update({ where: { id: row.id }, data: { supersededById: result.id } });
  return result;
}
