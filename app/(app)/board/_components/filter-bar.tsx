"use client";

import { useEffect, useState } from "react";

import {
  activeFilterCount,
  ANY_HOLD,
  EMPTY_FILTERS,
  LIST_KEYS,
  PICKER_KEYS,
  toggleValue,
  type BoardFilters,
  type ListKey,
  type PickerKey,
} from "@/lib/shared/board-query";
import { ReportCellChip } from "@/components/reports/report-cell-chip";
import { Button } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { WorkFilterChips, WorkFilterControls } from "@/components/work/work-filter-controls";
import { BUCKET_INFO, type Bucket } from "@/lib/domain/bucket";
import { LENS_INFO, type LensKey } from "@/lib/domain/lens-keys";
import { formatCount } from "@/lib/shared/format/number";

import { ArrivalFilterChips, ArrivalFilterControls } from "./arrival-filters";
import type { Option, OptionKey } from "./picker-options";
import { Popover } from "./popover";

// Each picker as wide as its label needs, so the whole bar fits one line at 1440 px.
const PICKER_WIDTH: Record<PickerKey, string> = {
  terminal: "w-28",
  line: "w-20",
  status: "w-24",
  hold: "w-20",
  customer: "w-28",
  tag: "w-20",
};

const LABELS: Record<ListKey, string> = {
  lens: "Card",
  bucket: "Urgency",
  terminal: "Terminal",
  line: "Line",
  status: "Status",
  hold: "Hold",
  customer: "Customer",
  tag: "Tag",
  vessel: "Vessel",
  size: "Size/type",
};

type Props = {
  filters: BoardFilters;
  options: Record<OptionKey, Option[]>;
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

  const labelFor = (key: ListKey, value: string) =>
    (key === "bucket"
      ? BUCKET_INFO[value as Bucket].label
      : key === "lens"
        ? LENS_INFO[value as LensKey].label
        : options[key].find((option) => option.value === value)?.label) ?? value;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-52">
          <label htmlFor="board-search" className="sr-only">
            Search by container, BOL, booking or reference
          </label>
          <Input
            id="board-search"
            type="search"
            placeholder="Search container, BOL, booking, ref  ( / )"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            autoComplete="off"
          />
        </div>
        {PICKER_KEYS.map((key) => (
          <div key={key} className={PICKER_WIDTH[key]}>
            <label htmlFor={`filter-${key}`} className="sr-only">
              Filter by {LABELS[key].toLowerCase()}
            </label>
            <Select
              id={`filter-${key}`}
              value=""
              onChange={(event) => {
                if (event.target.value) onChange({ ...filters, [key]: toggleValue(filters[key], event.target.value) });
              }}
            >
              <option value="">{LABELS[key]}</option>
              {options[key].map((option) => (
                <option key={option.value} value={option.value}>
                  {filters[key].includes(option.value) ? "✓ " : ""}
                  {option.label}
                  {option.count !== undefined ? ` (${formatCount(option.count)})` : ""}
                </option>
              ))}
            </Select>
          </div>
        ))}
        <button
          type="button"
          aria-pressed={filters.hold.includes(ANY_HOLD)}
          onClick={() => onChange({ ...filters, hold: toggleValue(filters.hold, ANY_HOLD) })}
          data-testid="filter-any-hold"
          title="Every box with at least one active hold (blocking or pending), whatever its name"
          className="inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md border border-border bg-surface px-2.5 text-xs font-medium hover:bg-surface-muted aria-pressed:border-urgency-blocked aria-pressed:bg-urgency-blocked/10"
        >
          <span aria-hidden className="text-urgency-blocked">
            ■
          </span>{" "}
          Any hold
        </button>
        <button
          type="button"
          aria-pressed={filters.disagreement === "earlier"}
          onClick={() =>
            onChange(
              filters.disagreement === "earlier"
                ? { ...filters, disagreement: null, sort: filters.sort === "disagreement" ? "urgency" : filters.sort }
                : { ...filters, disagreement: "earlier", sort: "disagreement", dir: "asc" },
            )
          }
          data-testid="filter-lfd-disagreement"
          title="Boxes whose reported LFD is earlier than the free time their rule grants: the most days first"
          className="inline-flex h-9 items-center gap-1 whitespace-nowrap rounded-md border border-border bg-surface px-2.5 text-xs font-medium hover:bg-surface-muted aria-pressed:border-urgency-past aria-pressed:bg-urgency-past/10"
        >
          <span aria-hidden className="text-urgency-past">
            ≠
          </span>{" "}
          LFD too early
        </button>
        <WorkFilterControls filters={filters} onChange={onChange} />
        <ArrivalFilterControls
          filters={filters}
          options={{ vessel: options.vessel, size: options.size }}
          onChange={onChange}
        />
        <Popover
          label={
            filters.lfdFrom || filters.lfdTo ? (
              <>
                LFD {filters.lfdFrom ?? "…"} – {filters.lfdTo ?? "…"}
              </>
            ) : (
              <>LFD window…</>
            )
          }
          size="md"
        >
          <div className="absolute left-0 z-30 mt-1 flex items-center gap-1 rounded-md border border-border bg-surface p-2 shadow-lg">
            <label htmlFor="filter-lfd-from" className="whitespace-nowrap text-xs text-muted">
              LFD from
            </label>
            <Input
              id="filter-lfd-from"
              type="date"
              className="w-36"
              value={filters.lfdFrom ?? ""}
              onChange={(event) => onChange({ ...filters, lfdFrom: event.target.value || null })}
            />
            <label htmlFor="filter-lfd-to" className="text-xs text-muted">
              to
            </label>
            <Input
              id="filter-lfd-to"
              type="date"
              className="w-36"
              value={filters.lfdTo ?? ""}
              onChange={(event) => onChange({ ...filters, lfdTo: event.target.value || null })}
            />
          </div>
        </Popover>
      </div>
      {activeFilterCount(filters) > 0 ? (
        <div role="group" className="flex flex-wrap items-center gap-1.5" aria-label="Active filters">
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
          <WorkFilterChips filters={filters} onChange={onChange} />
          <ArrivalFilterChips filters={filters} onChange={onChange} />
          <ReportCellChip filters={filters} onChange={onChange} />
          {filters.disagreement ? (
            <button
              type="button"
              onClick={() => onChange({ ...filters, disagreement: null })}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2 py-0.5 text-xs hover:bg-surface-muted"
              aria-label="Remove filter LFD disagreement"
            >
              <span className="text-muted">LFD:</span>{" "}
              {filters.disagreement === "earlier" ? "reported too early" : "disagrees"} <span aria-hidden>×</span>
            </button>
          ) : null}
          {filters.lfdFrom || filters.lfdTo ? (
            <span className="rounded-full border border-border px-2 py-0.5 text-xs">
              LFD {filters.lfdFrom ?? "…"} – {filters.lfdTo ?? "…"}
            </span>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ ...EMPTY_FILTERS, sort: filters.sort, dir: filters.dir })}
          >
            Clear all
          </Button>
        </div>
      ) : null}
    </div>
  );
}
