import { instantText } from "@/lib/shared/format/date";
import { Alert } from "@/components/ui/alert";
import { useViewerZone } from "@/components/ui/use-viewer-zone";
import type { ContainersResponse } from "@/lib/shared/container-api";

function ago(from: string, now: string): string {
  const minutes = Math.max(0, Math.round((Date.parse(now) - Date.parse(from)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h ago` : `${Math.round(hours / 24)} days ago`;
}

/**
 * When the tracking service is down a page still shows the cache, and says since when. `children`: what it means
 * on that page (the board's default: the rows are from the cache).
 */
export function FreshnessBanner({
  freshness,
  now,
  children,
}: {
  freshness: ContainersResponse["freshness"];
  now: string;
  children?: React.ReactNode;
}) {
  const zone = useViewerZone();
  if (freshness.upstreamReachable) return null;
  const since = freshness.upstreamDownSince
    ? ` since ${instantText(freshness.upstreamDownSince, zone, now)} (${ago(freshness.upstreamDownSince, now)})`
    : "";
  const last = freshness.lastSyncAt
    ? `Showing the data as of the last sync, ${ago(freshness.lastSyncAt, now)}.`
    : "No sync has completed yet.";
  return (
    <Alert tone="warning" title={`The tracking service is unreachable${since}.`} testId="freshness-banner">
      {last}{" "}
      {children ??
        "Rows, buckets and days left are from the cache; they update by themselves when the service answers again."}
    </Alert>
  );
}
