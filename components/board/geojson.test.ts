import { describe, expect, it } from "vitest";

import { nearLongitude, readRoute, routeBounds, unwrapRoute, type RouteShape } from "./geojson";

const SHANGHAI: [number, number] = [121.5, 31.2];
const LONG_BEACH: [number, number] = [-118.2, 33.7];
const ROTTERDAM: [number, number] = [4.4, 51.9];
const NEW_YORK: [number, number] = [-74.0, 40.7];

describe("route map from GeoJSON", () => {
  it("reads lines, labelled ports and the vessel, and ignores junk", () => {
    const shape = readRoute({
      type: "FeatureCollection",
      features: [
        { type: "Feature", geometry: { type: "LineString", coordinates: [SHANGHAI, LONG_BEACH] }, properties: {} },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: LONG_BEACH },
          properties: { name: "Long Beach", label: "POD" },
        },
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [170, 40] },
          properties: { feature_type: "current_vessel", vessel_name: "Ever Given" },
        },
        { type: "Feature", geometry: null },
        { type: "Feature", geometry: { type: "Polygon", coordinates: [] } },
        { type: "Feature", geometry: { type: "LineString", coordinates: [[1, 2]] } },
      ],
    });
    expect(shape.lines).toEqual([[SHANGHAI, LONG_BEACH]]);
    expect(shape.points).toEqual([
      { at: LONG_BEACH, label: "Long Beach", kind: "place" },
      { at: [170, 40], label: "Ever Given", kind: "vessel" },
    ]);
    expect(readRoute("nope")).toEqual({ lines: [], points: [], lineKinds: [] });
  });

  it("tells the track sailed from the legs estimated ahead, by the service's feature_type", () => {
    const leg = (featureType: string, coordinates: [number, number][]) => ({
      type: "Feature",
      geometry: { type: "LineString", coordinates },
      properties: { feature_type: featureType },
    });
    const shape = readRoute({
      type: "FeatureCollection",
      features: [
        leg("past_vessel_locations", [SHANGHAI, [170, 40]]),
        leg("estimated_partial_leg", [[170, 40], LONG_BEACH]),
        leg("estimated_full_legs", [LONG_BEACH, [-80, 9]]),
        leg("past_vessel_locations", [[1, 2]]),
      ],
    });
    expect(shape.lineKinds).toEqual(["sailed", "estimated", "estimated"]);
    expect(unwrapRoute(shape).lineKinds).toEqual(["sailed", "estimated", "estimated"]);
  });

  it("shifts a longitude by whole turns to the side of its reference", () => {
    expect(nearLongitude(-118.2, 121.5)).toBeCloseTo(241.8);
    expect(nearLongitude(121.5, -118.2)).toBeCloseTo(-238.5);
    expect(nearLongitude(4.4, -74)).toBeCloseTo(4.4);
    expect(nearLongitude(-170, 530)).toBeCloseTo(550);
  });

  it("unwraps a trans-Pacific route and its ports onto one side of the date line", () => {
    const shape: RouteShape = {
      lines: [[SHANGHAI, [179, 40], [-179, 41], LONG_BEACH]],
      points: [
        { at: SHANGHAI, label: "Shanghai", kind: "place" },
        { at: LONG_BEACH, label: "Long Beach", kind: "place" },
      ],
    };
    const unwrapped = unwrapRoute(shape);
    expect(unwrapped.lines[0]?.map((p) => p[0])).toEqual([121.5, 179, 181, 241.8]);
    expect(unwrapped.points.map((p) => p.at[0])).toEqual([121.5, 241.8]);
    const bounds = routeBounds(unwrapped);
    expect(bounds?.west).toBeCloseTo(121.5);
    expect(bounds?.east).toBeCloseTo(241.8);
    // Centred in the mid-Pacific, not over Africa (the naive mean of 121.5 and -118.2 is 1.65).
    expect(bounds?.centerLon).toBeCloseTo(181.65);
  });

  it("keeps consecutive legs continuous even when a leg starts across the date line", () => {
    const unwrapped = unwrapRoute({
      lines: [
        [SHANGHAI, [179.5, 35]],
        [[-179.5, 35], LONG_BEACH],
      ],
      points: [],
    });
    expect(unwrapped.lines.flat().map((p) => p[0])).toEqual([121.5, 179.5, 180.5, 241.8]);
  });

  it("chains ports when the service sends no lines", () => {
    const unwrapped = unwrapRoute({
      lines: [],
      points: [
        { at: SHANGHAI, label: "Shanghai", kind: "place" },
        { at: LONG_BEACH, label: "Long Beach", kind: "place" },
      ],
    });
    expect(unwrapped.points.map((p) => p.at[0])).toEqual([121.5, 241.8]);
  });

  it("leaves an Atlantic route as it is", () => {
    const shape: RouteShape = {
      lines: [[ROTTERDAM, NEW_YORK]],
      points: [
        { at: ROTTERDAM, label: "Rotterdam", kind: "place" },
        { at: NEW_YORK, label: "New York", kind: "place" },
      ],
    };
    expect(unwrapRoute(shape)).toEqual(shape);
    expect(routeBounds(unwrapRoute(shape))?.centerLon).toBeCloseTo(-34.8);
  });

  it("does not let a vessel position off the route move the frame", () => {
    const unwrapped = unwrapRoute({
      lines: [[ROTTERDAM, NEW_YORK]],
      points: [{ at: [120, 10], label: null, kind: "vessel" }],
    });
    expect(routeBounds(unwrapped)).toMatchObject({ west: -74, east: 4.4 });
    expect(routeBounds({ lines: [], points: [] })).toBeNull();
  });
});
