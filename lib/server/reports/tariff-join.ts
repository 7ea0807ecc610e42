import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";

// The demurrage tariff version that applies to `containers c`: the terminal's (by FIRMS code or upstream id) wins
// over the line's (by SCAC), a tariff for the box's size over one for every size. A LATERAL join so each box picks
// at most one; among equals the lowest version id, as the board's evaluation (lib/domain/tariff-match.ts) picks.
// `on`: the local date whose version counts (SQL, e.g. the box's own today); without it, each tariff's open-ended
// version (the tariffs still in use, at their newest rates).
export function tariffJoin(workspaceId: string, on?: Prisma.Sql): Prisma.Sql {
  const inForce = on
    ? Prisma.sql`t.effective_from <= ${on} AND (t.effective_to IS NULL OR ${on} <= t.effective_to)`
    : Prisma.sql`t.effective_to IS NULL`;
  return Prisma.sql`LEFT JOIN LATERAL (
      SELECT t.id, t.tariff_id, t.free_days FROM tariffs t
      WHERE t.workspace_id = ${workspaceId}::uuid AND ${inForce}
        AND (t.equipment_length IS NULL OR t.equipment_length = c.equipment_length)
        AND ((t.scope = 'terminal' AND t.scope_key IN (c.terminal_firms_code, c.pod_terminal_upstream_id))
          OR (t.scope = 'line' AND t.scope_key = c.shipping_line_scac))
      ORDER BY (t.scope = 'terminal') DESC, (t.equipment_length IS NOT NULL) DESC, t.id
      LIMIT 1
    ) tm ON true`;
}
