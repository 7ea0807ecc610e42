import { describe, expect, it } from "vitest";

import { projectRoute, readRoute } from "./geojson";

describe("route map from GeoJSON", () => {
  it("reads lines and labelled points and ignores junk", () => {
    const shape = readRoute({
      type: "FeatureCollection",
      features: [
        { type: "Feature", geometry: { type: "LineString", coordinates: [[121.5, 31.2], [-118.2, 33.7]] }, properties: {} },
        { type: "Feature", geometry: { type: "Point", coordinates: [-118.2, 33.7] }, properties: { name: "Los Angeles" } },
        { type: "Feature", geometry: null },
        { type: "Feature", geometry: { type: "Polygon", coordinates: [] } },
      ],
    });
    expect(shape.lines).toHaveLength(1);
    expect(shape.points).toEqual([{ at: [-118.2, 33.7], label: "Los Angeles" }]);
    expect(readRoute("nope")).toEqual({ lines: [], points: [] });
  });

  it("keeps a trans-Pacific route compact across the date line and inside the box", () => {
    const projected = projectRoute(readRoute({ type: "Feature", geometry: { type: "LineString", coordinates: [[121.5, 31.2], [179, 40], [-179, 41], [-118.2, 33.7]] } }), 400, 200);
    expect(projected?.paths[0]).toMatch(/^M/);
    const numbers = (projected?.paths[0] ?? "").match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(400);
    expect(projectRoute({ lines: [], points: [] })).toBeNull();
  });
});
