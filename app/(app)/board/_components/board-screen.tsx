"use client";

import { useCallback, useMemo, useRef, useState } from "react";

import { EMPTY_FILTERS, filterParams, parseBoardView, toggleValue, type BoardFilters, type SortKey } from "@/components/board/board-query";
import { DEFAULT_COLUMNS, parseColumnPrefs, toggleColumn } from "@/components/board/columns";
import { moveActive } from "@/components/board/keyboard";
import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { Bucket } from "@/lib/domain/bucket";
import { ApiError } from "@/lib/shared/fetch-json";

import { BoardEmpty } from "./board-empty";
import { BoardTable, TableSkeleton } from "./board-table";
import { BucketCards } from "./bucket-cards";
import { ColumnChooser } from "./column-chooser";
import { ContainerDrawer } from "./container-drawer";
import { ExportButton } from "./export-button";
import { FilterBar } from "./filter-bar";
import { filterOptions } from "./filter-options";
import { FreshnessBanner } from "./freshness-banner";
import { SavedViewsMenu } from "./saved-views-menu";
import { useBoardKeys } from "./use-board-keys";
import { useBoardRows } from "./use-board-rows";
import { useBoardView } from "./use-board-view";
import { useLocalText } from "./use-local-state";

export function BoardScreen({ userId, canWrite }: { userId: string; canWrite: boolean }) {
  const { view, setView } = useBoardView();
  // Server-sent events invalidate the board's queries when containers change: no reload, no polling race.
  useLiveUpdates();
  const filters: BoardFilters = view;
  const { query, rows, first } = useBoardRows(filters);
  const [storedColumns, setStoredColumns] = useLocalText(`quayside:board:columns:${userId}`);
  const columns = useMemo(() => parseColumnPrefs(storedColumns), [storedColumns]);
  const [active, setActive] = useState(-1);
  const scrollRef = useRef<HTMLDivElement>(null);

  const setFilters = useCallback((next: BoardFilters) => {
    setActive(-1);
    setView((current) => ({ ...next, open: current.open }));
  }, [setView]);
  const open = useCallback((index: number) => {
    const row = rows[index];
    if (row) setView((current) => ({ ...current, open: row.id }), "push");
  }, [rows, setView]);
  const close = useCallback(() => {
    setView((current) => ({ ...current, open: null }));
    scrollRef.current?.focus();
  }, [setView]);

  useBoardKeys((action, event) => {
    if (action.type === "close") {
      if (view.open) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (action.type === "focusSearch") {
      event.preventDefault();
      document.getElementById("board-search")?.focus();
      return;
    }
    if (action.type === "open") {
      if (active >= 0) {
        event.preventDefault();
        open(active);
      }
      return;
    }
    event.preventDefault();
    const next = moveActive(active, action, rows.length);
    setActive(next);
    // With the drawer open, moving also follows in the drawer: read the board row by row.
    const row = rows[next];
    if (view.open && row) setView((current) => ({ ...current, open: row.id }));
  });

  const options = useMemo(() => filterOptions(rows, filters), [rows, filters]);
  const openRow = view.open ? (rows.find((row) => row.id === view.open) ?? null) : null;
  const noApi = query.error instanceof ApiError && query.error.status === 404;
  const filtered = filterParams({ ...filters, sort: "urgency", dir: "asc" }).toString() !== "";

  const onSort = (sort: SortKey) => setFilters({ ...filters, sort, dir: filters.sort === sort && filters.dir === "asc" ? "desc" : "asc" });

  return (
    <div className="space-y-4">
      {first ? <FreshnessBanner freshness={first.freshness} now={first.now} /> : null}
      <BucketCards counts={noApi ? {} : (first?.bucketCounts ?? null)} selected={filters.bucket} pastLfd={first?.pastLfd ?? null} onToggle={(bucket: Bucket) => setFilters({ ...filters, bucket: toggleValue(filters.bucket, bucket) })} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <FilterBar filters={filters} options={options} onChange={setFilters} />
        <div className="flex items-center gap-2">
          <SavedViewsMenu userId={userId} currentQuery={filterParams(filters).toString()} onApply={(text) => setFilters(parseBoardView(new URLSearchParams(text)))} />
          <ColumnChooser visible={columns} onToggle={(id) => setStoredColumns(JSON.stringify(toggleColumn(columns, id)))} onReset={() => setStoredColumns(JSON.stringify(DEFAULT_COLUMNS))} />
          <ExportButton filters={filters} columns={columns} disabled={!first || first.total === 0} />
        </div>
      </div>
      <div className="flex items-center justify-between text-xs text-muted">
        <span data-testid="board-total" aria-live="polite">
          {first ? `${first.total.toLocaleString("en-US")} container${first.total === 1 ? "" : "s"}${filtered ? " match this view" : " on the board"}${rows.length < first.total ? ` · ${rows.length.toLocaleString("en-US")} loaded` : ""}` : query.isPending ? "Loading…" : ""}
          {query.isFetching && first ? " · updating…" : ""}
        </span>
        <span id="board-keys">Keys: j/k or ↑/↓ move · Enter opens · Esc closes · / search</span>
      </div>
      {query.isError && !noApi ? (
        <Alert tone="error" title="The board could not be loaded.">
          {query.error.message}{" "}
          <Button variant="secondary" size="sm" className="ml-2" onClick={() => query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {noApi ? (
        <BoardEmpty kind="no-api" onClear={() => setFilters(EMPTY_FILTERS)} canWrite={canWrite} />
      ) : query.isPending ? (
        <TableSkeleton />
      ) : first && first.total === 0 ? (
        <BoardEmpty kind={filtered ? "no-match" : "no-data"} onClear={() => setFilters({ ...EMPTY_FILTERS, sort: filters.sort, dir: filters.dir })} canWrite={canWrite} />
      ) : first ? (
        <BoardTable
          rows={rows}
          total={first.total}
          columns={columns}
          sort={filters.sort}
          dir={filters.dir}
          activeIndex={active}
          openId={view.open}
          scrollRef={scrollRef}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          onSort={onSort}
          onRowClick={(index) => {
            setActive(index);
            open(index);
          }}
        />
      ) : null}
      {view.open ? <ContainerDrawer id={view.open} listRow={openRow} canWrite={canWrite} onClose={close} /> : null}
    </div>
  );
}
