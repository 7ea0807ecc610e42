import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/shell/page-header";
import { ReportFiltersForm } from "@/components/reports/report-filters";
import { ReportsView } from "@/components/reports/reports-view";
import { requirePageUser } from "@/lib/server/auth/session";
import { dayText, fullDayText } from "@/lib/shared/format/date";
import { pageRead } from "@/lib/server/http/page-errors";
import { filterOptions } from "@/lib/server/reports/report-options";
import { getReports } from "@/lib/server/reports/reports-cache";
import { parseReportsParams, toReportsSearch } from "@/lib/validations/reports";

export const metadata: Metadata = { title: "Reports" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Read-only for every role. The aggregations run in PostgreSQL on the server; the browser draws them and reads
// them again when boxes change (components/reports/use-live-reports.ts).
export default async function ReportsPage({ searchParams }: Props) {
  const user = await requirePageUser();
  const query = parseReportsParams(await searchParams);
  const [report, options] = await pageRead(
    Promise.all([getReports(user.workspaceId, query), filterOptions(user.workspaceId)]),
  );
  const { today } = report;
  const day = (date: string) => dayText(date, "UTC", `${today}T12:00:00Z`);
  const filterSearch = toReportsSearch({ terminal: query.terminal, line: query.line, customer: query.customer });
  return (
    <>
      <PageHeader
        title="Reports"
        description={`Last free days, cost exposure, LFD disagreements, holds, fees and dwell. Days are terminal-local; today is ${fullDayText(today)}. Fees, releases and dwell: ${day(report.filters.from)} – ${day(report.filters.to)}. Every bar and table row opens its boxes on the board.`}
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
      <ReportsView search={toReportsSearch(query)} initial={report} />
    </>
  );
}
