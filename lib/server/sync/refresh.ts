import "server-only";

import { db } from "@/lib/server/db";
import { now, nowAt } from "@/lib/server/clock";
import { AT_TERMINAL_WHERE } from "@/lib/server/sql/board-sql";
import { AppError } from "@/lib/shared/app-error";

import { applyContainers } from "../cache/containers";
import { workspaceLfdRule } from "../cache/evaluation-inputs";
import { applyTransportEvents } from "../cache/apply-transport-events";
import type { UpstreamClient } from "../upstream/client";
import { asArray } from "../upstream/json-api";
import { UpstreamError } from "../upstream/errors";

import { upstreamFor } from "./upstream";

const CONTAINER_INCLUDE = "shipment,pod_terminal";

/**
 * Reads one container from the service into the cache; with `events`, its transport events too: webhooks are
 * not the only way the origin milestones (empty out, vessel loaded) reach the drawer. That is one request more
 * per box, so only the dispatcher's refresh and the priority refresh ask for it: a webhook brings its own event,
 * and the list sweeps and the backfill read hundreds of boxes.
 */
export async function fetchContainer(
  workspaceId: string,
  upstreamId: string,
  options: { priority: "interactive" | "background"; ref: string; events?: boolean },
) {
  const { client, target } = await upstreamFor(workspaceId, options.priority);
  const { document, sentAt } = await client.getSent(`containers/${encodeURIComponent(upstreamId)}`, {
    include: CONTAINER_INCLUDE,
  });
  const observedAt = await nowAt(target.mode, sentAt);
  const result = await applyContainers(workspaceId, [...asArray(document.data), ...document.included], {
    observedAt,
    now: observedAt,
    lfdRule: await workspaceLfdRule(workspaceId),
    source: { kind: "sync", ref: options.ref },
  });
  await db.container.updateMany({ where: { workspaceId, upstreamId }, data: { fetchedAt: new Date() } });
  if (options.events) await fetchTransportEvents(workspaceId, upstreamId, client);
  return result;
}

async function fetchTransportEvents(workspaceId: string, upstreamId: string, client: UpstreamClient): Promise<void> {
  for await (const page of client.pages(`containers/${encodeURIComponent(upstreamId)}/transport_events`)) {
    // Every event of this list is this box's, even where the service leaves out the container relationship.
    await applyTransportEvents(workspaceId, asArray(page.data), () => upstreamId);
  }
}

/**
 * A dispatcher's "refresh this box": asks the service to re-check line, terminal and rail (its refresh bucket,
 * 10/min) and reads the container back. Interactive priority: never waits behind background sync.
 */
export async function refreshContainer(workspaceId: string, containerId: string): Promise<{ refreshed: boolean }> {
  const row = await db.container.findFirst({ where: { id: containerId, workspaceId }, select: { upstreamId: true } });
  if (!row) throw new AppError("not_found", "That container is not on this workspace's board.");
  const { client } = await upstreamFor(workspaceId, "interactive");
  let refreshed = true;
  try {
    await client.patch(`containers/${encodeURIComponent(row.upstreamId)}/refresh`);
  } catch (error) {
    // A plan without refresh (403) still gets the latest cached copy from the service.
    if (!(error instanceof UpstreamError && error.kind === "forbidden")) throw error;
    refreshed = false;
  }
  await fetchContainer(workspaceId, row.upstreamId, { priority: "interactive", ref: "refresh", events: true });
  return { refreshed };
}

/**
 * The priority refresh: containers most likely to change soon (LFD within 3 days, not out, at a terminal,
 * terminal data older than 6 hours), most urgent first, as many as `limit` allows within the budget. A box read
 * in the last 30 minutes waits: the service re-checks terminals on its own schedule, not ours.
 */
export async function priorityRefresh(workspaceId: string, limit = 20): Promise<number> {
  const target = await upstreamFor(workspaceId, "background");
  const at = await now(target.target.mode);
  const rows = await db.container.findMany({
    where: {
      workspaceId,
      governingLfd: { lte: new Date(at.getTime() + 3 * 86_400_000) },
      podFullOutAt: null,
      OR: [{ terminalCheckedAt: null }, { terminalCheckedAt: { lt: new Date(at.getTime() - 6 * 3_600_000) } }],
      syncedAt: { lt: new Date(Date.now() - 10 * 60_000) },
      AND: [
        AT_TERMINAL_WHERE,
        { OR: [{ fetchedAt: null }, { fetchedAt: { lt: new Date(Date.now() - 30 * 60_000) } }] },
      ],
    },
    orderBy: [{ governingLfd: "asc" }],
    take: limit,
    select: { upstreamId: true },
  });
  for (const row of rows)
    await fetchContainer(workspaceId, row.upstreamId, {
      priority: "background",
      ref: "priority-refresh",
      events: true,
    });
  return rows.length;
}
