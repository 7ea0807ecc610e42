import { instantText } from "@/lib/shared/format/date";
import type { DailyRow } from "@/lib/shared/report-api";

import { DailyTerminalTable, groupByTerminal, type DailyColumn } from "./daily-table";

const COLUMNS: DailyColumn[] = [
  { key: "lfd", label: "LFD", width: "11%" },
  { key: "container", label: "Container", width: "15%" },
  { key: "line", label: "Line", width: "7%" },
  { key: "customer", label: "Customer", width: "20%" },
  { key: "holds", label: "Holds", width: "17%" },
  { key: "ready", label: "Ready", width: "8%" },
  { key: "appointment", label: "Appointment", width: "22%" },
];

/** Boxes whose last free day is today or tomorrow, by terminal. */
export function DailyDue({ rows }: { rows: readonly DailyRow[] }) {
  const today = rows.filter((row) => row.bucket === "lfd_today").length;
  return (
    <section className="mt-8" data-testid="daily-due" aria-labelledby="daily-due-title">
      <h2 id="daily-due-title" className="text-base font-semibold">
        LFD today and tomorrow{" "}
        <span className="font-normal text-muted">
          ({today} today · {rows.length - today} tomorrow)
        </span>
      </h2>
      {rows.length === 0 ? <p className="mt-1">No last free days today or tomorrow for these filters.</p> : null}
      {groupByTerminal(rows).map(([terminal, items]) => (
        <DailyTerminalTable
          key={terminal}
          terminal={terminal}
          columns={COLUMNS}
          rows={items}
          rowKey={(row) => row.number}
          testId="daily-terminal"
          rowTestId="daily-due-row"
          cells={(row) => [
            <span key="d" className="font-medium">
              {row.bucket === "lfd_today" ? "Today" : "Tomorrow"}
            </span>,
            <span key="n" className="font-mono">
              {row.number}
            </span>,
            row.line ?? "—",
            row.customer ?? "—",
            row.holds.length > 0 ? row.holds.join(", ") : "None",
            row.ready ? "Yes" : "No",
            instantText(row.appointment, row.timezone),
          ]}
        />
      ))}
    </section>
  );
}
