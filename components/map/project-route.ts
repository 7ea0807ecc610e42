// Projects a route and the world basemap into one SVG frame. The projection is rotated to the route's centre
// longitude, so a trans-Pacific route sits in the middle of the map instead of being cut at the date line,
// and fitted to the route's bounds (with a minimum span, so a short coastal hop still shows its coast).
// Pure, but it pulls in d3-geo: import it only from code that is itself loaded lazily.
import { geoNaturalEarth1, geoPath, type GeoPermissibleObjects } from "d3-geo";
import type { Feature, FeatureCollection, Geometry, MultiLineString, MultiPolygon } from "geojson";

import { routeBounds, unwrapRoute, type RouteShape } from "@/components/board/geojson";

export type Basemap = { land: MultiPolygon | FeatureCollection; borders: MultiLineString | null };
export type ProjectedPlace = { x: number; y: number; label: string | null };
export type ProjectedRoute = {
  width: number;
  height: number;
  land: string | null;
  borders: string | null;
  /** Each leg's path, and whether it is an estimate (drawn dashed) rather than the track sailed. */
  paths: { d: string; estimated: boolean }[];
  places: ProjectedPlace[];
  vessels: ProjectedPlace[];
  /** Projected width of the whole world at this scale: the yardstick for "the route does not span the globe". */
  worldWidth: number;
};

export type FrameOptions = { width?: number; height?: number; pad?: number };

const MIN_LON_SPAN = 40;
const MIN_LAT_SPAN = 20;

function feature(geometry: Geometry): Feature {
  return { type: "Feature", geometry, properties: {} };
}

/** Points along the edges of a lon/lat box, so the fit covers the box even where meridians curve. */
function frame(west: number, east: number, south: number, north: number): Geometry {
  const coordinates: Array<[number, number]> = [];
  const lats = [south, north, ...(south < 0 && north > 0 ? [0] : [])];
  for (let i = 0; i <= 8; i += 1) {
    const lon = west + ((east - west) * i) / 8;
    for (const lat of lats) coordinates.push([lon, lat]);
  }
  return { type: "MultiPoint", coordinates };
}

export function projectRoute(
  shape: RouteShape,
  basemap: Basemap | null = null,
  options: FrameOptions = {},
): ProjectedRoute | null {
  const { width = 480, height = 240, pad = 14 } = options;
  const route = unwrapRoute(shape);
  const bounds = routeBounds(route);
  if (!bounds) return null;
  const lonSpan = Math.max(bounds.east - bounds.west, MIN_LON_SPAN) * 1.2;
  const latMid = (bounds.south + bounds.north) / 2;
  const latSpan = Math.max(bounds.north - bounds.south, MIN_LAT_SPAN) * 1.3;
  const south = Math.max(-80, latMid - latSpan / 2);
  const north = Math.min(84, latMid + latSpan / 2);

  const lines: Feature[] = route.lines.map((line) => feature({ type: "LineString", coordinates: line }));
  const fitTo: FeatureCollection = {
    type: "FeatureCollection",
    features: [feature(frame(bounds.centerLon - lonSpan / 2, bounds.centerLon + lonSpan / 2, south, north)), ...lines],
  };
  const projection = geoNaturalEarth1()
    .rotate([-bounds.centerLon, 0])
    .fitExtent(
      [
        [pad, pad],
        [width - pad, height - pad],
      ],
      fitTo,
    );
  const path = geoPath(projection).digits(1);
  const draw = (object: GeoPermissibleObjects): string | null => path(object) || null;
  const place = (at: [number, number], label: string | null): ProjectedPlace | null => {
    const xy = projection(at);
    return xy ? { x: xy[0], y: xy[1], label } : null;
  };
  const inside = (p: ProjectedPlace | null): p is ProjectedPlace =>
    p !== null && p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height;
  const edge = (side: number) => projection([bounds.centerLon + side * 179.999, 0])?.[0] ?? 0;

  return {
    width,
    height,
    land: basemap ? draw(basemap.land) : null,
    borders: basemap?.borders ? draw(basemap.borders) : null,
    paths: lines.flatMap((line, index) => {
      const d = draw(line);
      return d ? [{ d, estimated: route.lineKinds?.[index] === "estimated" }] : [];
    }),
    places: route.points
      .filter((p) => p.kind === "place")
      .map((p) => place(p.at, p.label))
      .filter((p): p is ProjectedPlace => p !== null),
    vessels: route.points
      .filter((p) => p.kind === "vessel")
      .map((p) => place(p.at, p.label))
      .filter(inside),
    worldWidth: edge(1) - edge(-1),
  };
}
