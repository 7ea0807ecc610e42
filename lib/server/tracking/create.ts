import "server-only";

import { checkContainerNumber } from "@/lib/domain/iso6346";
import { now } from "@/lib/server/clock";
import { asArray } from "@/lib/server/upstream/json-api";
import { applyTrackingRequests } from "@/lib/server/sync/tracking";
import { upstreamFor } from "@/lib/server/sync/upstream";
import { AppError } from "@/lib/shared/app-error";
import type { TrackingItem } from "@/lib/shared/tracking-api";

/**
 * Creates one tracking request through the shared client and budget (create bucket, interactive priority)
 * and caches it. Without a carrier it asks the service to auto-detect it (`auto_detect_vocc_scac`), since the
 * service refuses a blank SCAC otherwise.
 */
export async function createOneTrackingRequest(
  workspaceId: string,
  item: TrackingItem,
): Promise<{ id: string; status: string }> {
  // Routes check this already; here too, because a request spent on a typo costs budget and shows as failed.
  if (item.requestType === "container" && !checkContainerNumber(item.requestNumber).valid) {
    throw new AppError(
      "validation_failed",
      `${item.requestNumber} is not a valid container number (ISO 6346 check digit).`,
    );
  }
  const { client, target } = await upstreamFor(workspaceId, "interactive");
  const attributes = {
    request_type: item.requestType,
    request_number: item.requestNumber,
    ...(item.scac ? { scac: item.scac } : { auto_detect_vocc_scac: true }),
    ...(item.refNumbers?.length ? { ref_numbers: item.refNumbers } : {}),
  };
  const document = await client.post("tracking_requests", { data: { type: "tracking_request", attributes } });
  const resource = asArray(document.data)[0];
  if (!resource) throw new Error("the tracking service returned no tracking request");
  const [id] = await applyTrackingRequests(workspaceId, [resource], await now(target.mode));
  const status = resource.attributes["status"];
  return { id: id ?? "", status: typeof status === "string" ? status : "pending" };
}
