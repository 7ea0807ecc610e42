"use client";

import { cardAmount } from "@/components/board/row-format";
import { formatAmounts } from "@/lib/shared/format/money";
import { LENS_STYLE } from "@/components/board/lens-style";
import { LENS_INFO, LENS_KEYS, type LensKey } from "@/lib/domain/lens-keys";
import type { BlockedGroup, ContainersResponse, LensCounts } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";
import { formatCount } from "@/lib/shared/format/number";

// The cards answer a dispatcher's questions, and a box sits under every card whose question it answers, so the
// counts overlap and do not add up to the board: the board's own total stands apart. Scrolled, or on demand,
// they fold into a one-line strip that keeps every count and still filters.

// The strip's words: short enough that all ten fit one line on a laptop; the full label is in the title.
const SHORT_LABEL: Partial<Record<LensKey, string>> = {
  due_today: "Today",
  due_tomorrow: "Tomorrow",
  not_released: "Not released",
  return_soon: "Return",
  unknown: "Unknown",
};

type Props = {
  counts: LensCounts | null;
  boardTotal: number | null;
  selected: readonly LensKey[];
  pastLfd: ContainersResponse["pastLfd"];
  blockedGroups: readonly BlockedGroup[];
  folded: boolean;
  /** `add`: Ctrl/⌘-click or the card's "+": add it to the cards chosen (or take it out) instead of choosing it alone. */
  onChoose: (lens: LensKey, add: boolean) => void;
  onFold: (folded: boolean) => void;
};

function Detail({
  lens,
  pastLfd,
  blockedGroups,
}: {
  lens: LensKey;
  pastLfd: Props["pastLfd"];
  blockedGroups: readonly BlockedGroup[];
}) {
  if (lens === "past_lfd" && pastLfd && pastLfd.count > 0) {
    const posted =
      Object.keys(pastLfd.demurrage).length > 0 ? `${cardAmount(pastLfd.demurrage)} posted` : "none posted";
    const daily = Object.keys(pastLfd.estimatedDaily).length > 0 ? `≈${cardAmount(pastLfd.estimatedDaily)}/day` : null;
    const incurred = Object.keys(pastLfd.incurred).length > 0 ? `≈${cardAmount(pastLfd.incurred)} incurred` : null;
    const title = `Demurrage posted on past-LFD boxes: ${Object.keys(pastLfd.demurrage).length ? formatAmounts(pastLfd.demurrage) : "none"}. Incurred so far by their day records (tariffs in force each day, an estimate): ${incurred ? formatAmounts(pastLfd.incurred) : "none"}. Estimated to accrue per day (tariffs): ${Object.keys(pastLfd.estimatedDaily).length ? formatAmounts(pastLfd.estimatedDaily) : "no estimate"}.`;
    return (
      <span
        className="flex max-w-full flex-col text-[11px] font-medium leading-tight text-urgency-past"
        data-testid="past-lfd-money"
        title={title}
      >
        <span className="truncate">{posted}</span>
        {incurred ? (
          <span className="break-words" data-testid="past-lfd-incurred">
            {incurred}
            <span className="sr-only"> (estimated)</span>
          </span>
        ) : null}
        {daily ? (
          <span className="truncate">
            {daily}
            <span className="sr-only"> estimated</span>
          </span>
        ) : null}
      </span>
    );
  }
  if (lens === "blocked" && blockedGroups[0]) {
    const top = blockedGroups[0];
    return (
      <span
        className="max-w-full truncate text-[11px] text-muted"
        title={blockedGroups.map((g) => `${g.hold} (${g.ownerLabel}): ${g.count}`).join("\n")}
      >
        most {top.hold}: {formatCount(top.count)}
      </span>
    );
  }
  return null;
}

function Count({ value, className }: { value: number | null; className?: string }) {
  return value === null ? (
    <span role="status" className="inline-block h-5 w-8 animate-pulse rounded bg-surface-muted" aria-label="loading" />
  ) : (
    <span className={className}>{formatCount(value)}</span>
  );
}

