import "server-only";

import { z } from "zod";

import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { AppError } from "@/lib/shared/app-error";
import type { RouteMapResponse } from "@/lib/shared/container-api";

import { jsonRequired } from "../cache/json";
import { upstreamFor } from "../sync/upstream";
import { UpstreamError } from "../upstream/errors";
import { isUuid } from "@/lib/shared/db-ranges";

// A container's route (GET /containers/{id}/map_geojson, Routing Data) for the drawer, cached in PostgreSQL:
// a fresh copy is served without asking the service, and a stale one still beats an error when the service
// is down. Ports and legs hardly change; only the vessel's position moves, slowly at the map's scale.

export const ROUTE_MAP_MAX_AGE_MS = 6 * 3_600_000;

// Read tolerantly: the drawer draws Points and (Multi)LineStrings and ignores everything else.
const featureSchema = z.looseObject({
  type: z.literal("Feature"),
  geometry: z.looseObject({ type: z.string() }).nullable(),
  properties: z.record(z.string(), z.unknown()).nullable().optional(),
});
export const routeGeoJsonSchema = z.looseObject({
  type: z.literal("FeatureCollection"),
  features: z.array(featureSchema),
});

/** The route of a container of the workspace; another workspace's id is a 404, an account without Routing Data a 403. */
export async function getContainerRouteMap(workspaceId: string, id: string): Promise<RouteMapResponse> {
  const row = isUuid(id)
    ? await db.container.findFirst({
        where: { id, workspaceId },
        select: { id: true, upstreamId: true, routeMap: { select: { geojson: true, fetchedAt: true } } },
      })
    : null;
  if (!row) throw new AppError("not_found", "That container is not on this workspace's board.");
  const { client, target } = await upstreamFor(workspaceId, "interactive");
  const at = await now(target.mode);
  const parsed = row.routeMap ? routeGeoJsonSchema.safeParse(row.routeMap.geojson) : null;
  const cached = row.routeMap && parsed?.success ? { data: parsed.data, fetchedAt: row.routeMap.fetchedAt } : null;
  if (cached && isFresh(cached.fetchedAt, at))
    return { data: cached.data, fetchedAt: cached.fetchedAt.toISOString(), stale: false };

  try {
    // The body is plain GeoJSON, not JSON:API, so the client hands it back as `meta`.
    const document = await client.get(`containers/${encodeURIComponent(row.upstreamId)}/map_geojson`);
    const geojson = routeGeoJsonSchema.safeParse(document.meta);
    if (!geojson.success)
      throw new UpstreamError("bad_response", "The tracking service's route is not a GeoJSON FeatureCollection.");
    const fetchedAt = await now(target.mode);
    await db.containerRouteMap.upsert({
      where: { containerId: row.id },
      create: { containerId: row.id, workspaceId, geojson: jsonRequired(geojson.data), fetchedAt },
      update: { geojson: jsonRequired(geojson.data), fetchedAt },
    });
    return { data: geojson.data, fetchedAt: fetchedAt.toISOString(), stale: false };
  } catch (error) {
    // A refusal (no entitlement, revoked key) or an unknown container is an answer, not an outage: say it.
    if (cached && error instanceof UpstreamError && (error.transient || error.kind === "bad_response")) {
      logger.warn("route map served from the cache", { workspaceId, containerId: row.id, reason: error.kind });
      return { data: cached.data, fetchedAt: cached.fetchedAt.toISOString(), stale: true };
    }
    throw error;
  }
}

/** Younger than the limit; a copy from the future (the simulated clock was set back) counts as old. */
function isFresh(fetchedAt: Date, at: Date): boolean {
  const age = at.getTime() - fetchedAt.getTime();
  return age >= 0 && age < ROUTE_MAP_MAX_AGE_MS;
}
