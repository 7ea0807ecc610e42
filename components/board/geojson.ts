// Reads a container's route from the service's map_geojson and unwraps its longitudes, so a route across
// the date line is one compact shape (Shanghai at 121.5°, Long Beach at 241.8° rather than -118.2°) and the
// map can be centred on it. Pure: the drawing itself (d3-geo, the world basemap) is in components/map and
// loads only when a map is shown.

export type Position = [number, number];
export type RoutePoint = { at: Position; label: string | null; kind: "place" | "vessel" };
/** A line sailed (the vessel's track) or estimated (a leg ahead); the service says which by feature_type. */
export type LineKind = "sailed" | "estimated";
export type RouteShape = { lines: Position[][]; points: RoutePoint[]; lineKinds?: LineKind[] };

type Geometry = { type: string; coordinates?: unknown };
type Feature = { type: "Feature"; geometry: Geometry | null; properties?: Record<string, unknown> | null };

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === "number" &&
    typeof value[1] === "number" &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1])
  );
}

function text(properties: Record<string, unknown> | null | undefined, keys: string[]): string | null {
  for (const key of keys) {
    const value = properties?.[key];
    if (typeof value === "string" && value) return value;
  }
  return null;
}

function point(properties: Record<string, unknown> | null | undefined, at: Position): RoutePoint {
  return properties?.feature_type === "current_vessel"
    ? { at, label: text(properties, ["vessel_name", "name"]), kind: "vessel" }
    : { at, label: text(properties, ["name", "label", "location_name", "port_name", "title"]), kind: "place" };
}

/** Reads lines and points from a FeatureCollection (or a lone Feature); anything else is ignored. */
export function readRoute(geojson: unknown): RouteShape {
  const shape: Required<RouteShape> = { lines: [], points: [], lineKinds: [] };
  const root = geojson as { type?: string; features?: unknown; geometry?: unknown } | null;
  // Upstream JSON: a collection may hold a null where a feature should be.
  const features: (Feature | null)[] =
    root?.type === "FeatureCollection" && Array.isArray(root.features)
      ? (root.features as (Feature | null)[])
      : root?.type === "Feature"
        ? [root as Feature]
        : [];
  for (const feature of features) {
    const geometry = feature?.geometry;
    if (!geometry) continue;
    const coords = geometry.coordinates;
    if (geometry.type === "Point" && isPosition(coords))
      shape.points.push(point(feature.properties, [coords[0], coords[1]]));
    const kind: LineKind = String(feature.properties?.feature_type ?? "").startsWith("estimated")
      ? "estimated"
      : "sailed";
    const lines =
      geometry.type === "LineString" && Array.isArray(coords)
        ? [coords]
        : geometry.type === "MultiLineString" && Array.isArray(coords)
          ? coords
          : [];
    for (const line of lines) {
      const positions: Position[] = Array.isArray(line) ? line.filter(isPosition).map((p) => [p[0], p[1]]) : [];
      if (positions.length < 2) continue;
      shape.lines.push(positions);
      shape.lineKinds.push(kind);
    }
  }
  return shape;
}

/** `lon` shifted by a multiple of 360° to lie within 180° of `reference`. */
export function nearLongitude(lon: number, reference: number): number {
  return lon + 360 * Math.round((reference - lon) / 360);
}

export type RouteBounds = { west: number; east: number; south: number; north: number; centerLon: number };

function boundsOf(positions: Position[]): RouteBounds | null {
  if (positions.length === 0) return null;
  const lons = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  const west = Math.min(...lons);
  const east = Math.max(...lons);
  return { west, east, south: Math.min(...lats), north: Math.max(...lats), centerLon: (west + east) / 2 };
}

/**
 * The route with every longitude shifted by ±360° so that consecutive positions (across legs too) differ by
 * less than 180°, and every point placed on the same side of the date line as the route around it.
 */
export function unwrapRoute(shape: RouteShape): RouteShape {
  let previous: number | null = null;
  const lines = shape.lines.map((line) =>
    line.map(([lon, lat]): Position => {
      const value = previous === null ? lon : nearLongitude(lon, previous);
      previous = value;
      return [value, lat];
    }),
  );
  // Points sit near the route's centre; without lines they chain like a route of their own (ports in order).
  const center = boundsOf(lines.flat())?.centerLon ?? null;
  let chain: number | null = null;
  const points = shape.points.map((p): RoutePoint => {
    const reference = center ?? chain;
    const lon = reference === null ? p.at[0] : nearLongitude(p.at[0], reference);
    if (p.kind === "place") chain = lon;
    return { ...p, at: [lon, p.at[1]] };
  });
  return { ...shape, lines, points };
}

/**
 * Bounds of an unwrapped route and the longitude to centre the map on: lines and places only, because a
 * vessel position reported off the route must not stretch the map. Null when there is nothing to draw.
 */
export function routeBounds(unwrapped: RouteShape): RouteBounds | null {
  const route = [...unwrapped.lines.flat(), ...unwrapped.points.filter((p) => p.kind === "place").map((p) => p.at)];
  return boundsOf(route.length > 0 ? route : unwrapped.points.map((p) => p.at));
}
