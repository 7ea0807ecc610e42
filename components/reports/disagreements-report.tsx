"use client";

import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { csvFileName, toCsv, type CsvTable } from "@/lib/shared/csv";
import { weekdayDayText } from "@/lib/shared/format/date";
import { formatAmounts } from "@/lib/shared/format/money";
import { countText, formatCount } from "@/lib/shared/format/number";
import type { DisagreementRow, DisagreementsReport, ReportFilters } from "@/lib/shared/report-api";

import { disagreementHref } from "./board-links";
import { DataTable } from "./data-table";

const SOURCE: Record<DisagreementRow["source"], string> = { line: "Line", terminal: "Terminal" };

function ruleText(rule: DisagreementRow["rule"]): string {
  const count = countText(rule.freeDays, `${rule.dayKind} day`);
  const extension = rule.extensionDays > 0 ? ` + ${countText(rule.extensionDays, "extension day")}` : "";
  return rule.ref ? `${rule.ref} (${count}${extension})` : `${count}${extension}`;
}

function stakeText(row: DisagreementRow): string | null {
  if (!row.atStake) return row.direction === "reported_later" ? "None (reported later)" : null;
  const tariffs = row.tariffs.map((tariff) => `${tariff.name} v${tariff.version}`).join(", ");
  return `${formatAmounts(row.atStake)} (${tariffs})`;
}

/** The table people read, and the CSV's machine values: signed days, one column per currency at stake. */
function tables(rows: DisagreementRow[]): { shown: CsvTable; csv: CsvTable } {
  const currencies = [...new Set(rows.flatMap((row) => Object.keys(row.atStake ?? {})))].sort();
  return {
    shown: {
      columns: [
        "Container",
        "Terminal",
        "Source",
        "Reported LFD",
        "Rule's LFD",
        "Difference",
        "At stake (est.)",
        "Rule",
      ],
      rows: rows.map((row) => [
        row.number,
        row.terminal,
        SOURCE[row.source],
        weekdayDayText(row.reported),
        weekdayDayText(row.calculated),
        `${countText(row.days, "day")} ${row.direction === "reported_earlier" ? "earlier" : "later"}`,
        stakeText(row),
        ruleText(row.rule),
      ]),
    },
    csv: {
      columns: [
        "container",
        "terminal",
        "line",
        "customer",
        "source",
        "reported_lfd",
        "calculated_lfd",
        "reported_minus_calculated_days",
        ...currencies.map((currency) => `at_stake_${currency}`),
        "rule",
      ],
      rows: rows.map((row) => [
        row.number,
        row.terminal,
        row.line,
        row.customer,
        row.source,
        row.reported,
        row.calculated,
        row.direction === "reported_earlier" ? -row.days : row.days,
        ...currencies.map((currency) => row.atStake?.[currency] ?? null),
        row.rule.ref,
      ]),
    },
  };
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Reported vs calculated LFDs, the costliest first: a reported LFD earlier than the rule's charges days the rule
 * grants free, so those lead, by what they put at stake. Each row opens its box on the board, where the drawer
 * shows the derivation.
 */
export function DisagreementsReportCard({
  report,
  today,
  filters,
}: {
  report: DisagreementsReport;
  today: string;
  filters: ReportFilters;
}) {
  const { shown, csv } = tables(report.rows);
  const title = "LFD disagreements";
  return (
    <Card className="min-w-0 break-inside-avoid xl:col-span-2">
      <div data-testid="report-disagreements">
        <CardHeader
          title={title}
          description={
            report.total === 0 ? (
              "Every reported LFD on the board matches the one its free-time rule counts."
            ) : (
              <>
                <strong data-testid="disagreements-total">{countText(report.total, "box", "boxes")}</strong> report an
                LFD other than their free-time rule counts;{" "}
                <strong data-testid="disagreements-earlier">{formatCount(report.earlier)}</strong> report it earlier, so
                charges for days the rule grants free can be disputed. Costliest first; amounts are estimates at each
                day&apos;s demurrage rate.{" "}
                {report.total > report.rows.length ? `The first ${formatCount(report.rows.length)} are listed; ` : ""}
                <Link href={disagreementHref(filters)} className="text-accent underline underline-offset-2">
                  all on the board
                </Link>
                .
              </>
            )
          }
          actions={
            <Button
              variant="secondary"
              size="sm"
              className="print:hidden"
              onClick={() => download(csvFileName("lfd-disagreements", today), toCsv(csv))}
              aria-label={`Download ${title} as CSV`}
              disabled={report.rows.length === 0}
            >
              CSV
            </Button>
          }
        />
        {report.rows.length > 0 ? (
          <CardBody>
            <DataTable
              title={title}
              table={shown}
              hrefs={report.rows.map((row) => disagreementHref(filters, row.id))}
            />
          </CardBody>
        ) : null}
      </div>
    </Card>
  );
}
