import "server-only";

import { nowAt } from "@/lib/server/clock";
import { logger } from "@/lib/server/logger";

import { applyContainers } from "../cache/containers";
import { workspaceLfdRule } from "../cache/evaluation-inputs";
import { applyShipments } from "../cache/reference";
import type { UpstreamClient } from "../upstream/client";
import { asArray, nextLink, type JsonApiDocument } from "../upstream/json-api";

import { syncArrivalFacts, type ArrivalSyncResult } from "./arrival-sync";
import { clearCursor, resumableCursor, saveCursor, type Phase, type SyncCursor } from "./cursor";
import { markSynced } from "./sync-state";
import { announce, markListed, markUnlisted } from "./gone-upstream";
import { syncParties } from "./party-sync";
import { upstreamFor } from "./upstream";

export type ListSyncResult = {
  requests: number;
  containers: number;
  changed: number;
  resumed: boolean;
  gone: number;
  /** Hazmat and vessel positions (arrival-sync.ts), read after the lists with requests of their own. */
  arrival: ArrivalSyncResult;
};

/**
 * The backfill and the periodic sweep: every shipment, then every container (with its terminal), 100 per
 * request, following links.next, after the account's customers (parties.ts). Cost: ceil(parties/100) +
 * ceil(shipments/100) + ceil(containers/100) requests. The position is
 * saved after each page (cursor.ts), so a run cut short resumes there. A run that read every container
 * list page from the first marks the cached boxes the service no longer lists (gone-upstream.ts). Then the
 * arrival facts the lists do not carry (hazmat, vessel positions: arrival-sync.ts), on requests of their own.
 */
export async function syncLists(
  workspaceId: string,
  options: { ref: string; backfill?: boolean },
): Promise<ListSyncResult> {
  const { client, target } = await upstreamFor(workspaceId, "background");
  const lfdRule = await workspaceLfdRule(workspaceId);
  const saved = await resumableCursor(workspaceId, options.ref);
  const startedAt = saved ? new Date(saved.startedAt) : new Date();
  // How far the run is, kept in the cursor (backfill-progress.ts reads it for the board's banner).
  const progress = saved?.progress ?? { boxes: 0, boxesTotal: null, pages: 0, pagesTotal: null };
  const position = (phase: Phase, next: string | null): Omit<SyncCursor, "savedAt"> => ({
    ref: options.ref,
    phase,
    next,
    startedAt: startedAt.toISOString(),
    progress,
    ...(options.backfill ? { backfill: true } : {}),
  });
  let containers = 0;
  let changed = 0;
  const seen = new Set<string>();
  const reappeared: string[] = [];

  // A backfill says how far it is from its first page: one request of one row tells the account's size. (The
  // first save comes with the first shipments page: a run resumed from an earlier one would skip the parties.)
  if (saved === null && options.backfill)
    progress.boxesTotal = listTotal(await client.request("GET", client.url("containers", { "page[size]": 1 })));
  // Customers first, so the shipments read next link to their party at once (a resumed run read them already).
  if (saved === null) await syncParties(workspaceId, client);
  if (saved?.phase !== "containers") {
    for await (const { page, next, sentAt } of pagesFrom(client, "shipments", {}, saved?.next ?? null)) {
      const observedAt = await nowAt(target.mode, sentAt);
      await applyShipments(workspaceId, asArray(page.data), observedAt);
      if (progress.pages === 0) {
        const shipments = listTotal(page);
        progress.pagesTotal =
          shipments === null || progress.boxesTotal === null ? null : pagesOf(shipments) + pagesOf(progress.boxesTotal);
      }
      progress.pages += 1;
      await saveCursor(workspaceId, position(next ? "shipments" : "containers", next));
    }
  }
  const containersFrom = saved?.phase === "containers" ? saved.next : null;
  for await (const { page, next, sentAt } of pagesFrom(
    client,
    "containers",
    { include: "pod_terminal" },
    containersFrom,
  )) {
    const observedAt = await nowAt(target.mode, sentAt);
    const rows = asArray(page.data);
    const result = await applyContainers(workspaceId, [...rows, ...page.included], {
      observedAt,
      now: observedAt,
      lfdRule,
      source: { kind: "sync", ref: options.ref },
    });
    const boxIds = rows.filter((row) => row.type === "container").map((row) => row.id);
    for (const id of boxIds) seen.add(id);
    reappeared.push(...(await markListed(workspaceId, boxIds)));
    containers += rows.length;
    changed += result.changedIds.length;
    progress.boxes += boxIds.length;
    progress.pages += 1;
    if (next) await saveCursor(workspaceId, position("containers", next));
  }

  // Only a run that read the whole container list knows what is missing from it.
  const complete = saved?.phase !== "containers" || saved.next === null;
  const gone = complete ? await markUnlisted(workspaceId, seen, startedAt) : [];
  await announce(workspaceId, [...reappeared, ...gone]);
  await clearCursor(workspaceId);
  await markSynced(workspaceId, { backfilled: options.backfill });
  const arrival = await syncArrivalFacts(workspaceId, { positions: !options.backfill });
  logger.info("container lists synced", {
    workspaceId,
    ref: options.ref,
    requests: client.requests,
    containers,
    changed,
    resumed: saved !== null,
    gone: gone.length,
    arrival,
  });
  return { requests: client.requests, containers, changed, resumed: saved !== null, gone: gone.length, arrival };
}

/** The list's size as the service gives it (`meta.total`), or null when it does not. */
function listTotal(page: JsonApiDocument): number | null {
  const total = page.meta?.["total"];
  return typeof total === "number" && Number.isInteger(total) && total >= 0 ? total : null;
}

const pagesOf = (rows: number): number => Math.max(1, Math.ceil(rows / 100));

/**
 * The pages of a list from its first page, or from a saved link; each with the link of the page after it and the
 * real instant its request was sent (the page is the service's state then).
 */
async function* pagesFrom(
  client: UpstreamClient,
  path: string,
  query: Record<string, string>,
  from: string | null,
): AsyncGenerator<{ page: JsonApiDocument; next: string | null; sentAt: number }> {
  let url: URL | null = from ? client.url(from) : client.url(path, { ...query, "page[size]": 100 });
  const visited = new Set<string>();
  while (url) {
    // A link that repeats would loop forever; the service has been seen to return odd links.
    if (visited.has(url.href)) return;
    visited.add(url.href);
    const { document: page, sentAt } = await client.sent("GET", url);
    const rows = Array.isArray(page.data) ? page.data.length : 0;
    const link = nextLink(page);
    const next = link && rows > 0 ? link : null;
    yield { page, next, sentAt };
    url = next ? client.url(next) : null;
  }
}
