"use client";

import { Alert } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { useViewerZone } from "@/components/ui/use-viewer-zone";
import { useTariffVersions, type TariffEndpoint } from "@/lib/queries/tariffs-queries";
import { versionPeriodText } from "@/lib/shared/format/estimate";
import { instantText } from "@/lib/shared/format/date";
import type { TariffVersionView } from "@/lib/shared/settings-api";

// A tariff's versions, newest first: the days each was in force, its rates in words and who made it when. Versions
// are never rewritten, so this is the record a past estimate ("MSCU demurrage v1 · day 6") is checked against.

export function VersionHistory<View extends TariffVersionView>({
  endpoint,
  id,
  describe,
}: {
  endpoint: TariffEndpoint;
  id: string;
  /** The version's rates in words (the card's own summary). */
  describe: (version: View) => string;
}) {
  // When a version was made belongs to no place: the reader's zone, named.
  const zone = useViewerZone();
  const versions = useTariffVersions<View>(endpoint, id);
  if (versions.isPending) return <Skeleton className="h-10 w-full" />;
  if (versions.isError)
    return <Alert tone="error">The versions could not be read: {versions.error.message}. Close and open again.</Alert>;
  return (
    <ol className="space-y-1 text-xs" aria-label="Versions, newest first" data-testid="tariff-versions">
      {versions.data.data.map((version) => (
        <li key={version.versionId} className="flex flex-wrap gap-x-2" data-testid="tariff-version">
          <strong>v{version.version}</strong>
          <span>{versionPeriodText(version)}</span>
          {version.inForce ? <span className="font-medium">in force today</span> : null}
          <span className="text-muted">{describe(version)}</span>
          <span className="text-muted">
            {version.createdByLabel ? `by ${version.createdByLabel}, ` : ""}
            {version.createdByLabel || version.version > 1
              ? instantText(version.createdAt, zone)
              : "saved before versions were kept"}
          </span>
        </li>
      ))}
    </ol>
  );
}
