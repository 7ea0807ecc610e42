// The vessel resource with its current position (from the world's voyages), its past track on request
// (`show_positions`), and estimated future positions between two ports.
import type { Resource } from "../http/jsonapi";
import { iso } from "../lib/time";
import type { Place, Vessel } from "../world/reference-data";
import type { World } from "../world/world";
import { densify, seaRoute } from "../world/sea-lanes";
import { bearing, distanceNm, positionAt, vesselLegs, type Point } from "./voyages";

export interface PositionRow {
  latitude: number;
  longitude: number;
  heading: number | null;
  timestamp: string;
  estimated: boolean;
}

function baseAttributes(v: Vessel, world: World, now: number): Record<string, unknown> {
  const fix = positionAt(vesselLegs(world, v.id), now);
  return {
    name: v.name,
    imo: v.imo,
    mmsi: v.mmsi,
    latitude: fix?.latitude ?? null,
    longitude: fix?.longitude ?? null,
    nautical_speed_knots: fix?.speedKnots ?? null,
    navigational_heading_degrees: fix?.heading ?? null,
    position_timestamp: fix ? iso(fix.at) : null,
  };
}

const MAX_TRACK_POINTS = 200;

/** The vessel now; with a window, also its track over the window (oldest first, at most 200 points). */
export function vesselWithTrack(
  v: Vessel,
  world: World,
  now: number,
  window: { from: number; to: number } | null,
): Resource {
  const attributes = baseAttributes(v, world, now);
  if (window) {
    const legs = vesselLegs(world, v.id);
    const step = Math.max(3_600_000, Math.ceil((window.to - window.from) / MAX_TRACK_POINTS));
    const positions: PositionRow[] = [];
    for (let t = window.from; t <= Math.min(window.to, now); t += step) {
      const fix = positionAt(legs, t);
      if (fix)
        positions.push({
          latitude: fix.latitude,
          longitude: fix.longitude,
          heading: fix.heading,
          timestamp: iso(fix.at),
          estimated: false,
        });
    }
    attributes.positions = positions;
  }
  return { id: v.id, type: "vessel", attributes };
}

/**
 * Estimated positions from a start point to a port. The spec warns that these timestamps have a fixed
 * one-minute spacing (they order the points, they are not an ETA), so that is what is sent.
 */
export function vesselWithFuturePositions(
  v: Vessel,
  world: World,
  now: number,
  previous: Place,
  port: Place,
  start: Point | null,
): Resource {
  const leg = vesselLegs(world, v.id).find((l) => l.from.id === previous.id && l.to.id === port.id && l.arrive > now);
  const startAt = Math.max(now, leg?.depart ?? now);
  // Along the sea lane (about every 50 nm), from the lane point nearest the start onwards.
  const lane: Point[] = densify(seaRoute(previous.code, port.code), 0.8).map(([longitude, latitude]) => ({
    latitude,
    longitude,
  }));
  const away = start ? lane.map((point) => distanceNm(start, point)) : [];
  const nearest = away.indexOf(Math.min(...away));
  const path: Point[] = (start ? [start, ...lane.slice(nearest + 1)] : lane).slice(0, 300);
  const positions: PositionRow[] = path.map((p, i) => {
    const next = path[i + 1];
    return {
      latitude: p.latitude,
      longitude: p.longitude,
      heading: next ? bearing(p, next) : path[i - 1] ? bearing(path[i - 1]!, p) : null,
      timestamp: iso(startAt + i * 60_000),
      estimated: true,
    };
  });
  return { id: v.id, type: "vessel", attributes: { ...baseAttributes(v, world, now), positions } };
}
