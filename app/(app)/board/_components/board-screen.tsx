"use client";

import { useCallback, useMemo, useRef, useState } from "react";

import {
  defaultSortOf,
  EMPTY_FILTERS,
  filterParams,
  toggleValue,
  withLenses,
  type BoardFilters,
  type SortKey,
} from "@/lib/shared/board-query";
import { parseBoardView } from "@/lib/validations/board-view";
import { DEFAULT_COLUMNS, parseColumnPrefs, serializeColumnPrefs, toggleColumn } from "@/components/board/columns";
import { moveActive } from "@/components/board/keyboard";
import { columnsForLenses } from "@/components/board/lens-columns";
import { chooseLens, lensUnionText } from "@/components/board/lens-selection";
import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { BulkBar } from "@/components/work/bulk-bar";
import { SelectionProvider } from "@/components/work/selection-boxes";
import { useRowSelection } from "@/components/work/use-row-selection";
import type { LensKey } from "@/lib/domain/lens-keys";
import { useFilterOptions } from "@/lib/queries/containers-queries";
import { ApiError } from "@/lib/shared/fetch-json";
import { looksLikeTrackingNumber } from "@/lib/shared/search-api";
import { countText, formatCount } from "@/lib/shared/format/number";

import { BlockedGroups } from "./blocked-groups";
import { BoardEmpty } from "./board-empty";
import { BackfillBanner } from "./backfill-banner";
import { BoardNowProvider } from "./board-now";
import { BoardTable, TableSkeleton } from "./board-table";
import { ColumnChooser } from "./column-chooser";
import { ContainerDrawer } from "./container-drawer";
import { ExportButton } from "./export-button";
import { FilterBar } from "./filter-bar";
import { filterOptions } from "./picker-options";
import { FreshnessBanner } from "@/components/sync/freshness-banner";
import { LensCards } from "./lens-cards";
import { SavedViewsMenu } from "./saved-views-menu";
import { ServiceSearch } from "./service-search";
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
  const serverOptions = useFilterOptions();
  const [storedColumns, setStoredColumns] = useLocalText(`quayside:board:columns:${userId}`);
  const columns = useMemo(() => parseColumnPrefs(storedColumns), [storedColumns]);
  const shownColumns = useMemo(() => columnsForLenses(columns, filters.lens), [columns, filters.lens]);
  const [active, setActive] = useState(-1);
  const [scrolled, setScrolled] = useState(false);
  const [pinnedFold, setPinnedFold] = useState<boolean | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Re-sorting keeps the selection; another filter is another set of boxes and starts a new one.
  const selection = useRowSelection({
    rows,
    active,
    viewQuery: filterParams({ ...filters, sort: defaultSortOf(filters.lens), dir: "asc" }).toString(),
    total: first?.total ?? 0,
    tableRef: scrollRef,
  });

  const setFilters = useCallback(
    (next: BoardFilters) => {
      setActive(-1);
      setView((current) => ({ ...next, open: current.open }));
    },
    [setView],
  );
  const open = useCallback(
    (index: number) => {
      const row = rows[index];
      if (row) setView((current) => ({ ...current, open: row.id }), "push");
    },
    [rows, setView],
  );
  const close = useCallback(() => setView((current) => ({ ...current, open: null })), [setView]);
  // Closing the drawer puts focus back on the row it showed last (j/k may have moved it), else on the table.
  const returnFocus = useCallback((id: string) => {
    (document.getElementById(`row-${id}`) ?? scrollRef.current)?.focus({ preventScroll: true });
  }, []);

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

  const options = useMemo(() => filterOptions(serverOptions.data ?? null, filters), [serverOptions.data, filters]);
  const openRow = view.open ? (rows.find((row) => row.id === view.open) ?? null) : null;
  const noApi = query.error instanceof ApiError && query.error.status === 404;
  // The view without its order: the same boxes whichever way they are sorted.
  const filtered = filterParams({ ...filters, sort: defaultSortOf(filters.lens), dir: "asc" }).toString() !== "";
  const folded = pinnedFold ?? scrolled;
  const showGroups =
    (filters.lens.includes("blocked") || filters.hold.length > 0) && (first?.blockedGroups.length ?? 0) > 0;

  const onSort = (sort: SortKey) =>
    setFilters({ ...filters, sort, dir: filters.sort === sort && filters.dir === "asc" ? "desc" : "asc" });

  return (
    <BoardNowProvider value={first?.now}>
      {/* The board fills the window below the app bar: the table takes what the cards and filters leave. */}
      <div className="flex h-[calc(100vh-6rem)] min-h-[560px] flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4">
          <h1 className="text-lg font-semibold tracking-tight">Board</h1>
          <p className="text-xs text-muted">
            What to pull now, what costs money, what blocks the rest. Dates and days left are in each terminal&rsquo;s
            own time zone.
          </p>
        </div>
        {first ? <FreshnessBanner freshness={first.freshness} now={first.now} /> : null}
        {first?.freshness.backfill ? <BackfillBanner backfill={first.freshness.backfill} /> : null}
        <LensCards
          counts={noApi ? null : (first?.lensCounts ?? null)}
          boardTotal={first?.boardTotal ?? null}
          selected={filters.lens}
          pastLfd={first?.pastLfd ?? null}
          blockedGroups={first?.blockedGroups ?? []}
          folded={folded}
          onChoose={(lens: LensKey, add: boolean) =>
            setFilters(withLenses(filters, chooseLens(filters.lens, lens, add)))
          }
          onFold={setPinnedFold}
        />
        <FilterBar filters={filters} options={options} onChange={setFilters} />
        {showGroups && first ? (
          <BlockedGroups
            groups={first.blockedGroups}
            selectedHolds={filters.hold}
            onToggleHold={(hold) => setFilters({ ...filters, hold: toggleValue(filters.hold, hold) })}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
          <span data-testid="board-total" aria-live="polite">
            {first
              ? `${countText(first.total, "container")}${filtered ? (first.total === 1 ? " matches this view" : " match this view") : " on the board"}${filters.lens.length > 1 ? ` · under any of ${lensUnionText(filters.lens)}` : ""}${rows.length < first.total ? ` · ${formatCount(rows.length)} loaded` : ""}`
              : query.isPending
                ? "Loading…"
                : ""}
            {query.isFetching && first ? " · updating…" : ""}
          </span>
          <div className="flex items-center gap-2">
            <span id="board-keys" className="hidden xl:inline">
              Keys: j/k or ↑/↓ move · Enter opens · Esc closes · / search · Space, Shift+↑/↓ select
            </span>
            <SavedViewsMenu
              userId={userId}
              currentQuery={filterParams(filters).toString()}
              onApply={(text) => setFilters(parseBoardView(new URLSearchParams(text)))}
            />
            <ColumnChooser
              visible={columns}
              onToggle={(id) => setStoredColumns(serializeColumnPrefs(toggleColumn(columns, id)))}
              onReset={() => setStoredColumns(serializeColumnPrefs(DEFAULT_COLUMNS))}
            />
            <ExportButton filters={filters} disabled={!first || first.total === 0} />
          </div>
        </div>
        <BulkBar selection={selection} rows={rows} filters={filters} canWrite={canWrite} />
        {query.isError && !noApi ? (
          <Alert tone="error" title="The board could not be loaded.">
            {query.error.message}{" "}
            <Button variant="secondary" size="sm" className="ml-2" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {noApi ? (
          <BoardEmpty kind="no-api" onClear={() => setFilters(EMPTY_FILTERS)} canWrite={canWrite} />
        ) : query.isPending ? (
          <TableSkeleton />
        ) : first && first.total === 0 ? (
          <div className="min-h-0 flex-1 overflow-y-auto">
            <BoardEmpty
              kind={filtered ? "no-match" : "no-data"}
              onClear={() => setFilters({ ...EMPTY_FILTERS, sort: filters.sort, dir: filters.dir })}
              canWrite={canWrite}
            />
            {looksLikeTrackingNumber(filters.q) ? (
              <ServiceSearch
                key={filters.q}
                q={filters.q}
                canWrite={canWrite}
                onOpen={(id) => setView((current) => ({ ...current, open: id }), "push")}
              />
            ) : null}
          </div>
        ) : first ? (
          <SelectionProvider value={selection}>
            <BoardTable
              rows={rows}
              total={first.total}
              columns={shownColumns}
              sort={filters.sort}
              dir={filters.dir}
              activeIndex={active}
              openId={view.open}
              scrollRef={scrollRef}
              hasMore={query.hasNextPage}
              loadingMore={query.isFetchingNextPage}
              onLoadMore={() => void query.fetchNextPage()}
              onSort={onSort}
              onScrolled={setScrolled}
              now={first.now}
              onRowClick={(index) => {
                setActive(index);
                open(index);
              }}
            />
          </SelectionProvider>
        ) : null}
        {view.open ? (
          <ContainerDrawer
            id={view.open}
            listRow={openRow}
            canWrite={canWrite}
            onClose={close}
            returnFocus={returnFocus}
          />
        ) : null}
      </div>
    </BoardNowProvider>
  );
}
