import "server-only";

import { db } from "@/lib/server/db";
import { now } from "@/lib/server/clock";
import { logger } from "@/lib/server/logger";

import { applyContainers } from "../cache/containers";
import { applyShipments } from "../cache/reference";
import type { Resource } from "../upstream/json-api";

import { markSynced } from "./freshness";
import { upstreamFor } from "./upstream";

export async function lfdRuleOf(workspaceId: string) {
  const settings = await db.workspaceSettings.findUnique({ where: { workspaceId }, select: { lfdRule: true } });
  return settings?.lfdRule ?? "service";
}

/**
 * The backfill and the periodic sweep: every shipment, then every container (with its terminal), 100 per
 * request, following links.next. Cost: ceil(shipments/100) + ceil(containers/100) requests.
 */
export async function syncLists(workspaceId: string, options: { ref: string; backfill?: boolean }): Promise<{ requests: number; containers: number; changed: number }> {
  const { client, target } = await upstreamFor(workspaceId, "background");
  const lfdRule = await lfdRuleOf(workspaceId);
  let containers = 0;
  let changed = 0;
  for await (const page of client.pages("shipments")) {
    const observedAt = await now(target.mode);
    await applyShipments(workspaceId, asArray(page.data), observedAt);
  }
  for await (const page of client.pages("containers", { include: "pod_terminal" })) {
    const observedAt = await now(target.mode);
    const result = await applyContainers(workspaceId, [...asArray(page.data), ...page.included], { observedAt, now: observedAt, lfdRule, source: { kind: "sync", ref: options.ref } });
    containers += asArray(page.data).length;
    changed += result.changedIds.length;
  }
  await markSynced(workspaceId, { backfilled: options.backfill });
  logger.info("container lists synced", { workspaceId, ref: options.ref, requests: client.requests, containers, changed });
  return { requests: client.requests, containers, changed };
}

export function asArray(data: Resource | Resource[] | null): Resource[] {
  return data === null ? [] : Array.isArray(data) ? data : [data];
}
