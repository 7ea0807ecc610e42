// A route map drawn as inline SVG from the service's map_geojson: no tile server, no map library. Points
// are projected equirectangularly (fine at the scale of one voyage), with longitudes unwrapped so a route
// across the date line does not jump across the whole map.

export type Position = [number, number];
export type RouteShape = { lines: Position[][]; points: Array<{ at: Position; label: string | null }> };

type Geometry = { type: string; coordinates?: unknown };
type Feature = { type: "Feature"; geometry: Geometry | null; properties?: Record<string, unknown> | null };

function isPosition(value: unknown): value is Position {
  return Array.isArray(value) && value.length >= 2 && typeof value[0] === "number" && typeof value[1] === "number";
}

function label(properties: Record<string, unknown> | null | undefined): string | null {
  for (const key of ["name", "label", "location_name", "port_name", "title"]) {
    const value = properties?.[key];
    if (typeof value === "string" && value) return value;
  }
  return null;
}

/** Reads lines and points from a FeatureCollection (or a lone Feature); anything else is ignored. */
export function readRoute(geojson: unknown): RouteShape {
  const shape: RouteShape = { lines: [], points: [] };
  const root = geojson as { type?: string; features?: unknown; geometry?: unknown } | null;
  const features: Feature[] = root?.type === "FeatureCollection" && Array.isArray(root.features) ? (root.features as Feature[]) : root?.type === "Feature" ? [root as Feature] : [];
  for (const feature of features) {
    const geometry = feature?.geometry;
    if (!geometry) continue;
    const coords = geometry.coordinates;
    if (geometry.type === "Point" && isPosition(coords)) shape.points.push({ at: [coords[0], coords[1]], label: label(feature.properties) });
    if (geometry.type === "LineString" && Array.isArray(coords)) shape.lines.push(coords.filter(isPosition).map((p) => [p[0], p[1]]));
    if (geometry.type === "MultiLineString" && Array.isArray(coords)) {
      for (const line of coords) if (Array.isArray(line)) shape.lines.push(line.filter(isPosition).map((p) => [p[0], p[1]]));
    }
  }
  shape.lines = shape.lines.filter((line) => line.length >= 2);
  return shape;
}

function unwrap(line: Position[]): Position[] {
  const out: Position[] = [];
  let shift = 0;
  line.forEach(([lon, lat], index) => {
    const previous = index > 0 ? line[index - 1] : undefined;
    if (previous) {
      const delta = lon - previous[0];
      if (delta > 180) shift -= 360;
      if (delta < -180) shift += 360;
    }
    out.push([lon + shift, lat]);
  });
  return out;
}

export type Projected = { width: number; height: number; paths: string[]; points: Array<{ x: number; y: number; label: string | null }> };

export function projectRoute(shape: RouteShape, width = 480, height = 240, pad = 16): Projected | null {
  const lines = shape.lines.map(unwrap);
  const all = [...lines.flat(), ...shape.points.map((point) => point.at)];
  if (all.length === 0) return null;
  const lons = all.map((p) => p[0]);
  const lats = all.map((p) => p[1]);
  const minLon = Math.min(...lons);
  const maxLon = Math.max(...lons);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const scale = Math.min((width - 2 * pad) / Math.max(maxLon - minLon, 1e-6), (height - 2 * pad) / Math.max(maxLat - minLat, 1e-6));
  const x = (lon: number) => pad + (lon - minLon) * scale;
  const y = (lat: number) => height - pad - (lat - minLat) * scale;
  const fit = (lon: number) => {
    // Points may sit on the other side of the date line from the unwrapped lines.
    let value = lon;
    while (value < minLon - 180) value += 360;
    while (value > maxLon + 180) value -= 360;
    return value;
  };
  return {
    width,
    height,
    paths: lines.map((line) => line.map(([lon, lat], i) => `${i === 0 ? "M" : "L"}${x(lon).toFixed(1)},${y(lat).toFixed(1)}`).join(" ")),
    points: shape.points.map((point) => ({ x: x(fit(point.at[0])), y: y(point.at[1]), label: point.label })),
  };
}
