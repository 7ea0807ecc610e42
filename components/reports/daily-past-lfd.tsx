import { addAmounts, type AmountsByCurrency } from "@/lib/domain/fees";
import type { PastLfdDailyRow } from "@/lib/shared/report-api";
import { shortDayText } from "@/lib/shared/format/date";
import { formatAmounts, formatMoney } from "@/lib/shared/format/money";

import { DailyTerminalTable, groupByTerminal, type DailyColumn } from "./daily-table";

const COLUMNS: DailyColumn[] = [
  { key: "past", label: "Days past", width: "9%", align: "right" },
  { key: "lfd", label: "LFD", width: "9%" },
  { key: "container", label: "Container", width: "15%" },
  { key: "line", label: "Line", width: "7%" },
  { key: "customer", label: "Customer", width: "18%" },
  { key: "holds", label: "Holds", width: "14%" },
  { key: "posted", label: "Demurrage posted", width: "14%", align: "right" },
  { key: "estimate", label: "Est. per day", width: "14%", align: "right" },
];

/** "CA$300 + $1,200", or the fallback when nothing is in it. */
function amounts(byCurrency: AmountsByCurrency, none: string): string {
  return Object.keys(byCurrency).length > 0 ? formatAmounts(byCurrency, { trimZeroCents: true }) : none;
}

function estimateTotals(rows: readonly PastLfdDailyRow[]): AmountsByCurrency {
  return addAmounts(
    rows.flatMap((row) => (row.estimatePerDay ? [{ [row.estimatePerDay.currency]: row.estimatePerDay.amount }] : [])),
  );
}

/** Boxes already past their last free day: the money that is being lost now, first on the morning sheet. */
export function DailyPastLfd({ rows }: { rows: readonly PastLfdDailyRow[] }) {
  const posted = addAmounts(rows.flatMap((row) => (row.demurrage ? [row.demurrage] : [])));
  const withoutTariff = rows.filter((row) => row.estimatePerDay === null).length;
  return (
    <section className="mt-6" data-testid="daily-past-lfd" aria-labelledby="daily-past-lfd-title">
      <h2 id="daily-past-lfd-title" className="text-base font-semibold">
        Past LFD <span className="font-normal text-muted">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="mt-1">No boxes past their last free day for these filters.</p>
      ) : (
        <>
          <p className="mt-1 text-muted">
            Demurrage posted by terminals: <strong className="text-ink">{amounts(posted, "none")}</strong>. Estimated
            per day from demurrage tariffs (the charge for the next day each box waits,{" "}
            <em>an estimate, not a posted fee</em>):{" "}
            <strong className="text-ink">{amounts(estimateTotals(rows), "none")}</strong>
            {withoutTariff > 0 ? `; ${withoutTariff} without a tariff are not estimated` : ""}.
          </p>
          {groupByTerminal(rows).map(([terminal, items]) => (
            <DailyTerminalTable
              key={terminal}
              terminal={terminal}
              columns={COLUMNS}
              rows={items}
              rowKey={(row) => row.number}
              testId="daily-past-terminal"
              rowTestId="daily-past-row"
              cells={(row) => [
                row.daysPast,
                shortDayText(row.lfd),
                <span key="n" className="font-mono">
                  {row.number}
                </span>,
                row.line ?? "—",
                row.customer ?? "—",
                row.holds.length > 0 ? row.holds.join(", ") : "None",
                row.demurrage === null ? "Not reported" : amounts(row.demurrage, "None posted"),
                row.estimatePerDay
                  ? `${formatMoney(row.estimatePerDay.amount, row.estimatePerDay.currency, { trimZeroCents: true })} (est.)`
                  : "No tariff",
              ]}
            />
          ))}
        </>
      )}
    </section>
  );
}
