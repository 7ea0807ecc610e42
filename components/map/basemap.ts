// The world basemap: Natural Earth 1:110m land and country borders (world-atlas TopoJSON, ~100 KB), turned
// into GeoJSON once per page. Imported only by the lazily loaded map, so the board's first load stays small.
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";

import type { Basemap } from "./project-route";

type World = Topology<{ land: GeometryCollection; countries: GeometryCollection }>;

function isWorld(value: unknown): value is World {
  const root =
    value && typeof value === "object"
      ? (value as { type?: unknown; objects?: { land?: { type?: unknown }; countries?: { type?: unknown } } })
      : null;
  return (
    root?.type === "Topology" &&
    root.objects?.land?.type === "GeometryCollection" &&
    root.objects.countries?.type === "GeometryCollection"
  );
}

let cached: Basemap | null | undefined;

/** Land and borders, or null if the bundled file is not the TopoJSON expected (the route is still drawn). */
export function worldBasemap(): Basemap | null {
  if (cached !== undefined) return cached;
  const topology: unknown = world;
  cached = isWorld(topology)
    ? {
        land: feature(topology, topology.objects.land),
        borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
      }
    : null;
  return cached;
}
