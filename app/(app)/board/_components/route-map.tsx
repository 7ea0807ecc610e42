"use client";

import { useQuery } from "@tanstack/react-query";

import { projectRoute, readRoute } from "@/components/board/geojson";
import { ApiError, fetchJson } from "@/lib/shared/fetch-json";

/** The route drawn as inline SVG from map_geojson: no tiles, no external requests. */
export function RouteMap({ id }: { id: string }) {
  const map = useQuery({
    queryKey: ["container-map", id],
    queryFn: ({ signal }) => fetchJson<unknown>(`/api/containers/${encodeURIComponent(id)}/map`, { signal }),
    retry: false,
    staleTime: 10 * 60_000,
  });
  if (map.isPending) return <div className="h-40 animate-pulse rounded bg-surface-muted" aria-label="Loading route" />;
  if (map.isError) {
    const status = map.error instanceof ApiError ? map.error.status : 0;
    const text =
      status === 404 ? "No route map: this version has no route API yet." : status === 403 ? "Route data is not enabled for this account." : "The route could not be loaded.";
    return <p className="text-sm text-muted" data-testid="route-map-missing">{text}</p>;
  }
  const projected = projectRoute(readRoute((map.data as { data?: unknown } | null)?.data ?? map.data));
  if (!projected) return <p className="text-sm text-muted">The service has no route for this container.</p>;
  return (
    <svg viewBox={`0 0 ${projected.width} ${projected.height}`} role="img" aria-label="Route map" className="w-full rounded border border-border bg-surface-muted">
      {projected.paths.map((d, index) => (
        <path key={index} d={d} fill="none" stroke="rgb(var(--accent))" strokeWidth={2} strokeLinejoin="round" />
      ))}
      {projected.points.map((point, index) => (
        <g key={index}>
          <circle cx={point.x} cy={point.y} r={4} fill="rgb(var(--surface))" stroke="rgb(var(--ink))" strokeWidth={1.5} />
          {point.label ? (
            <text x={point.x + 6} y={point.y - 6} fontSize={10} fill="rgb(var(--muted))">
              {point.label}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}
