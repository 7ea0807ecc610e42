import "server-only";

import { logger } from "@/lib/server/logger";
import { notifyLive } from "@/lib/server/live/notify";

import { applyParties, relinkCustomers, removeUnlistedParties } from "../cache/customers";
import { UpstreamError } from "../upstream/errors";
import type { UpstreamClient } from "../upstream/client";

/**
 * The account's customers (GET /parties, 100 a page: one request for most accounts), read with the sync's own
 * client so they share its budget, then every stored shipment and container linked to its party. Run at the
 * start of the backfill and of each sweep, before the shipments, so shipments read in the same run link at
 * once. An account or plan that cannot list parties keeps its customer names as free text: the sweep goes on.
 */
export async function syncParties(
  workspaceId: string,
  client: UpstreamClient,
): Promise<{ parties: number; relinked: number }> {
  const listed = new Set<string>();
  try {
    for await (const page of client.pages("parties")) {
      const rows = page.data === null ? [] : Array.isArray(page.data) ? page.data : [page.data];
      await applyParties(workspaceId, rows);
      for (const row of rows) if (row.type === "party") listed.add(row.id);
    }
  } catch (error) {
    if (error instanceof UpstreamError && !error.transient) {
      logger.warn("customers (parties) not readable; customer names stay as the shipments send them", {
        workspaceId,
        kind: error.kind,
        status: error.upstreamStatus,
      });
      return { parties: 0, relinked: 0 };
    }
    throw error;
  }
  await removeUnlistedParties(workspaceId, listed);
  const changed = await relinkCustomers(workspaceId);
  if (changed.length > 0) await notifyLive(workspaceId, "containers", changed);
  return { parties: listed.size, relinked: changed.length };
}
