import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";

// The tariff that applies to `containers c`: the terminal's (by FIRMS code or upstream id) wins over the
// line's (by SCAC); none → the box is not estimated. A LATERAL join so each box picks at most one; among equals
// the lowest id, as the board's evaluation (lib/domain/tariff-match.ts over tariffs read in id order) picks.
export function tariffJoin(workspaceId: string): Prisma.Sql {
  return Prisma.sql`LEFT JOIN LATERAL (
      SELECT t.id, t.free_days FROM tariffs t
      WHERE t.workspace_id = ${workspaceId}::uuid
        AND ((t.scope = 'terminal' AND t.scope_key IN (c.terminal_firms_code, c.pod_terminal_upstream_id))
          OR (t.scope = 'line' AND t.scope_key = c.shipping_line_scac))
      ORDER BY (t.scope = 'terminal') DESC, t.id
      LIMIT 1
    ) tm ON true`;
}
