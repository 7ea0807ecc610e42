import "server-only";

import { now } from "@/lib/server/clock";
import { logger } from "@/lib/server/logger";

import { UpstreamError } from "../upstream/errors";

import { syncHazmat, type HazmatSyncResult } from "./hazmat-sync";
import { upstreamFor } from "./upstream";
import { refreshVesselPositions, type VesselPositionsResult } from "./vessel-positions";

// The arrival facts the container and shipment lists do not carry, read after each backfill and sweep: hazmat
// (a custom field, hazmat-sync.ts), and after each sweep the positions of the vessels boxes are arriving on
// (vessel-positions.ts; not after the backfill, which already spends the budget on the whole account).
// With a client of their own, so the lists' request count stays the lists'. Each part is a nice-to-have beside
// the lists: a service that refuses or fails one is logged and the sweep goes on; the next sweep tries again.

export type ArrivalSyncResult = {
  requests: number;
  hazmat: HazmatSyncResult | null;
  vessels: VesselPositionsResult | null;
};

export async function syncArrivalFacts(
  workspaceId: string,
  options: { positions: boolean },
): Promise<ArrivalSyncResult> {
  const { client, target } = await upstreamFor(workspaceId, "background", { maxRetries: 1 });
  const at = await now(target.mode);
  const hazmat = await tolerant(workspaceId, "hazmat (custom fields)", () => syncHazmat(workspaceId, client));
  const vessels = options.positions
    ? await tolerant(workspaceId, "vessel positions", () => refreshVesselPositions(workspaceId, client, at))
    : null;
  return { requests: client.requests, hazmat, vessels };
}

async function tolerant<T>(workspaceId: string, what: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logger.warn(`${what} not read this sweep`, {
      workspaceId,
      kind: error.kind,
      status: error.upstreamStatus,
      reason: error.reason,
    });
    return null;
  }
}
