"use client";

import { useQuery } from "@tanstack/react-query";

import { projectRoute, readRoute } from "@/components/board/geojson";
import { instantText } from "@/components/board/row-format";
import { ApiError, fetchJson } from "@/lib/shared/fetch-json";

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose | null => (value && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : null);

/** GET /api/containers/{id}/map, read tolerantly: the GeoJSON, when it was read from the service, and whether that is past its age. */
function readMap(json: unknown): { geojson: unknown; fetchedAt: string | null; stale: boolean } {
  const root = obj(json);
  return { geojson: root?.data ?? json, fetchedAt: typeof root?.fetchedAt === "string" ? root.fetchedAt : null, stale: root?.stale === true };
}

const FAILURE_TEXT: Record<number, string> = {
  404: "No route is known for this container yet; it appears here once the tracking service has one.",
  403: "Route data is not enabled for this account.",
  503: "The tracking service is not answering and no route was saved for this container; try again later.",
};

/** The route drawn as inline SVG from map_geojson: no tiles, no external requests. */
export function RouteMap({ id, zone }: { id: string; zone: string | null }) {
  const map = useQuery({
    queryKey: ["container-map", id],
    queryFn: async ({ signal }) => readMap(await fetchJson<unknown>(`/api/containers/${encodeURIComponent(id)}/map`, { signal })),
    retry: false,
    staleTime: 10 * 60_000,
  });
  if (map.isPending) return <div className="h-40 animate-pulse rounded bg-surface-muted" aria-label="Loading route" />;
  if (map.isError) {
    const status = map.error instanceof ApiError ? map.error.status : 0;
    return <p className="text-sm text-muted" data-testid="route-map-missing">{FAILURE_TEXT[status] ?? "The route could not be loaded. Close and reopen the container to try again."}</p>;
  }
  const projected = projectRoute(readRoute(map.data.geojson));
  if (!projected) return <p className="text-sm text-muted" data-testid="route-map-missing">The service has no route for this container yet.</p>;
  return (
    <figure className="space-y-1">
      <svg viewBox={`0 0 ${projected.width} ${projected.height}`} role="img" aria-label="Route map" className="w-full rounded border border-border bg-surface-muted">
        {projected.paths.map((d, index) => (
          <path key={index} d={d} fill="none" stroke="rgb(var(--accent))" strokeWidth={2} strokeLinejoin="round" />
        ))}
        {projected.points.map((point, index) => (
          <g key={index}>
            <circle cx={point.x} cy={point.y} r={4} fill="rgb(var(--surface))" stroke="rgb(var(--ink))" strokeWidth={1.5} />
            {point.label ? (
              // Labels in the right half read leftwards and those near the top sit below their point, so a
              // port at the map's edge keeps its whole name.
              <text
                x={point.x > projected.width / 2 ? point.x - 6 : point.x + 6}
                y={point.y < 14 ? point.y + 14 : point.y - 6}
                textAnchor={point.x > projected.width / 2 ? "end" : "start"}
                fontSize={10}
                fill="rgb(var(--muted))"
              >
                {point.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      {map.data.fetchedAt ? (
        <figcaption className={map.data.stale ? "text-xs text-warning" : "text-xs text-muted"} data-testid="route-map-as-of">
          {map.data.stale ? "The tracking service is not answering; showing the route as read " : "Route as read from the service "}
          {instantText(map.data.fetchedAt, zone)}.
        </figcaption>
      ) : null}
    </figure>
  );
}
