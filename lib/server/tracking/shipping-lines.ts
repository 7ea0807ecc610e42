import "server-only";

import { applyReference } from "@/lib/server/cache/reference";
import { db } from "@/lib/server/db";
import { asArray } from "@/lib/server/upstream/json-api";
import { upstreamFor } from "@/lib/server/sync/upstream";
import type { ShippingLineOption } from "@/lib/shared/tracking-api";

// The SCAC picker's list. Read from the cache; the first time (fewer lines cached than the service knows)
// the full list is read once through the shared client and budget and cached for everyone.
const ENOUGH = 10;

async function cached(workspaceId: string): Promise<ShippingLineOption[]> {
  const rows = await db.shippingLine.findMany({
    where: { workspaceId, scac: { not: null } },
    select: { scac: true, name: true },
    orderBy: { name: "asc" },
  });
  return rows.flatMap((row) => (row.scac ? [{ scac: row.scac, name: row.name ?? row.scac }] : []));
}

export async function listShippingLines(workspaceId: string): Promise<ShippingLineOption[]> {
  const lines = await cached(workspaceId);
  if (lines.length >= ENOUGH) return lines;
  const { client } = await upstreamFor(workspaceId, "interactive");
  try {
    for await (const page of client.pages("shipping_lines")) await applyReference(workspaceId, asArray(page.data));
  } catch (error) {
    // Whatever is cached is still useful; auto-detect works without the list.
    if (lines.length > 0) return lines;
    throw error;
  }
  return cached(workspaceId);
}
