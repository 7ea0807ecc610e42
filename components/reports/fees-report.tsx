"use client";

import type { FeesRow } from "@/lib/shared/report-api";
import { FEE_TYPES } from "@/lib/validations/reports";

import { BarsChart } from "./bars-chart";
import { ChartCard } from "./chart-card";
import { shortDayText } from "@/lib/shared/format/date";

import { chartMoney } from "./format";

const TYPE_LABELS: Record<(typeof FEE_TYPES)[number], string> = {
  demurrage: "Demurrage",
  exam: "Exam",
  extended_dwell_time: "Extended dwell time",
  other: "Other",
};

/** Posted fees over time by type, one chart per currency (amounts in different currencies are never added). */
export function FeesReport({ grain, rows, today }: { grain: "day" | "week"; rows: FeesRow[]; today: string }) {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const periods = [...new Set(rows.map((row) => row.period))].sort();
  const table = {
    columns: [grain === "week" ? "Week of" : "Date", "Type", "Currency", "Amount"],
    rows: rows.map((row) => [row.period, TYPE_LABELS[row.type], row.currency, row.amount]),
  };
  return (
    <ChartCard
      slug="fees-posted"
      title="Fees posted"
      description={`Posted by terminals, per ${grain}, by type and currency. The terminal's own "total" is never added.`}
      table={table}
      date={today}
      empty={rows.length === 0 ? "No fees were posted in this range for these filters." : null}
    >
      <div className="space-y-4">
        {currencies.map((currency) => {
          const data = periods.map((period) => {
            const datum: Record<string, string | number> = { x: shortDayText(period) };
            for (const type of FEE_TYPES)
              datum[type] = rows
                .filter((row) => row.currency === currency && row.period === period && row.type === type)
                .reduce((sum, row) => sum + row.amount, 0);
            return datum;
          });
          return (
            <div key={currency}>
              <h3 className="mb-1 text-sm font-medium">
                {currency === "UNKNOWN" ? "Fees without a currency" : currency}
              </h3>
              <BarsChart
                data={data}
                xKey="x"
                series={FEE_TYPES.map((type) => ({ key: type, label: TYPE_LABELS[type] }))}
                stacked
                format={chartMoney(currency)}
                yLabel={currency}
                ariaLabel={`Fees posted in ${currency} per ${grain}, stacked by type`}
                height={260}
              />
            </div>
          );
        })}
      </div>
    </ChartCard>
  );
}
