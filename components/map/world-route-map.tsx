"use client";

import { useMemo } from "react";

import type { RouteShape } from "@/components/board/geojson";

import { worldBasemap } from "./basemap";
import { placeLabels } from "./place-labels";
import { projectRoute } from "./project-route";

// The route on the world basemap as inline SVG: no tiles, no external requests. Loaded with next/dynamic
// (see app/(app)/board/_components/route-map.tsx) because d3-geo and the TopoJSON are needed only here.

const WIDTH = 480;
const HEIGHT = 240;
const LABEL_SIZE = 10;

export function WorldRouteMap({ shape }: { shape: RouteShape }) {
  const projected = useMemo(() => projectRoute(shape, worldBasemap(), { width: WIDTH, height: HEIGHT }), [shape]);
  const labels = useMemo(
    () => (projected ? placeLabels(projected.places, WIDTH, HEIGHT, LABEL_SIZE) : []),
    [projected],
  );
  if (!projected)
    return (
      <p className="text-sm text-muted" data-testid="route-map-missing">
        The service has no route for this container yet.
      </p>
    );
  const estimated = projected.paths.some((path) => path.estimated);
  const sailed = projected.paths.some((path) => !path.estimated);
  return (
    <figure className="space-y-1">
      <svg
        viewBox={`0 0 ${projected.width} ${projected.height}`}
        role="img"
        aria-label={`Route map: ${
          projected.places
            .map((p) => p.label)
            .filter(Boolean)
            .join(" → ") || "route"
        }`}
        className="w-full overflow-hidden rounded border border-border bg-surface-muted"
        data-testid="route-map"
      >
        {projected.land ? (
          <path
            d={projected.land}
            strokeWidth={0.5}
            className="fill-border stroke-muted/30"
            data-testid="route-map-land"
          />
        ) : null}
        {projected.borders ? (
          <path d={projected.borders} fill="none" strokeWidth={0.5} className="stroke-surface-muted" />
        ) : null}
        {projected.paths.map((path, index) => (
          <path
            key={index}
            d={path.d}
            fill="none"
            strokeDasharray={path.estimated ? "5 4" : undefined}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
            className="stroke-accent"
            data-testid="route-map-leg"
            data-estimated={path.estimated || undefined}
          />
        ))}
        {projected.vessels.map((vessel, index) => (
          <circle
            key={`v${index}`}
            cx={vessel.x}
            cy={vessel.y}
            r={4.5}
            strokeWidth={1.5}
            className="fill-accent stroke-surface"
          >
            <title>{vessel.label ? `Vessel ${vessel.label}` : "Vessel"}</title>
          </circle>
        ))}
        {projected.places.map((place, index) => (
          <circle
            key={index}
            cx={place.x}
            cy={place.y}
            r={4}
            strokeWidth={1.5}
            className="fill-surface stroke-ink"
            data-testid="route-map-place"
          />
        ))}
        {labels.map((label, index) =>
          label ? (
            // The halo (a stroke painted under the fill) keeps a name readable over land and borders.
            <text
              key={index}
              x={label.x}
              y={label.y}
              textAnchor={label.anchor}
              fontSize={LABEL_SIZE}
              strokeWidth={3}
              paintOrder="stroke"
              strokeLinejoin="round"
              className="fill-ink stroke-surface-muted"
            >
              {label.text}
            </text>
          ) : null,
        )}
      </svg>
      {estimated ? (
        <figcaption className="flex gap-4 text-xs text-muted" data-testid="route-map-legend">
          {sailed ? (
            <span className="flex items-center gap-1.5">
              <LegendLine /> sailed
            </span>
          ) : null}
          <span className="flex items-center gap-1.5">
            <LegendLine dashed /> estimated route ahead
          </span>
        </figcaption>
      ) : null}
    </figure>
  );
}

function LegendLine({ dashed = false }: { dashed?: boolean }) {
  return (
    <svg width="24" height="6" aria-hidden="true">
      <line
        x1="1"
        y1="3"
        x2="23"
        y2="3"
        strokeWidth={2}
        strokeDasharray={dashed ? "5 4" : undefined}
        className="stroke-accent"
      />
    </svg>
  );
}
