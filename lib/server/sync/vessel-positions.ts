import "server-only";

import { db } from "@/lib/server/db";
import { inLens } from "@/lib/server/sql/board-sql";

import { num, str, instant } from "../cache/normalize";
import type { UpstreamClient } from "../upstream/client";
import { UpstreamError } from "../upstream/errors";
import type { Resource } from "../upstream/json-api";

// Where the vessels are: GET /vessels/{imo} gives a vessel's last reported position (latitude, longitude, speed,
// heading, position_timestamp). One vessel carries hundreds of boxes, so positions are kept per vessel, read with
// the sweep only for the vessels of boxes still to arrive (the Arriving card), each at most once an hour and at
// most MAX_PER_RUN per sweep, oldest first: the cost follows the vessels at sea, never the boxes (no call per box).

const REFRESH_AFTER_MS = 60 * 60_000;
// Half the background share of a minute's budget: a sweep of 300,000 boxes reads 4,000 list pages, so this adds
// under 1 % to it, and 300 vessels at sea are each read every few hours.
const MAX_PER_RUN = 30;

export type VesselPositionsResult = { vessels: number; asked: number; positions: number };

export async function refreshVesselPositions(
  workspaceId: string,
  client: UpstreamClient,
  at: Date,
): Promise<VesselPositionsResult> {
  const carrying = await db.$queryRaw<{ imo: string }[]>`
    SELECT DISTINCT c.pod_vessel_imo AS imo FROM containers c
    WHERE c.workspace_id = ${workspaceId}::uuid AND ${inLens("arriving")} AND c.pod_vessel_imo IS NOT NULL`;
  const imos = carrying.map((row) => row.imo).filter((imo) => /^\d{7}$/.test(imo));
  const known = new Map(
    (
      await db.vessel.findMany({ where: { workspaceId, imo: { in: imos } }, select: { imo: true, fetchedAt: true } })
    ).map((v) => [v.imo, v.fetchedAt.getTime()]),
  );
  const due = imos
    .filter((imo) => (known.get(imo) ?? -Infinity) <= at.getTime() - REFRESH_AFTER_MS)
    .sort((a, b) => (known.get(a) ?? -Infinity) - (known.get(b) ?? -Infinity))
    .slice(0, MAX_PER_RUN);
  let positions = 0;
  for (const imo of due) {
    const resource = await readVessel(client, imo);
    const columns = resource ? vesselColumns(resource) : EMPTY;
    if (columns.latitude !== null) positions += 1;
    await db.vessel.upsert({
      where: { workspaceId_imo: { workspaceId, imo } },
      create: { workspaceId, imo, ...columns, fetchedAt: at },
      update: { ...columns, fetchedAt: at },
    });
  }
  return { vessels: imos.length, asked: due.length, positions };
}

/** The vessel, or null when the service has none by that IMO or will not say (asked again in an hour). */
async function readVessel(client: UpstreamClient, imo: string): Promise<Resource | null> {
  try {
    const document = await client.get(`vessels/${imo}`);
    const data = document.data;
    return data && !Array.isArray(data) && data.type === "vessel" ? data : null;
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === "not_found" || error.kind === "forbidden")) return null;
    throw error;
  }
}

type VesselColumns = {
  upstreamId: string | null;
  name: string | null;
  latitude: number | null;
  longitude: number | null;
  speedKnots: number | null;
  headingDegrees: number | null;
  positionAt: Date | null;
};

const EMPTY: VesselColumns = {
  upstreamId: null,
  name: null,
  latitude: null,
  longitude: null,
  speedKnots: null,
  headingDegrees: null,
  positionAt: null,
};

function vesselColumns(r: Resource): VesselColumns {
  const a = r.attributes;
  const latitude = num(a["latitude"]);
  const longitude = num(a["longitude"]);
  // A position is both coordinates, on the globe; half of one is none.
  const placed = latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return {
    upstreamId: r.id,
    name: str(a["name"]),
    latitude: placed ? latitude : null,
    longitude: placed ? longitude : null,
    speedKnots: num(a["nautical_speed_knots"]),
    headingDegrees: num(a["navigational_heading_degrees"]),
    positionAt: placed ? instant(a["position_timestamp"]) : null,
  };
}
