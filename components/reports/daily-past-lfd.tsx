import { addAmounts, type AmountsByCurrency } from "@/lib/domain/fees";
import type { PastLfdDailyRow } from "@/lib/shared/report-api";
import { shortDayText } from "@/lib/shared/format/date";
import { estimateSourceText } from "@/lib/shared/format/estimate";
import { figureDaysText, INCURRED_KIND_LABEL, versionSharesText } from "@/lib/shared/format/incurred";
import { countText } from "@/lib/shared/format/number";
import { formatAmounts, formatMoney } from "@/lib/shared/format/money";

import { DailyTerminalTable, groupByTerminal, type DailyColumn } from "./daily-table";

const COLUMNS: DailyColumn[] = [
  { key: "past", label: "Days past", width: "7%", align: "right" },
  { key: "lfd", label: "LFD", width: "8%" },
  { key: "container", label: "Container", width: "13%" },
  { key: "line", label: "Line", width: "6%" },
  { key: "customer", label: "Customer", width: "13%" },
  { key: "holds", label: "Holds", width: "11%" },
  { key: "posted", label: "Demurrage posted", width: "13%", align: "right" },
  { key: "incurred", label: "Incurred to date (est.)", width: "15%", align: "right" },
  { key: "estimate", label: "Est. next day (tariff)", width: "14%", align: "right" },
];

/** "CA$300 + $1,200", or the fallback when nothing is in it. */
function amounts(byCurrency: AmountsByCurrency, none: string): string {
  return Object.keys(byCurrency).length > 0 ? formatAmounts(byCurrency, { trimZeroCents: true }) : none;
}

/**
 * Estimates with their currency named: "$1,350 (USD) · CA$175 (CAD)". A tariff's currency can differ from the
 * fees a terminal posts (a line's USD tariff at a Canadian terminal), so "$" beside "CA$" must say which it is.
 */
function estimates(byCurrency: AmountsByCurrency): string {
  const parts = Object.entries(byCurrency).sort(([a], [b]) => a.localeCompare(b));
  return parts.length === 0
    ? "none"
    : parts
        .map(([currency, amount]) => `${formatMoney(amount, currency, { trimZeroCents: true })} (${currency})`)
        .join(" · ");
}

function estimateTotals(rows: readonly PastLfdDailyRow[]): AmountsByCurrency {
  return addAmounts(
    rows.flatMap((row) => (row.estimatePerDay ? [{ [row.estimatePerDay.currency]: row.estimatePerDay.amount }] : [])),
  );
}

function incurredTotals(rows: readonly PastLfdDailyRow[]): AmountsByCurrency {
  return addAmounts(rows.flatMap((row) => row.incurred.map((figure) => ({ [figure.currency]: figure.amount }))));
}

/** What one box incurred: a line per kind and currency, naming its days and tariff versions. */
function IncurredCell({ row }: { row: PastLfdDailyRow }) {
  if (row.incurred.length === 0)
    return (
      <span className="text-muted">
        {row.incurredUnpricedDays > 0
          ? `No tariff (${countText(row.incurredUnpricedDays, "chargeable day")})`
          : "none recorded"}
      </span>
    );
  return (
    <>
      {row.incurred.map((figure) => (
        <span key={`${figure.kind}-${figure.currency}`} className="block" data-testid="daily-incurred">
          {formatMoney(figure.amount, figure.currency, { trimZeroCents: true })} (est.){" "}
          <span className="text-muted">
            {figure.currency} · {INCURRED_KIND_LABEL[figure.kind].toLowerCase()} · {figureDaysText(figure)} ·{" "}
            {versionSharesText(figure.versions)}
          </span>
        </span>
      ))}
      {row.incurredUnpricedDays > 0 ? (
        <span className="block text-muted">
          + {countText(row.incurredUnpricedDays, "chargeable day")} no tariff covers
        </span>
      ) : null}
    </>
  );
}

/** Boxes already past their last free day: the money that is being lost now, first on the morning sheet. */
export function DailyPastLfd({ rows }: { rows: readonly PastLfdDailyRow[] }) {
  const posted = addAmounts(rows.flatMap((row) => (row.demurrage ? [row.demurrage] : [])));
  const withoutTariff = rows.filter((row) => row.estimatePerDay === null).length;
  const incurred = incurredTotals(rows);
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
            Demurrage posted by terminals: <strong className="text-ink">{amounts(posted, "none")}</strong>. Incurred to
            date by the boxes&apos; day records, each day at the tariff version in force on it (<em>an estimate</em>):{" "}
            <strong className="text-ink" data-testid="daily-incurred-total">
              {estimates(incurred)}
            </strong>
            . Estimated for the next day each box waits, from demurrage tariffs in each tariff&apos;s own currency,
            never added across currencies (<em>an estimate, not a posted fee</em>):{" "}
            <strong className="text-ink" data-testid="daily-estimate-total">
              {estimates(estimateTotals(rows))}
            </strong>
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
                <IncurredCell key="i" row={row} />,
                row.estimatePerDay ? (
                  <span
                    key="e"
                    title={`Estimate for ${shortDayText(row.estimatePerDay.date)} from ${estimateSourceText(row.estimatePerDay)}`}
                    data-testid="daily-estimate"
                  >
                    {formatMoney(row.estimatePerDay.amount, row.estimatePerDay.currency, { trimZeroCents: true })}{" "}
                    (est.){" "}
                    <span className="text-muted">
                      {row.estimatePerDay.currency} · {estimateSourceText(row.estimatePerDay)}
                    </span>
                  </span>
                ) : (
                  "No tariff"
                ),
              ]}
            />
          ))}
        </>
      )}
    </section>
  );
}
