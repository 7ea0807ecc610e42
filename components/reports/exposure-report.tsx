"use client";

import type { ExposureReport as Exposure, ReportFilters } from "@/lib/shared/report-api";

import { BarsChart } from "./bars-chart";
import { boardHref } from "./board-links";
import { ChartCard } from "./chart-card";
import { chartMoney, dayLabel } from "./format";

/** Estimated demurrage at risk per day, from tariffs: always labelled an estimate, apart from posted fees. */
export function ExposureReport({
  exposure,
  today,
  filters,
}: {
  exposure: Exposure;
  today: string;
  filters: ReportFilters;
}) {
  const href = (date: string, currency: string) => boardHref(filters, { cell: { chart: "exposure", date, currency } });
  const charged = exposure.rows.flatMap((row) =>
    Object.entries(row.byCurrency).map(([currency, amount]) => ({ row, currency, amount })),
  );
  const table = {
    columns: ["Date", "Day", "Currency", "Estimated demurrage", "Containers charged"],
    rows: charged.map(({ row, currency, amount }) => [
      row.date,
      dayLabel(row.offset, row.date),
      currency,
      amount,
      row.containers,
    ]),
  };
  const note = `Estimate from tariffs for ${exposure.estimated} boxes not yet picked up, if none is picked up; ${exposure.withoutTariff} without a tariff are not estimated. Not posted fees.`;
  return (
    <ChartCard
      slug="exposure"
      title="Cost exposure (estimate)"
      description={<span data-testid="exposure-note">{note}</span>}
      table={table}
      rowHrefs={charged.map(({ row, currency }) => href(row.date, currency))}
      date={today}
      empty={
        exposure.currencies.length === 0
          ? `No estimated exposure in the next 14 days. ${exposure.withoutTariff} boxes have no tariff: an admin can add tariffs in Settings.`
          : null
      }
    >
      <div className="space-y-4">
        {exposure.currencies.map((currency) => (
          <div key={currency}>
            <h3 className="mb-1 text-sm font-medium">
              Estimated {currency} per day{" "}
              <span className="rounded bg-warning/15 px-1.5 py-0.5 text-xs text-warning">Estimate</span>
            </h3>
            <BarsChart
              data={exposure.rows.map((row) => ({
                x: dayLabel(row.offset, row.date),
                date: row.date,
                estimate: row.byCurrency[currency] ?? 0,
              }))}
              hrefOf={(datum) => href(String(datum.date), currency)}
              xKey="x"
              series={[{ key: "estimate", label: `Estimated demurrage (${currency})` }]}
              highlightX="Today"
              format={chartMoney(currency)}
              yLabel={currency}
              ariaLabel={`Estimated demurrage at risk per day in ${currency} for the next 14 days`}
              height={260}
            />
          </div>
        ))}
      </div>
    </ChartCard>
  );
}
