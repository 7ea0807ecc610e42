import type { Metadata } from "next";
import Link from "next/link";

import { DailyDue } from "@/components/reports/daily-due";
import { DailyPastLfd } from "@/components/reports/daily-past-lfd";
import { PrintButton } from "@/components/ui/print-button";
import { requirePageUser } from "@/lib/server/auth/session";
import { fullDayText } from "@/lib/shared/format/date";
import { dailyReport } from "@/lib/server/reports/daily";
import { parseReportsParams, resolveFilters, toReportsSearch } from "@/lib/validations/reports";

export const metadata: Metadata = { title: "Daily LFD report" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Print CSS: the app frame (sidebar, top bar) and controls disappear, tables keep their header on each page,
// a terminal's table does not split across pages when it fits and a heading stays with what follows it.
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  aside, header, .print\\:hidden { display: none !important; }
  main { padding: 0 !important; }
  body { background: white !important; color: black !important; }
  thead { display: table-header-group; }
  .print-keep { break-inside: avoid; }
  h2, h3 { break-after: avoid; }
}`;

export default async function DailyReportPage({ searchParams }: Props) {
  const user = await requirePageUser();
  const params = await searchParams;
  const query = parseReportsParams(params);
  const report = await dailyReport(user.workspaceId, resolveFilters(query, "1970-01-01"));
  const today = report.due.filter((row) => row.bucket === "lfd_today").length;
  return (
    <div className="mx-auto max-w-5xl text-sm">
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex items-center justify-between gap-4 print:hidden">
        <Link href={`/reports${toReportsSearch(query)}`} className="text-sm text-accent hover:underline">
          ← Back to reports
        </Link>
        <PrintButton auto={params.autoprint === "1"} />
      </div>
      <h1 className="text-xl font-semibold">Daily LFD report · {user.workspaceName}</h1>
      <p className="mt-1 text-muted">
        {fullDayText(report.today)} (terminal-local days). Past LFD:{" "}
        <strong data-testid="daily-past-count">{report.pastLfd.length}</strong> · LFD today:{" "}
        <strong data-testid="daily-today-count">{today}</strong> · LFD tomorrow:{" "}
        <strong data-testid="daily-tomorrow-count">{report.due.length - today}</strong>
      </p>
      <DailyPastLfd rows={report.pastLfd} />
      <DailyDue rows={report.due} />
    </div>
  );
}
