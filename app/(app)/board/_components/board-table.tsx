"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef, type RefObject } from "react";

import type { SortDir, SortKey } from "@/components/board/board-query";
import { COLUMNS, type ColumnId } from "@/components/board/columns";
import { BUCKET_STYLE } from "@/components/board/bucket-style";
import type { ContainerRow } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";

import { BoardCell } from "./board-cells";

const ROW_HEIGHT = 48;

/** Which sort a column header sets; columns without one are not sortable. */
const COLUMN_SORT: Partial<Record<ColumnId, SortKey>> = {
  number: "number",
  bucket: "urgency",
  lfd: "lfd",
  daysLeft: "lfd",
  fees: "fees",
  status: "status",
  terminal: "terminal",
  line: "line",
  checked: "checked",
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
};

export function BoardTable({ rows, total, columns, sort, dir, activeIndex, openId, scrollRef, hasMore, loadingMore, onLoadMore, onSort, onRowClick }: Props) {
  const template = columns.map((id) => `minmax(${COLUMNS[id].width}, 1fr)`).join(" ");
  // TanStack Virtual returns functions the React Compiler cannot memoize; this component opts out on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });
  const items = virtualizer.getVirtualItems();
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
      className="relative h-[calc(100vh-19rem)] min-h-[420px] overflow-auto rounded-card border border-border bg-surface shadow-sm"
    >
      <div className="min-w-max">
        <div role="row" aria-rowindex={1} className="sticky top-0 z-10 grid border-b border-border bg-surface-muted text-xs font-semibold text-muted" style={{ gridTemplateColumns: template }}>
          {columns.map((id) => {
            const key = COLUMN_SORT[id];
            // Two columns share the LFD sort; only the LFD column carries the arrow.
            const sorted = key !== undefined && key === sort && id !== "daysLeft";
            return (
              <div key={id} role="columnheader" aria-sort={sorted ? (dir === "asc" ? "ascending" : "descending") : undefined} className="px-3 py-2">
                {key ? (
                  <button type="button" onClick={() => onSort(key)} className="inline-flex items-center gap-1 hover:text-ink">
                    {COLUMNS[id].label}
                    <span aria-hidden className="text-[10px]">{sorted ? (dir === "asc" ? "▲" : "▼") : ""}</span>
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
                aria-rowindex={item.index + 2}
                aria-selected={active}
                data-testid="board-row"
                data-number={row.number}
                data-bucket={row.bucket}
                onClick={() => onRowClick(item.index)}
                className={cn(
                  "absolute inset-x-0 grid cursor-pointer items-center border-b border-border/70 text-sm hover:bg-surface-muted/70",
                  active && "bg-accent/5 outline-2 -outline-offset-2 outline-accent",
                  openId === row.id && "bg-accent/10",
                )}
                style={{ height: item.size, transform: `translateY(${item.start}px)`, gridTemplateColumns: template }}
              >
                {columns.map((id, index) => (
                  <div key={id} role="cell" className={cn("flex min-w-0 items-center overflow-hidden px-3", index === 0 && "relative pl-4")}>
                    {index === 0 ? <span aria-hidden className={cn("absolute inset-y-1 left-1 w-1 rounded-full", BUCKET_STYLE[row.bucket].bar)} /> : null}
                    <BoardCell row={row} column={id} />
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
    <div aria-busy="true" aria-label="Loading containers" className="rounded-card border border-border bg-surface p-3 shadow-sm">
      {Array.from({ length: 10 }, (_, index) => (
        <div key={index} className="mb-2 h-9 animate-pulse rounded bg-surface-muted" />
      ))}
    </div>
  );
}
