"use client";

import { useState } from "react";

import type { BoardFilters } from "@/lib/shared/board-query";
import { boardCsvFileName, buildCsv } from "@/components/board/board-csv";
import { fetchAllRows } from "@/components/board/export-view";
import { Button } from "@/components/ui/button";
import type { ContainersResponse } from "@/lib/shared/container-api";
import { fetchJson } from "@/lib/shared/fetch-json";
import { formatCount } from "@/lib/shared/format/number";

/** Downloads every row of the current view (all pages, not just what is on screen), in the spreadsheet layout of board-csv.ts. */
export function ExportButton({ filters, disabled }: { filters: BoardFilters; disabled?: boolean }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run() {
    setError(null);
    setProgress(0);
    try {
      const rows = await fetchAllRows(filters, (url) => fetchJson<ContainersResponse>(url), setProgress);
      const blob = new Blob([`\uFEFF${buildCsv(rows)}`], { type: "text/csv;charset=utf-8" });
      const link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = boardCsvFileName(new Date());
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : "The export failed. Try again.");
    } finally {
      setProgress(null);
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" onClick={run} busy={progress !== null} disabled={disabled}>
        {progress !== null ? `Exporting… ${formatCount(progress)}` : "Export CSV"}
      </Button>
      {error ? (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </span>
  );
}
