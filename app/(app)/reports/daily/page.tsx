import type { Metadata } from "next";
import Link from "next/link";

import { PrintButton } from "@/components/reports/print-button";
import { formatInZone } from "@/lib/domain/local-date";
import { requirePageUser } from "@/lib/server/auth/session";
import { dailyLfdList, type DailyRow } from "@/lib/server/reports/daily";
import { reportToday } from "@/lib/server/reports/report";
import { parseReportsParams, resolveFilters, toReportsSearch } from "@/lib/validations/reports";

export const metadata: Metadata = { title: "Daily LFD report" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Print CSS: the app frame (sidebar, top bar) and controls disappear, tables keep their header on each page
// and a terminal's block does not split across pages when it fits.
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  aside, header, .print\\:hidden { display: none !important; }
  main { padding: 0 !important; }
  body { background: white !important; color: black !important; }
  thead { display: table-header-group; }
  section { break-inside: avoid; }
}`;

function byTerminal(rows: DailyRow[]): [string, DailyRow[]][] {
  const groups = new Map<string, DailyRow[]>();
  for (const row of rows) groups.set(row.terminal, [...(groups.get(row.terminal) ?? []), row]);
  return [...groups.entries()];
}

export default async function DailyReportPage({ searchParams }: Props) {
  const user = await requirePageUser();
  const params = await searchParams;
  const query = parseReportsParams(params);
  const [rows, todayDate] = await Promise.all([dailyLfdList(user.workspaceId, resolveFilters(query, "1970-01-01")), reportToday(user.workspaceId)]);
  const today = rows.filter((row) => row.bucket === "lfd_today").length;
  return (
    <div className="mx-auto max-w-4xl text-sm">
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex items-center justify-between gap-4 print:hidden">
        <Link href={`/reports${toReportsSearch(query)}`} className="text-sm text-accent hover:underline">
          ← Back to reports
        </Link>
        <PrintButton auto={params.autoprint === "1"} />
      </div>
      <h1 className="text-xl font-semibold">Daily LFD report · {user.workspaceName}</h1>
      <p className="mt-1 text-muted">
        {todayDate} (terminal-local days). LFD today: <strong data-testid="daily-today-count">{today}</strong> · LFD tomorrow: <strong>{rows.length - today}</strong>
      </p>
      {rows.length === 0 ? <p className="mt-6">No last free days today or tomorrow for these filters.</p> : null}
      {byTerminal(rows).map(([terminal, items]) => (
        <section key={terminal} className="mt-6" data-testid="daily-terminal">
          <h2 className="mb-2 text-base font-semibold">
            {terminal} <span className="font-normal text-muted">({items.length})</span>
          </h2>
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b border-border text-xs text-muted">
                {["LFD", "Container", "Line", "Customer", "Holds", "Ready", "Appointment"].map((column) => (
                  <th key={column} scope="col" className="py-1 pr-3 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.number} className="border-b border-border/60">
                  <td className="py-1 pr-3 font-medium">{row.bucket === "lfd_today" ? "Today" : "Tomorrow"}</td>
                  <td className="py-1 pr-3 font-mono">{row.number}</td>
                  <td className="py-1 pr-3">{row.line ?? "—"}</td>
                  <td className="py-1 pr-3">{row.customer ?? "—"}</td>
                  <td className="py-1 pr-3">{row.holds.length > 0 ? row.holds.join(", ") : "None"}</td>
                  <td className="py-1 pr-3">{row.ready ? "Yes" : "No"}</td>
                  <td className="py-1 pr-3">{row.appointment ? (formatInZone(row.appointment, row.timezone)?.text ?? "—") : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
