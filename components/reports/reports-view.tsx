"use client";

import { useViewerZone } from "@/components/ui/use-viewer-zone";
import { instantText } from "@/lib/shared/format/date";
import type { ReportsResponse } from "@/lib/shared/report-api";

import { DisagreementsReportCard } from "./disagreements-report";
import { DwellReport } from "./dwell-report";
import { ExposureReport } from "./exposure-report";
import { FeesReport } from "./fees-report";
import { FreshnessReport } from "./freshness-report";
import { ActiveHoldsReport, ReleasesReport } from "./holds-report";
import { LfdDueReport, PastLfdReport } from "./lfd-due-report";
import { useLiveReports } from "./use-live-reports";

/**
 * The nine report cards, from the server's first answer and kept current: a fee posted upstream or a hold
 * released shows without a reload once a sync or webhook has brought it (use-live-reports.ts).
 */
export function ReportsView({ search, initial }: { search: string; initial: ReportsResponse }) {
  const { data: report } = useLiveReports(search, initial);
  const zone = useViewerZone();
  const { today, filters } = report;
  return (
    <>
      <p className="-mt-2 mb-3 text-xs text-muted print:hidden" data-testid="reports-as-of">
        Figures as of {instantText(report.now, zone)}; they follow the board as boxes change.
      </p>
      <div className="grid gap-6 xl:grid-cols-2">
        <LfdDueReport rows={report.lfdDue} today={today} filters={filters} />
        <PastLfdReport rows={report.pastLfd} today={today} filters={filters} card={report.pastLfdCard} />
        <DisagreementsReportCard report={report.disagreements} today={today} filters={filters} />
        <ExposureReport exposure={report.exposure} today={today} filters={filters} />
        <FeesReport
          grain={report.fees.grain}
          rows={report.fees.rows}
          today={today}
          filters={filters}
          card={report.pastLfdCard}
        />
        <ActiveHoldsReport rows={report.activeHolds} today={today} filters={filters} />
        <ReleasesReport rows={report.releases} today={today} filters={filters} />
        <DwellReport dwell={report.dwell} today={today} filters={filters} />
        <FreshnessReport rows={report.freshness} today={today} filters={filters} />
      </div>
    </>
  );
}
