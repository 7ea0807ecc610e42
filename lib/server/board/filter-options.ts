import "server-only";

import { sizeTypeLabel } from "@/lib/domain/size-type";
import { db } from "@/lib/server/db";
import { ON_THE_BOARD } from "@/lib/server/sql/board-sql";
import { createVersionedCache } from "@/lib/server/versioned-cache";
import type { FilterChoice, FilterOptionsResponse } from "@/lib/shared/board-api";

// The board's filter choices over every box on the workspace's board, not the rows a browser happens to have
// loaded: a terminal with one box deep down the list is still offered. Values are the ones GET /api/containers
// filters on (lib/server/containers/query.ts whereOf). Kept half a minute per workspace: the lists change only
// when a new terminal, line, customer or tag appears, and a stale count for that long misleads no one.
const memo = createVersionedCache({ ttlMs: 30_000, maxEntries: 500 });

type Row = { value: string | null; label: string | null; count: number };

// The board's own scope: returned boxes and boxes the service no longer lists are off it.
const choice = (rows: Row[]): FilterChoice[] =>
  rows
    .flatMap((r) => (r.value ? [{ value: r.value, label: r.label || r.value, count: r.count }] : []))
    .sort((a, b) => a.label.localeCompare(b.label, "en") || a.value.localeCompare(b.value));

async function load(workspaceId: string): Promise<FilterOptionsResponse> {
  const [terminals, lines, customers, parties, tags, statuses, vessels, sizes] = await Promise.all([
    db.$queryRaw<Row[]>`
      SELECT coalesce(c.pod_terminal_upstream_id, c.terminal_firms_code, c.terminal_name) AS value,
             coalesce(max(c.terminal_name), max(c.terminal_firms_code)) AS label, count(*)::int AS count
      FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND ${ON_THE_BOARD}
      GROUP BY 1`,
    db.$queryRaw<Row[]>`
      SELECT c.shipping_line_scac AS value,
             CASE WHEN max(c.shipping_line_name) IS NULL THEN c.shipping_line_scac ELSE c.shipping_line_scac || ' · ' || max(c.shipping_line_name) END AS label,
             count(*)::int AS count
      FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND ${ON_THE_BOARD}
      GROUP BY 1`,
    db.$queryRaw<Row[]>`
      SELECT coalesce(c.customer_party_upstream_id, c.customer_name) AS value,
             coalesce(max(p.company_name), max(c.customer_name)) AS label, count(*)::int AS count
      FROM containers c
      LEFT JOIN parties p ON p.workspace_id = c.workspace_id AND p.upstream_id = c.customer_party_upstream_id
      WHERE c.workspace_id = ${workspaceId}::uuid AND ${ON_THE_BOARD}
      GROUP BY 1`,
    db.party.findMany({ where: { workspaceId }, select: { upstreamId: true, companyName: true } }),
    db.$queryRaw<Row[]>`
      SELECT tag AS value, tag AS label, count(*)::int AS count
      FROM containers c, unnest(c.tags) AS tag
      WHERE c.workspace_id = ${workspaceId}::uuid AND ${ON_THE_BOARD}
      GROUP BY 1`,
    db.$queryRaw<Row[]>`
      SELECT c.current_status AS value, replace(c.current_status, '_', ' ') AS label, count(*)::int AS count
      FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND ${ON_THE_BOARD}
      GROUP BY 1`,
    db.$queryRaw<Row[]>`
      SELECT c.pod_vessel_name AS value, c.pod_vessel_name AS label, count(*)::int AS count
      FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND ${ON_THE_BOARD}
      GROUP BY 1`,
    db.$queryRaw<Row[]>`
      SELECT c.size_type AS value, c.size_type AS label, count(*)::int AS count
      FROM containers c WHERE c.workspace_id = ${workspaceId}::uuid AND ${ON_THE_BOARD}
      GROUP BY 1`,
  ]);
  // The service's customers are offered even with no box on the board yet (a view saved for next week's boxes).
  const withBoxes = new Set(customers.map((c) => c.value));
  const idle = parties
    .filter((p) => !withBoxes.has(p.upstreamId))
    .map((p): Row => ({ value: p.upstreamId, label: p.companyName, count: 0 }));
  return {
    terminals: choice(terminals),
    lines: choice(lines),
    customers: choice([...customers, ...idle]),
    tags: choice(tags),
    statuses: choice(statuses),
    vessels: choice(vessels),
    sizes: choice(
      sizes.map((row) => ({ ...row, label: row.value ? `${row.value} · ${sizeTypeLabel(row.value)}` : null })),
    ),
  };
}

export function filterOptionsFor(workspaceId: string): Promise<FilterOptionsResponse> {
  return memo.get(workspaceId, "", () => load(workspaceId));
}
