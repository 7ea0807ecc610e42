import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/shell/page-header";
import { DwellReport } from "@/components/reports/dwell-report";
import { ExposureReport } from "@/components/reports/exposure-report";
import { FeesReport } from "@/components/reports/fees-report";
import { FreshnessReport } from "@/components/reports/freshness-report";
import { ActiveHoldsReport, ReleasesReport } from "@/components/reports/holds-report";
import { LfdDueReport, PastLfdReport } from "@/components/reports/lfd-due-report";
import { ReportFiltersForm } from "@/components/reports/report-filters";
import { requirePageUser } from "@/lib/server/auth/session";
import { pageRead } from "@/lib/server/http/page-errors";
import { filterOptions } from "@/lib/server/reports/report-options";
import { getReports } from "@/lib/server/reports/reports-cache";
import { parseReportsParams, toReportsSearch } from "@/lib/validations/reports";

export const metadata: Metadata = { title: "Reports" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Read-only for every role. The aggregations run in PostgreSQL on the server; the browser only draws.
export default async function ReportsPage({ searchParams }: Props) {
  const user = await requirePageUser();
  const query = parseReportsParams(await searchParams);
  const [report, options] = await pageRead(
    Promise.all([getReports(user.workspaceId, query), filterOptions(user.workspaceId)]),
  );
  const { today } = report;
  const filterSearch = toReportsSearch({ terminal: query.terminal, line: query.line, customer: query.customer });
  return (
    <>
      <PageHeader
        title="Reports"
        description={`Last free days, cost exposure, holds, fees and dwell. Days are terminal-local; today is ${today}. ${report.filters.from} to ${report.filters.to} for fees, releases and dwell.`}
        actions={
          <Link
            href={`/reports/daily${filterSearch ? `${filterSearch}&autoprint=1` : "?autoprint=1"}`}
            className="inline-flex h-9 items-center rounded-md border border-border bg-surface px-4 text-sm font-medium hover:bg-surface-muted print:hidden"
          >
            Print daily LFD report
          </Link>
        }
      />
      <ReportFiltersForm filters={report.filters} options={options} />
      <div className="grid gap-6 xl:grid-cols-2">
        <LfdDueReport rows={report.lfdDue} today={today} />
        <PastLfdReport rows={report.pastLfd} today={today} />
        <ExposureReport exposure={report.exposure} today={today} />
        <FeesReport grain={report.fees.grain} rows={report.fees.rows} today={today} />
        <ActiveHoldsReport rows={report.activeHolds} today={today} />
        <ReleasesReport rows={report.releases} today={today} />
        <DwellReport dwell={report.dwell} today={today} />
        <FreshnessReport rows={report.freshness} today={today} />
      </div>
    </>
  );
}
