import "server-only";

import { db } from "@/lib/server/db";
import type { FilterOptions } from "@/lib/shared/report-api";

/**
 * The values the filters can take in this workspace (distinct, from the cache's indexed columns). Terminals
 * are keyed by the service's terminal id, as on the board: many terminals have no FIRMS code.
 */
export async function filterOptions(workspaceId: string): Promise<FilterOptions> {
  const [terminals, lines, customers] = await Promise.all([
    db.$queryRaw<{ value: string; label: string }[]>`
      SELECT DISTINCT coalesce(pod_terminal_upstream_id, terminal_firms_code) AS value, coalesce(terminal_name, terminal_firms_code, pod_terminal_upstream_id) AS label
      FROM containers WHERE workspace_id = ${workspaceId}::uuid AND coalesce(pod_terminal_upstream_id, terminal_firms_code) IS NOT NULL ORDER BY 2`,
    db.$queryRaw<
      { v: string }[]
    >`SELECT DISTINCT shipping_line_scac AS v FROM containers WHERE workspace_id = ${workspaceId}::uuid AND shipping_line_scac IS NOT NULL ORDER BY 1`,
    db.$queryRaw<
      { v: string }[]
    >`SELECT DISTINCT customer_name AS v FROM containers WHERE workspace_id = ${workspaceId}::uuid AND customer_name IS NOT NULL ORDER BY 1`,
  ]);
  return { terminals, lines: lines.map((row) => row.v), customers: customers.map((row) => row.v) };
}
