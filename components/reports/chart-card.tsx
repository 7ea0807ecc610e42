"use client";

import { useState, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";

import { csvFileName, toCsv, type CsvTable } from "@/lib/shared/csv";
import { DataTable } from "./data-table";

type ChartCardProps = {
  slug: string;
  title: string;
  description?: ReactNode;
  table: CsvTable;
  /** Per table row, its boxes on the board (null: none to show). */
  rowHrefs?: readonly (string | null)[];
  date: string;
  empty?: string | null;
  children: ReactNode;
};

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** A report card: the chart or its table (same numbers), and a CSV of the table. */
export function ChartCard({ slug, title, description, table, rowHrefs, date, empty, children }: ChartCardProps) {
  const [view, setView] = useState<"chart" | "table">("chart");
  const toggle = (
    <div className="flex shrink-0 items-center gap-2 print:hidden">
      <div role="group" aria-label={`${title}: view`} className="inline-flex rounded-md border border-border p-0.5">
        {(["chart", "table"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            className="rounded px-2.5 py-1 text-xs font-medium text-muted aria-pressed:bg-surface-muted aria-pressed:text-ink"
          >
            {option === "chart" ? "Chart" : "Table"}
          </button>
        ))}
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => download(csvFileName(slug, date), toCsv(table))}
        aria-label={`Download ${title} as CSV`}
      >
        CSV
      </Button>
    </div>
  );
  return (
    <Card className="min-w-0 break-inside-avoid">
      <div data-testid={`report-${slug}`}>
        <CardHeader title={title} description={description} actions={toggle} />
        <CardBody>
          {empty ? (
            <p className="py-8 text-center text-sm text-muted">{empty}</p>
          ) : view === "chart" ? (
            children
          ) : (
            <DataTable title={title} table={table} hrefs={rowHrefs} />
          )}
        </CardBody>
      </div>
    </Card>
  );
}
