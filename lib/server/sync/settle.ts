import "server-only";

import { db } from "@/lib/server/db";
import { errorText } from "@/lib/server/error-text";
import { logger } from "@/lib/server/logger";

import { UpstreamError } from "../upstream/errors";

import { fetchContainer } from "./refresh";

// Boxes whose deliveries disagreed within one second (cache/containers.ts marks them) are read again from the
// service. A mark is taken at least a second after it was made: every event stamped with that second has
// happened by then, so no later delivery of the same second can be newer than what the read stores. A claim
// moves the mark LEASE ahead (SKIP LOCKED, so two workers never read the same box); a read clears it unless the
// box was marked again meanwhile, and a worker that dies or a read that fails leaves it to be taken again.
const MIN_AGE = "1 second";
const LEASE = "2 minutes";

type Claimed = { id: string; workspace_id: string; upstream_id: string; lease: Date };

/** Reads up to `limit` marked boxes (of every workspace, or of one); returns how many were claimed. */
export async function settleMarked(options: { limit?: number; workspaceId?: string } = {}): Promise<number> {
  const limit = options.limit ?? 10;
  const workspace = options.workspaceId ?? null;
  const rows = await db.$queryRaw<Claimed[]>`
    UPDATE containers SET settle_requested_at = clock_timestamp() + ${LEASE}::interval
    WHERE id IN (
      SELECT id FROM containers
      WHERE settle_requested_at IS NOT NULL AND settle_requested_at <= clock_timestamp() - ${MIN_AGE}::interval
        AND (${workspace}::uuid IS NULL OR workspace_id = ${workspace}::uuid)
      ORDER BY settle_requested_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id::text, workspace_id::text, upstream_id, settle_requested_at AS lease`;
  for (const row of rows) {
    try {
      await fetchContainer(row.workspace_id, row.upstream_id, { priority: "background", ref: "settle" });
    } catch (error) {
      // The service no longer knows the box: nothing to settle against (the sweep marks it gone).
      if (!(error instanceof UpstreamError && error.kind === "not_found")) {
        logger.warn("could not read a box its deliveries disagreed on; it is read again later", {
          workspaceId: row.workspace_id,
          upstreamId: row.upstream_id,
          error: errorText(error),
        });
        continue;
      }
    }
    await db.container.updateMany({
      where: { id: row.id, settleRequestedAt: row.lease },
      data: { settleRequestedAt: null },
    });
  }
  return rows.length;
}
