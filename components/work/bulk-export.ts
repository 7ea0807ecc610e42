import type { BoardFilters } from "@/lib/shared/board-query";
import { boardCsvFileName, buildCsv } from "@/components/board/board-csv";
import { fetchAllRows } from "@/components/board/export-view";
import type { ContainerRow, ContainersResponse } from "@/lib/shared/container-api";
import { fetchJson } from "@/lib/shared/fetch-json";

import type { Selection } from "./selection";

/**
 * The selected rows as the board's CSV: explicit ids from the loaded rows, or every row of the view (all its
 * pages, loaded or not) when the whole view is selected.
 */
export async function exportSelection(
  selection: Selection,
  rows: readonly ContainerRow[],
  filters: BoardFilters,
  onProgress: (loaded: number) => void,
): Promise<void> {
  const chosen =
    selection.mode === "view"
      ? await fetchAllRows(filters, (url) => fetchJson<ContainersResponse>(url), onProgress)
      : rows.filter((row) => selection.ids.has(row.id));
  const blob = new Blob([`\uFEFF${buildCsv(chosen)}`], { type: "text/csv;charset=utf-8" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = boardCsvFileName(new Date(), "selection");
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
