import "server-only";

import { db } from "@/lib/server/db";
import { errorText } from "@/lib/server/error-text";
import { logger } from "@/lib/server/logger";

import { UpstreamError } from "../upstream/errors";

import { fetchContainer } from "./refresh";

// Boxes two same-second deliveries disagreed on (cache/containers.ts marks them) are read again from the service.
// A mark is taken at least a second after it was made: every event stamped with that second happened before the
// read, so no later delivery of the same second can be newer than what the read stores. Rows are claimed with
// SKIP LOCKED, so two workers never read the same box; a read that fails puts the mark back.
const MIN_AGE_MS = 1_000;

type Claimed = { id: string; workspace_id: string; upstream_id: string };

/** Reads up to `limit` marked boxes (of every workspace, or of one); returns how many were claimed. */
export async function settleMarked(options: { limit?: number; workspaceId?: string } = {}): Promise<number> {
  const limit = options.limit ?? 10;
  const minAge = `${MIN_AGE_MS} milliseconds`;
  const workspace = options.workspaceId ?? null;
  const rows = await db.$queryRaw<Claimed[]>`
    UPDATE containers SET settle_requested_at = NULL
    WHERE id IN (
      SELECT id FROM containers
      WHERE settle_requested_at IS NOT NULL AND settle_requested_at <= clock_timestamp() - ${minAge}::interval
        AND (${workspace}::uuid IS NULL OR workspace_id = ${workspace}::uuid)
      ORDER BY settle_requested_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id::text, workspace_id::text, upstream_id`;
  for (const row of rows) {
    try {
      await fetchContainer(row.workspace_id, row.upstream_id, { priority: "background", ref: "settle" });
    } catch (error) {
      // The service no longer knows the box: nothing to settle against (the sweep marks it gone).
      if (error instanceof UpstreamError && error.kind === "not_found") continue;
      await db.container.updateMany({ where: { id: row.id }, data: { settleRequestedAt: new Date() } });
      logger.warn("could not read a box two deliveries disagreed on; it stays marked", {
        workspaceId: row.workspace_id,
        upstreamId: row.upstream_id,
        error: errorText(error),
      });
    }
  }
  return rows.length;
}
