import { geoBounds, geoContains } from "d3-geo";
import type { Feature, FeatureCollection, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/land-110m.json";
import { describe, expect, it } from "vitest";

import { ALL_PORTS } from "../world/reference-data";
import { densify, laneEnds, routeLengthNm, seaRoute, splitRoute, type LonLat } from "../world/sea-lanes";

// Judged against Natural Earth's 1:110m land (the map the drawer shows): a route may touch land only at its two
// berths' harbour approaches and in the Panama and Suez canals (with the Gulf of Suez, which 1:110m fills in).
const topology = world as unknown as Topology<{ land: GeometryCollection }>;
const land = feature(topology, topology.objects.land) as FeatureCollection;
// One feature per landmass with its bounds, so a point is tested only against the few whose box holds it.
const landmasses = land.features
  .flatMap((f) =>
    f.geometry.type === "MultiPolygon"
      ? f.geometry.coordinates.map((coordinates): Feature<Polygon> => ({
          type: "Feature",
          properties: {},
          geometry: { type: "Polygon", coordinates },
        }))
      : f.geometry.type === "Polygon"
        ? [{ type: "Feature", properties: {}, geometry: f.geometry } as Feature<Polygon>]
        : [],
  )
  .map((mass) => ({ mass, bounds: geoBounds(mass) }));
const inBox = ([lon, lat]: LonLat, [[west, south], [east, north]]: [[number, number], [number, number]]) =>
  lat >= south && lat <= north && (west <= east ? lon >= west && lon <= east : lon >= west || lon <= east);
const onLand = (point: LonLat) =>
  landmasses.some(({ mass, bounds }) => inBox(point, bounds) && geoContains(mass, [point[0], point[1]]));

const CANALS: readonly { west: number; east: number; south: number; north: number }[] = [
  { west: -80.0, east: -79.3, south: 8.5, north: 9.5 }, // Panama
  { west: 32.2, east: 34.0, south: 27.6, north: 31.5 }, // Suez
];
const inCanal = ([lon, lat]: LonLat) =>
  CANALS.some((c) => lon >= c.west && lon <= c.east && lat >= c.south && lat <= c.north);

const pairs = ALL_PORTS.flatMap((from) => ALL_PORTS.filter((to) => to !== from).map((to) => [from, to] as const));

describe("sea lanes", () => {
  it("joins every port to every other through waypoints", () => {
    for (const [from, to] of pairs)
      expect(seaRoute(from.code, to.code).length, `${from.code}>${to.code}`).toBeGreaterThan(2);
  });

  it("keeps every lane between waypoints at sea", () => {
    const aground: string[] = [];
    for (const [a, b, name] of laneEnds())
      for (const point of densify([a, b], 0.2))
        if (onLand(point) && !inCanal(point)) aground.push(`${name} at ${point.join(",")}`);
    expect(aground).toEqual([]);
  });

  it("sails from Kaohsiung to Balboa down the Pacific coast, not across North America", () => {
    const route = seaRoute("TWKHH", "PABLB");
    expect(route).toContainEqual([-112.0, 20.5]);
    expect(route).toContainEqual([-79.45, 8.6]);
    expect(densify(route.slice(1, -1), 0.2).filter(onLand)).toEqual([]);
    expect(route.at(-1)).toEqual([-79.5667, 8.95]);
  });

  it("takes Asia to Northern Europe through Malacca and Suez", () => {
    const route = seaRoute("CNSHA", "NLRTM");
    expect(route).toContainEqual([104.2, 1.2]);
    expect(route).toContainEqual([32.35, 31.4]);
    expect(routeLengthNm(route)).toBeGreaterThan(10_000);
  });

  it("splits a route where the vessel is, sharing that point", () => {
    const route = seaRoute("CNSHA", "USLAX");
    const { sailed, ahead, at } = splitRoute(route, 0.5);
    expect(sailed.at(-1)).toEqual(at);
    expect(ahead[0]).toEqual(at);
    expect(routeLengthNm(sailed)).toBeCloseTo(routeLengthNm(route) / 2, 0);
    expect(splitRoute(route, 0).sailed).toHaveLength(2);
    expect(splitRoute(route, 1).ahead).toEqual([route.at(-1)]);
  });
});
