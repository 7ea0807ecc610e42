"use client";

import { useEffect, useState } from "react";

import { activeFilterCount, EMPTY_FILTERS, LIST_KEYS, toggleValue, type BoardFilters, type ListKey } from "@/components/board/board-query";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { BUCKET_INFO, type Bucket } from "@/lib/domain/bucket";

import type { Option } from "./filter-options";

const LABELS: Record<ListKey, string> = { bucket: "Bucket", terminal: "Terminal", line: "Line", status: "Status", hold: "Hold", customer: "Customer", tag: "Tag" };

type Props = {
  filters: BoardFilters;
  options: Record<Exclude<ListKey, "bucket">, Option[]>;
  onChange: (next: BoardFilters) => void;
};

/** Search (debounced into the URL), one picker per list filter, the LFD window, and the active filters as removable chips. */
export function FilterBar({ filters, options, onChange }: Props) {
  const [q, setQ] = useState(filters.q);
  // When the URL's search changes from elsewhere (a saved view, Back), the box follows it.
  const [seen, setSeen] = useState(filters.q);
  if (seen !== filters.q) {
    setSeen(filters.q);
    setQ(filters.q);
  }
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q }), 250);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);

  const labelFor = (key: ListKey, value: string) => (key === "bucket" ? BUCKET_INFO[value as Bucket]?.label : options[key].find((option) => option.value === value)?.label) ?? value;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-64">
          <label htmlFor="board-search" className="sr-only">Search by container, BOL, booking or reference</label>
          <Input id="board-search" type="search" placeholder="Search container, BOL, booking, ref  ( / )" value={q} onChange={(event) => setQ(event.target.value)} autoComplete="off" />
        </div>
        {(LIST_KEYS.filter((key) => key !== "bucket") as Array<Exclude<ListKey, "bucket">>).map((key) => (
          <div key={key} className="w-28">
            <label htmlFor={`filter-${key}`} className="sr-only">Filter by {LABELS[key].toLowerCase()}</label>
            <Select
              id={`filter-${key}`}
              value=""
              onChange={(event) => {
                if (event.target.value) onChange({ ...filters, [key]: toggleValue(filters[key], event.target.value) });
              }}
            >
              <option value="">{LABELS[key]}…</option>
              {options[key].map((option) => (
                <option key={option.value} value={option.value}>
                  {filters[key].includes(option.value) ? "✓ " : ""}
                  {option.label}
                </option>
              ))}
            </Select>
          </div>
        ))}
        <div className="flex items-center gap-1">
          <label htmlFor="filter-lfd-from" className="whitespace-nowrap text-xs text-muted">LFD from</label>
          <Input id="filter-lfd-from" type="date" className="w-34" value={filters.lfdFrom ?? ""} onChange={(event) => onChange({ ...filters, lfdFrom: event.target.value || null })} />
          <label htmlFor="filter-lfd-to" className="text-xs text-muted">to</label>
          <Input id="filter-lfd-to" type="date" className="w-34" value={filters.lfdTo ?? ""} onChange={(event) => onChange({ ...filters, lfdTo: event.target.value || null })} />
        </div>
      </div>
      {activeFilterCount(filters) > 0 || filters.bucket.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5" aria-label="Active filters">
          {LIST_KEYS.flatMap((key) =>
            filters[key].map((value) => (
              <button
                key={`${key}-${value}`}
                type="button"
                onClick={() => onChange({ ...filters, [key]: filters[key].filter((item) => item !== value) })}
                className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2 py-0.5 text-xs hover:bg-surface-muted"
                aria-label={`Remove filter ${LABELS[key]}: ${labelFor(key, value)}`}
              >
                <span className="text-muted">{LABELS[key]}:</span> {labelFor(key, value)} <span aria-hidden>×</span>
              </button>
            )),
          )}
          {filters.lfdFrom || filters.lfdTo ? <span className="rounded-full border border-border px-2 py-0.5 text-xs">LFD {filters.lfdFrom ?? "…"} – {filters.lfdTo ?? "…"}</span> : null}
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...EMPTY_FILTERS, sort: filters.sort, dir: filters.dir })}>
            Clear all
          </Button>
        </div>
      ) : null}
    </div>
  );
}
