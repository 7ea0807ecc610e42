import "server-only";

import { db } from "@/lib/server/db";

/**
 * `q`: container, BOL, booking or reference number by substring, case-insensitively (LIKE wildcards escaped).
 * The service's container and shipment carry no booking number: a booking is known by the tracking request
 * that created the shipment.
 */
export async function searchIds(workspaceId: string, q: string): Promise<string[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // One branch per indexed column (trigram indexes on container_search, kept by triggers on containers): an OR
  // across them, or with the bookings' subquery, would read every row of the workspace.
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT container_id AS id FROM container_search
      WHERE workspace_id = ${workspaceId}::uuid AND number ILIKE ${pattern}
    UNION SELECT container_id FROM container_search
      WHERE workspace_id = ${workspaceId}::uuid AND bill_of_lading ILIKE ${pattern}
    UNION SELECT container_id FROM container_search
      WHERE workspace_id = ${workspaceId}::uuid AND ref_numbers ILIKE ${pattern}
    UNION SELECT c.id FROM tracking_requests t
      JOIN containers c ON c.workspace_id = t.workspace_id AND c.shipment_upstream_id = t.tracked_object_upstream_id
      WHERE t.workspace_id = ${workspaceId}::uuid AND t.request_type = 'booking_number' AND t.request_number ILIKE ${pattern}`;
  return rows.map((row) => row.id);
}
