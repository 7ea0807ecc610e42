"use client";

import dynamic from "next/dynamic";
import { useMemo } from "react";

import { readRoute } from "@/components/board/geojson";
import { instantText } from "@/lib/shared/format/date";
import { useContainerMap } from "@/lib/queries/containers-queries";
import { ApiError } from "@/lib/shared/fetch-json";

const FAILURE_TEXT: Record<number, string> = {
  404: "No route is known for this container yet; it appears here once the tracking service has one.",
  403: "Route data is not enabled for this account.",
  503: "The tracking service is not answering and no route was saved for this container; try again later.",
};

const LOADING = (
  <div
    role="status"
    className="aspect-[2/1] w-full animate-pulse rounded bg-surface-muted"
    aria-label="Loading route"
  />
);

// d3-geo and the world TopoJSON (~100 KB) load only when a drawer shows a route, not with the board.
const WorldRouteMap = dynamic(() => import("@/components/map/world-route-map").then((loaded) => loaded.WorldRouteMap), {
  ssr: false,
  loading: () => LOADING,
});

/** The route drawn on a world basemap as inline SVG from map_geojson: no tiles, no external requests. */
export function RouteMap({ id, zone }: { id: string; zone: string | null }) {
  const map = useContainerMap(id);
  const shape = useMemo(() => (map.data ? readRoute(map.data.data) : null), [map.data]);
  if (map.isPending) return LOADING;
  if (map.isError) {
    const status = map.error instanceof ApiError ? map.error.status : 0;
    return (
      <p className="text-sm text-muted" data-testid="route-map-missing">
        {FAILURE_TEXT[status] ?? "The route could not be loaded. Close and reopen the container to try again."}
      </p>
    );
  }
  if (!shape || (shape.lines.length === 0 && shape.points.length === 0)) {
    return (
      <p className="text-sm text-muted" data-testid="route-map-missing">
        The service has no route for this container yet.
      </p>
    );
  }
  return (
    <figure className="space-y-1">
      <WorldRouteMap shape={shape} />
      {map.data.fetchedAt ? (
        <figcaption
          className={map.data.stale ? "text-xs text-warning" : "text-xs text-muted"}
          data-testid="route-map-as-of"
        >
          {map.data.stale
            ? "The tracking service is not answering; showing the route as read "
            : "Route as read from the service "}
          {instantText(map.data.fetchedAt, zone)}.
        </figcaption>
      ) : null}
    </figure>
  );
}
