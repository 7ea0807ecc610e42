import { describe, expect, it } from "vitest";

import type { RouteShape } from "@/components/board/geojson";

import { projectRoute } from "./project-route";

const SHANGHAI: [number, number] = [121.5, 31.2];
const LONG_BEACH: [number, number] = [-118.2, 33.7];
const ROTTERDAM: [number, number] = [4.4, 51.9];
const NEW_YORK: [number, number] = [-74.0, 40.7];

const route = (from: [number, number], to: [number, number], names: [string, string]): RouteShape => ({
  lines: [[from, to]],
  points: [
    { at: from, label: names[0], kind: "place" },
    { at: to, label: names[1], kind: "place" },
  ],
});

/** x-extent of every coordinate in an SVG path string. */
function xSpan(d: string): number {
  const xs = [...d.matchAll(/[ML](-?[\d.]+),(-?[\d.]+)/g)].map((m) => Number(m[1]));
  return Math.max(...xs) - Math.min(...xs);
}

describe("route projected on the world map", () => {
  it("draws Shanghai → Long Beach across the Pacific, a small part of the world's width, inside the frame", () => {
    const projected = projectRoute(route(SHANGHAI, LONG_BEACH, ["Shanghai", "Long Beach"]), null, {
      width: 480,
      height: 240,
    });
    if (!projected) throw new Error("no projection");
    const [shanghai, longBeach] = projected.places;
    // Westward from Shanghai to Long Beach would cross Asia, Europe and the Atlantic: about two thirds of the world.
    expect(xSpan(projected.paths[0]?.d ?? "")).toBeLessThan(projected.worldWidth * 0.45);
    expect(longBeach?.x ?? 0).toBeGreaterThan(shanghai?.x ?? 0);
    for (const place of projected.places) {
      expect(place.x).toBeGreaterThanOrEqual(0);
      expect(place.x).toBeLessThanOrEqual(480);
      expect(place.y).toBeGreaterThanOrEqual(0);
      expect(place.y).toBeLessThanOrEqual(240);
    }
  });

  it("draws Rotterdam → New York with New York to the west, inside the frame", () => {
    const projected = projectRoute(route(ROTTERDAM, NEW_YORK, ["Rotterdam", "New York"]), null, {
      width: 480,
      height: 240,
    });
    if (!projected) throw new Error("no projection");
    const [rotterdam, newYork] = projected.places;
    expect(newYork?.x ?? 0).toBeLessThan(rotterdam?.x ?? 0);
    expect(xSpan(projected.paths[0]?.d ?? "")).toBeLessThan(projected.worldWidth * 0.3);
    expect(Math.min(rotterdam?.x ?? -1, newYork?.x ?? -1)).toBeGreaterThanOrEqual(0);
    expect(Math.max(rotterdam?.x ?? 999, newYork?.x ?? 999)).toBeLessThanOrEqual(480);
  });

  it("gives the same picture whichever side of the date line the service wrote the ports on", () => {
    const a = projectRoute(route(SHANGHAI, LONG_BEACH, ["Shanghai", "Long Beach"]));
    const b = projectRoute(
      route([SHANGHAI[0] - 360, SHANGHAI[1]], [LONG_BEACH[0] + 360, LONG_BEACH[1]], ["Shanghai", "Long Beach"]),
    );
    expect(b?.places.map((p) => Math.round(p.x))).toEqual(a?.places.map((p) => Math.round(p.x)));
  });

  it("shows a single port with its surroundings instead of zooming in without end", () => {
    const projected = projectRoute(
      { lines: [], points: [{ at: LONG_BEACH, label: "Long Beach", kind: "place" }] },
      null,
      { width: 480, height: 240 },
    );
    expect(projected?.places[0]?.x).toBeCloseTo(240, 0);
    // At least 40° of longitude across the map.
    expect(projected?.worldWidth ?? Infinity).toBeLessThan(480 * (360 / 40));
    expect(projectRoute({ lines: [], points: [] })).toBeNull();
  });

  it("drops a vessel position that falls outside the frame", () => {
    const shape = route(ROTTERDAM, NEW_YORK, ["Rotterdam", "New York"]);
    const projected = projectRoute({
      ...shape,
      points: [
        ...shape.points,
        { at: [-30, 45], label: "On route", kind: "vessel" },
        { at: [120, 10], label: "Elsewhere", kind: "vessel" },
      ],
    });
    expect(projected?.vessels.map((v) => v.label)).toEqual(["On route"]);
  });
});
