"use client";

import type { PastLfdSummary } from "@/lib/domain/past-lfd";
import { shortDayText } from "@/lib/shared/format/date";
import { formatAmounts } from "@/lib/shared/format/money";
import { FEE_TYPES, type FeesRow, type FeeType, type ReportFilters } from "@/lib/shared/report-api";
import { periodDays } from "@/lib/shared/report-periods";

import { BarsChart } from "./bars-chart";
import { boardHref } from "./board-links";
import { ChartCard } from "./chart-card";
import { chartMoney } from "./format";

const TYPE_LABELS: Record<FeeType, string> = {
  demurrage: "Demurrage",
  exam: "Exam",
  extended_dwell_time: "Extended dwell time",
  other: "Other",
};

type Props = {
  grain: "day" | "week";
  rows: FeesRow[];
  today: string;
  filters: ReportFilters;
  card: PastLfdSummary;
};

/** Posted fees over time by type, one chart per currency (amounts in different currencies are never added). */
export function FeesReport({ grain, rows, today, filters, card }: Props) {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const periods = [...new Set(rows.map((row) => row.period))].sort();
  const href = (period: string, type: FeeType, currency: string) =>
    boardHref(filters, { cell: { chart: "fees", ...periodDays(period, grain, filters), type, currency } });
  const table = {
    columns: [grain === "week" ? "Week of" : "Date", "Type", "Currency", "Amount"],
    rows: rows.map((row) => [row.period, TYPE_LABELS[row.type], row.currency, row.amount]),
  };
  const onPastLfd = Object.keys(card.demurrage).length > 0 ? formatAmounts(card.demurrage) : "none";
  const incurred = Object.keys(card.incurred).length > 0 ? formatAmounts(card.incurred) : "none";
  return (
    <ChartCard
      slug="fees-posted"
      title="Fees posted"
      description={
        <>
          Posted by terminals, per {grain} (terminal-local days), by type and currency; the terminal&apos;s own
          &quot;total&quot; is never added. The service does not date its fees: those already posted when Quayside first
          saw a box count on that day. Demurrage posted on the boxes past their LFD now:{" "}
          <strong data-testid="fees-past-lfd-demurrage">{onPastLfd}</strong>, beside{" "}
          <strong data-testid="fees-past-lfd-incurred">{incurred}</strong> incurred to date at the tariffs (an estimate)
          (the board&apos;s Past LFD card).
        </>
      }
      table={table}
      rowHrefs={rows.map((row) => href(row.period, row.type, row.currency))}
      date={today}
      empty={
        rows.length === 0
          ? `No fees were posted from ${shortDayText(filters.from)} to ${shortDayText(filters.to)} for these filters.`
          : null
      }
    >
      <div className="space-y-4">
        {currencies.map((currency) => {
          const data = periods.map((period) => {
            const datum: Record<string, string | number> = { x: shortDayText(period), period };
            for (const type of FEE_TYPES)
              datum[type] = rows
                .filter((row) => row.currency === currency && row.period === period && row.type === type)
                .reduce((sum, row) => sum + row.amount, 0);
            return datum;
          });
          const used = FEE_TYPES.filter((type) => data.some((datum) => Number(datum[type]) !== 0));
          return (
            <div key={currency}>
              <h3 className="mb-1 text-sm font-medium">
                {currency === "UNKNOWN" ? "Fees without a currency" : `Posted in ${currency}`}
              </h3>
              <BarsChart
                data={data}
                xKey="x"
                series={used.map((type) => ({ key: type, label: TYPE_LABELS[type] }))}
                stacked
                format={chartMoney(currency)}
                yLabel={currency}
                ariaLabel={`Fees posted in ${currency} per ${grain}, stacked by type`}
                height={260}
                hrefOf={(datum, key) => href(String(datum.period), key as FeeType, currency)}
              />
            </div>
          );
        })}
      </div>
    </ChartCard>
  );
}