export function LensCards({ counts, boardTotal, selected, pastLfd, blockedGroups, folded, onChoose, onFold }: Props) {
  const foldButton = (
    <button
      type="button"
      onClick={() => onFold(!folded)}
      aria-expanded={!folded}
      aria-controls="lens-cards"
      className="-mx-1 shrink-0 rounded px-1 text-left text-[11px] text-muted underline-offset-2 hover:text-ink hover:underline"
      data-testid="fold-cards"
    >
      {folded ? "Show cards" : "Fold cards"}
    </button>
  );
  return (
    <div className="flex items-stretch gap-1.5">
      <div
        className={cn(
          "flex shrink-0 rounded-card border border-dashed border-border px-2 py-1",
          folded ? "items-center gap-2" : "w-20 flex-col justify-between",
        )}
        data-testid="board-total-card"
      >
        <span className={cn("flex", folded ? "items-baseline gap-1.5" : "flex-col")}>
          <span className="text-[11px] font-medium text-muted">On the board</span>
          <span data-testid="board-total-count">
            <Count
              value={boardTotal}
              className={cn("font-semibold tabular-nums text-ink", folded ? "text-sm" : "text-xl leading-7")}
            />
          </span>
        </span>
        {foldButton}
      </div>
      <div
        id="lens-cards"
        role="group"
        aria-label="Cards: each counts every box that answers its question"
        className={cn(
          "min-w-0 flex-1",
          folded ? "flex flex-wrap items-center gap-1" : "grid grid-cols-2 gap-1.5 sm:grid-cols-5 xl:grid-cols-10",
        )}
      >
        {LENS_KEYS.map((lens) => {
          const style = LENS_STYLE[lens];
          const active = selected.includes(lens);
          const count = counts ? counts[lens] : null;
          const addLabel = `${active ? "Take" : "Add"} ${LENS_INFO[lens].label} ${active ? "out of" : "to"} the cards chosen`;
          return (
            <div key={lens} className={cn("group relative min-w-0", folded ? "shrink-0" : "flex")}>
              <button
                type="button"
                aria-pressed={active}
                data-testid={`lens-${lens}`}
                title={`${LENS_INFO[lens].label}: ${LENS_INFO[lens].question}. Ctrl/⌘-click adds it to the cards chosen.`}
                onClick={(event) => onChoose(lens, event.ctrlKey || event.metaKey)}
                className={cn(
                  "relative w-full overflow-hidden rounded-card border bg-surface text-left transition-colors hover:bg-surface-muted",
                  active ? cn("ring-2 ring-accent", style.soft) : "border-border",
                  folded
                    ? "flex shrink-0 items-center gap-1 whitespace-nowrap py-0.5 pl-2 pr-1.5"
                    : "flex min-w-0 flex-col items-start px-1.5 pb-1.5 pt-2",
                )}
              >
                <span
                  aria-hidden
                  className={cn("absolute", folded ? "inset-y-0 left-0 w-1" : "inset-x-0 top-0 h-1", style.bar)}
                />
                <span
                  className={cn(
                    "flex min-w-0 max-w-full items-start gap-1 text-[11px] font-semibold leading-tight",
                    style.text,
                  )}
                >
                  <span aria-hidden className="font-mono">
                    {style.glyph}
                  </span>
                  {folded ? (
                    <span>{SHORT_LABEL[lens] ?? LENS_INFO[lens].label}</span>
                  ) : (
                    <span className="line-clamp-2">{LENS_INFO[lens].label}</span>
                  )}
                </span>
                <span
                  data-testid={`lens-count-${lens}`}
                  className={cn("font-semibold tabular-nums text-ink", folded ? "text-xs" : "text-xl leading-7")}
                >
                  <Count value={count} />
                </span>
                <span className="sr-only">{`: ${LENS_INFO[lens].question}`}</span>
                {folded ? null : <Detail lens={lens} pastLfd={pastLfd} blockedGroups={blockedGroups} />}
              </button>
              {folded ? null : (
                <button
                  type="button"
                  onClick={() => onChoose(lens, true)}
                  aria-label={addLabel}
                  title={addLabel}
                  data-testid={`lens-add-${lens}`}
                  className={cn(
                    // On the card's top edge, over its colour bar: never over the label or the count.
                    "absolute -top-1.5 right-1 z-10 flex h-4 w-4 items-center justify-center rounded-full border border-border bg-surface text-[11px] leading-none text-muted shadow-sm hover:text-ink focus-visible:opacity-100",
                    // Shown on the cards a pointer is over or that are chosen; always there for the keyboard.
                    selected.length > 0 || active ? "opacity-100" : "opacity-0 group-hover:opacity-100",
                  )}
                >
                  <span aria-hidden>{active ? "−" : "+"}</span>
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
