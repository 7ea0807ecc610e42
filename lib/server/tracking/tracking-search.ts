import "server-only";

import { db } from "@/lib/server/db";
import {
  guessRequestType,
  type SearchResponse,
  type SearchResult,
  type SearchResultKind,
} from "@/lib/shared/search-api";

import { bool, str } from "../cache/normalize";
import { upstreamFor } from "../sync/upstream";
import type { Resource } from "../upstream/json-api";

// The board's "not tracked yet? search the service": the service's GET /search (shipments, containers and
// tracking requests by number, at most 25), through the workspace's one client and its interactive budget, so
// a dispatcher's look-up never waits behind the background sync and never exceeds the account's rate.

const KINDS: Record<string, SearchResultKind> = {
  shipment: "shipment",
  cargo: "container",
  container: "container",
  tracking_request: "tracking_request",
};
/** A tracking request in these states is already on its way: asking again would be a duplicate. */
const UNDER_WAY: ReadonlySet<string> = new Set(["pending", "awaiting_manifest", "created", "succeeded"]);

function toResult(r: Resource): Omit<SearchResult, "boardId"> | null {
  const a = r.attributes;
  // Rows are typed `search_result` with entity_type; the spec's enum types them shipment|cargo|tracking_request.
  const kind = KINDS[str(a["entity_type"]) ?? r.type];
  const number = str(a["number"]);
  if (!kind || !number) return null;
  return {
    id: r.id,
    kind,
    number,
    scac: str(a["scac"]),
    shipmentId: str(a["shipment_id"]),
    status: str(a["status"]),
    failedReason: str(a["failed_reason"]),
    trackingStopped: bool(a["tracking_stopped"]) === true,
  };
}

/** Board ids of the cached containers each result stands for (a container itself, or a shipment's first box). */
async function boardIds(workspaceId: string, results: Omit<SearchResult, "boardId">[]): Promise<Map<string, string>> {
  const containerIds = results.filter((r) => r.kind === "container").map((r) => r.id);
  const shipmentIds = results.filter((r) => r.kind === "shipment").map((r) => r.id);
  if (containerIds.length === 0 && shipmentIds.length === 0) return new Map();
  const rows = await db.container.findMany({
    where: { workspaceId, OR: [{ upstreamId: { in: containerIds } }, { shipmentUpstreamId: { in: shipmentIds } }] },
    orderBy: [{ number: "asc" }],
    select: { id: true, upstreamId: true, shipmentUpstreamId: true },
  });
  const found = new Map<string, string>();
  for (const row of rows) {
    if (!found.has(row.upstreamId)) found.set(row.upstreamId, row.id);
    if (row.shipmentUpstreamId && !found.has(row.shipmentUpstreamId)) found.set(row.shipmentUpstreamId, row.id);
  }
  return found;
}

export async function searchService(workspaceId: string, query: string): Promise<SearchResponse> {
  const { client } = await upstreamFor(workspaceId, "interactive");
  const document = await client.get("search", { query });
  const rows = document.data === null ? [] : Array.isArray(document.data) ? document.data : [document.data];
  const parsed = rows.map(toResult).filter((r): r is Omit<SearchResult, "boardId"> => r !== null);
  const cached = await boardIds(workspaceId, parsed);
  const results: SearchResult[] = parsed.map((r) => ({ ...r, boardId: cached.get(r.id) ?? null }));

  // The service's search is a substring match: only an exact number decides whether this one is tracked.
  const exact = results.filter((r) => r.number.toUpperCase() === query);
  const trackedAtService = exact.some((r) => r.kind !== "tracking_request");
  const request = exact.find((r) => r.kind === "tracking_request");
  const underWay = request?.status ? UNDER_WAY.has(request.status) : false;
  return {
    query,
    results,
    trackedAtService,
    suggestion:
      trackedAtService || underWay
        ? null
        : { requestType: guessRequestType(query), requestNumber: query, scac: request?.scac ?? null },
  };
}
