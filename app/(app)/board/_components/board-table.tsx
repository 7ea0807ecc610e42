"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type RefObject } from "react";

import type { SortDir, SortKey } from "@/lib/shared/board-query";
import { COLUMNS, type ColumnId } from "@/components/board/columns";
import { BUCKET_STYLE } from "@/components/board/bucket-style";
import type { ContainerRow } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";
import { SelectAllBox, useSelectionContext } from "@/components/work/selection-boxes";
import { Skeleton } from "@/components/ui/skeleton";

import { BoardCell } from "./board-cells";

// One line per row: fifteen or more rows fit at 1440×900, ten or more at 1280×800.
export const ROW_HEIGHT = 32;

/** Which sort a column header sets; columns without one are not sortable. */
const COLUMN_SORT: Partial<Record<ColumnId, SortKey>> = {
  number: "number",
  bucket: "urgency",
  lfd: "lfd",
  daysLeft: "lfd",
  fees: "fees",
  money: "money",
  status: "status",
  terminal: "terminal",
  line: "line",
  checked: "checked",
  eta: "eta",
};

type Props = {
  rows: readonly ContainerRow[];
  total: number;
  columns: readonly ColumnId[];
  sort: SortKey;
  dir: SortDir;
  activeIndex: number;
  openId: string | null;
  scrollRef: RefObject<HTMLDivElement | null>;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onSort: (sort: SortKey) => void;
  onRowClick: (index: number) => void;
  /** Whether the table is scrolled away from its top (the cards fold into a strip then). */
  onScrolled: (scrolled: boolean) => void;
  now?: string;
};

export function BoardTable({
  rows,
  total,
  columns,
  sort,
  dir,
  activeIndex,
  openId,
  scrollRef,
  hasMore,
  loadingMore,
  onLoadMore,
  onSort,
  onRowClick,
  onScrolled,
  now,
}: Props) {
  // Fixed tracks, so the key columns keep their place at 1440 px; the last one takes any spare width.
  const template = columns
    .map((id, index) => (index === columns.length - 1 ? `minmax(${COLUMNS[id].width}, 1fr)` : COLUMNS[id].width))
    .join(" ");
  // TanStack Virtual returns functions the React Compiler cannot memoize; this component opts out on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const selection = useSelectionContext();
  const lastIndex = items.at(-1)?.index ?? -1;
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  // Fetch the next page of 500 before the reader reaches the end of what is loaded.
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= rows.length - 100) loadMore.current();
  }, [hasMore, loadingMore, lastIndex, rows.length]);

  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: "auto" });
  }, [activeIndex, virtualizer]);

  return (
    <div
      ref={scrollRef}
      tabIndex={0}
      role="table"
      aria-label="Containers"
      aria-rowcount={total + 1}
      aria-describedby="board-keys"
      data-testid="board-table"
      onScroll={(event) => onScrolled(event.currentTarget.scrollTop > 8)}
      className="relative min-h-[240px] flex-1 overflow-auto rounded-card border border-border bg-surface shadow-sm"
    >
      <div className="w-max min-w-full">
        <div
          role="row"
          aria-rowindex={1}
          className="sticky top-0 z-10 grid border-b border-border bg-surface-muted text-xs font-semibold text-muted"
          style={{ gridTemplateColumns: template }}
        >
          {columns.map((id) => {
            const key = COLUMN_SORT[id];
            // Two columns share the LFD sort; only the LFD column carries the arrow.
            const sorted = key !== undefined && key === sort && id !== "daysLeft";
            return (
              <div
                key={id}
                role="columnheader"
                aria-sort={sorted ? (dir === "asc" ? "ascending" : "descending") : undefined}
                className="truncate whitespace-nowrap px-2 py-1.5"
              >
                {id === "number" ? <SelectAllBox /> : null}
                {key ? (
                  <button
                    type="button"
                    onClick={() => onSort(key)}
                    className="inline-flex items-center gap-1 hover:text-ink"
                  >
                    {COLUMNS[id].label}
                    <span aria-hidden className="text-[10px]">
                      {sorted ? (dir === "asc" ? "▲" : "▼") : ""}
                    </span>
                  </button>
                ) : (
                  COLUMNS[id].label
                )}
              </div>
            );
          })}
        </div>
        <div className="relative" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const active = item.index === activeIndex;
            return (
              <div
                key={row.id}
                id={`row-${row.id}`}
                role="row"
                // Focusable by script only: closing the drawer puts focus back on the row it was opened from.
                tabIndex={-1}
                aria-rowindex={item.index + 2}
                aria-selected={active}
                data-testid="board-row"
                data-number={row.number}
                data-bucket={row.bucket}
                data-lenses={row.lenses.join(" ")}
                data-selected={selection?.isSelected(row.id) || undefined}
                onClick={() => onRowClick(item.index)}
                className={cn(
                  "absolute inset-x-0 grid cursor-pointer items-center border-b border-border/70 text-sm hover:bg-surface-muted/70 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent",
                  active && "bg-accent/5 outline-2 -outline-offset-2 outline-accent",
                  openId === row.id && "bg-accent/10",
                  selection?.isSelected(row.id) && "bg-accent/10",
                )}
                style={{ height: item.size, transform: `translateY(${item.start}px)`, gridTemplateColumns: template }}
              >
                {columns.map((id, index) => (
                  <div
                    key={id}
                    role="cell"
                    className={cn(
                      "flex h-full min-w-0 items-center overflow-hidden px-2",
                      index === 0 && "relative pl-3.5",
                    )}
                  >
                    {index === 0 ? (
                      <span
                        aria-hidden
                        className={cn("absolute inset-y-1 left-1 w-1 rounded-full", BUCKET_STYLE[row.bucket].bar)}
                      />
                    ) : null}
                    <BoardCell row={row} column={id} now={now} />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
        {loadingMore ? <p className="px-4 py-2 text-xs text-muted">Loading more rows…</p> : null}
      </div>
    </div>
  );
}

export function TableSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading containers"
      className="rounded-card border border-border bg-surface p-3 shadow-sm"
    >
      {Array.from({ length: 15 }, (_, index) => (
        <Skeleton key={index} className="mb-1 h-7" />
      ))}
    </div>
  );
}
