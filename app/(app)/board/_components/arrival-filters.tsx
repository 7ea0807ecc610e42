"use client";

import { useState } from "react";

import { ETA_WINDOW_DAYS } from "@/lib/domain/arrival-eta";
import { toggleValue, type BoardFilters } from "@/lib/shared/board-query";
import { Select } from "@/components/ui/field";
import { countText, formatCount } from "@/lib/shared/format/number";

import type { Option } from "./picker-options";
import { Popover } from "./popover";

// The arrival filters, folded into one "Arrival" panel so the filter bar still fits one line at 1440 px: ETA
// within N days (boxes still to arrive; a late vessel is in every window), vessel, size/type, hazmat only. The
// chosen vessels and sizes show as chips with the other list filters; the window and hazmat have chips here.

type Props = {
  filters: BoardFilters;
  options: { vessel: Option[]; size: Option[] };
  onChange: (next: BoardFilters) => void;
};

const CHIP =
  "inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2 py-0.5 text-xs hover:bg-surface-muted";

export const etaWindowText = (days: number): string => `ETA within ${countText(days, "day")}`;

function ChoiceSelect({
  id,
  label,
  placeholder,
  options,
  chosen,
  onChoose,
}: {
  id: string;
  label: string;
  placeholder: string;
  options: Option[];
  chosen: readonly string[];
  onChoose: (value: string) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="w-24 shrink-0 text-xs text-muted">
        {label}
      </label>
      <Select
        id={id}
        value=""
        className="w-56"
        onChange={(event) => {
          if (event.target.value) onChoose(event.target.value);
        }}
      >
        <option value="">{options.length === 0 ? "none on the board" : placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {chosen.includes(option.value) ? "✓ " : ""}
            {option.label}
            {option.count !== undefined ? ` (${formatCount(option.count)})` : ""}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function ArrivalFilterControls({ filters, options, onChange }: Props) {
  const active = (filters.etaWithin ? 1 : 0) + (filters.hazmat ? 1 : 0) + filters.vessel.length + filters.size.length;
  return (
    <Popover label={active > 0 ? `Arrival · ${active}` : "Arrival…"} size="md">
      <div
        className="absolute left-0 z-30 mt-1 w-[22rem] space-y-2 rounded-md border border-border bg-surface p-3 shadow-lg"
        data-testid="arrival-filters"
      >
        <div className="flex items-center gap-2">
          <label htmlFor="filter-eta-within" className="w-24 shrink-0 text-xs text-muted">
            ETA within
          </label>
          <Select
            id="filter-eta-within"
            className="w-56"
            value={filters.etaWithin ?? ""}
            onChange={(event) =>
              onChange({ ...filters, etaWithin: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">any time</option>
            {ETA_WINDOW_DAYS.map((days) => (
              <option key={days} value={days}>
                {countText(days, "day")} (still to arrive)
              </option>
            ))}
          </Select>
        </div>
        <ChoiceSelect
          id="filter-vessel"
          label="Vessel"
          placeholder="Any vessel"
          options={options.vessel}
          chosen={filters.vessel}
          onChoose={(value) => onChange({ ...filters, vessel: toggleValue(filters.vessel, value) })}
        />
        <ChoiceSelect
          id="filter-size"
          label="Size/type"
          placeholder="Any size/type"
          options={options.size}
          chosen={filters.size}
          onChoose={(value) => onChange({ ...filters, size: toggleValue(filters.size, value) })}
        />
        <HazmatToggle on={filters.hazmat} onToggle={(hazmat) => onChange({ ...filters, hazmat })} />
      </div>
    </Popover>
  );
}

/**
 * "Hazmat only", ticked the moment it is clicked: the filter lives in the URL, which follows a moment later, and a
 * box bound to the URL alone sprang back until it did. A change of the URL (a chip removed, back) still wins.
 */
function HazmatToggle({ on, onToggle }: { on: boolean; onToggle: (on: boolean) => void }) {
  const [shown, setShown] = useState(on);
  const [fromUrl, setFromUrl] = useState(on);
  if (on !== fromUrl) {
    setFromUrl(on);
    setShown(on);
  }
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        id="filter-hazmat"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onToggle(event.target.checked);
        }}
        className="size-4 cursor-pointer accent-[rgb(var(--accent))]"
      />
      <span className="whitespace-nowrap">Hazmat only</span>
      <span className="text-xs text-muted">(as the account&rsquo;s hazmat field says)</span>
    </label>
  );
}

/** The ETA window and hazmat as removable chips; vessels and sizes are chips of the list filters. */
export function ArrivalFilterChips({ filters, onChange }: Omit<Props, "options">) {
  return (
    <>
      {filters.etaWithin ? (
        <button
          type="button"
          className={CHIP}
          onClick={() => onChange({ ...filters, etaWithin: null })}
          aria-label={`Remove filter ${etaWindowText(filters.etaWithin)}`}
        >
          {etaWindowText(filters.etaWithin)} <span aria-hidden>×</span>
        </button>
      ) : null}
      {filters.hazmat ? (
        <button
          type="button"
          className={CHIP}
          onClick={() => onChange({ ...filters, hazmat: false })}
          aria-label="Remove filter hazmat only"
        >
          Hazmat only <span aria-hidden>×</span>
        </button>
      ) : null}
    </>
  );
}
