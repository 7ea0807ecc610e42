import "server-only";

import { db } from "@/lib/server/db";

/**
 * `q`: container, BOL, booking or reference number by substring, case-insensitively (LIKE wildcards escaped).
 * The service's container and shipment carry no booking number: a booking is known by the tracking request
 * that created the shipment.
 */
export async function searchIds(workspaceId: string, q: string): Promise<string[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT id FROM containers
    WHERE workspace_id = ${workspaceId}::uuid
      AND (number ILIKE ${pattern} OR bill_of_lading ILIKE ${pattern}
           OR EXISTS (SELECT 1 FROM unnest(ref_numbers) AS ref WHERE ref ILIKE ${pattern})
           OR shipment_upstream_id IN (
             SELECT tracked_object_upstream_id FROM tracking_requests
             WHERE workspace_id = ${workspaceId}::uuid AND request_type = 'booking_number' AND request_number ILIKE ${pattern}))`;
  return rows.map((row) => row.id);
}
