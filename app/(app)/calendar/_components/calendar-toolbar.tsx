"use client";

import Link from "next/link";

import { BUCKET_STYLE } from "@/components/board/bucket-style";
import { Button } from "@/components/ui/button";
import { KIND_INFO } from "@/components/work/calendar-kinds";
import { rangeTitle, shiftAnchor, type CalendarRange, type CalendarView } from "@/components/work/calendar-range";
import { BUCKET_INFO, type Bucket } from "@/lib/domain/bucket";
import { cn } from "@/lib/shared/cn";
import { CALENDAR_KINDS, type CalendarKind } from "@/lib/shared/work-api";

type Props = {
  view: CalendarView;
  anchor: string;
  range: CalendarRange;
  today: string;
  zone: string;
  kinds: ReadonlySet<CalendarKind>;
  mineOnly: boolean;
  loading: boolean;
  onView: (view: CalendarView) => void;
  onAnchor: (date: string) => void;
  onKinds: (kinds: ReadonlySet<CalendarKind>) => void;
  onMineOnly: (mine: boolean) => void;
};

const LEGEND: Bucket[] = ["past_lfd", "lfd_today", "lfd_tomorrow", "blocked", "ready", "needs_return", "arriving"];

const toggle =
  "inline-flex h-8 items-center gap-1 rounded-md border border-border bg-surface px-2.5 text-xs font-medium hover:bg-surface-muted aria-pressed:border-accent aria-pressed:bg-accent/10";

/** Title, week/month switch, paging, what to show (kinds, only mine) and the urgency colours' legend. */
export function CalendarToolbar({
  view,
  anchor,
  range,
  today,
  zone,
  kinds,
  mineOnly,
  loading,
  onView,
  onAnchor,
  onKinds,
  onMineOnly,
}: Props) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold tracking-tight">
            Calendar <span className="text-base font-normal text-muted">· {rangeTitle(view, anchor, range)}</span>
          </h1>
          <p className="text-xs text-muted">
            Each box on its terminal&rsquo;s own day. Today is {today} in {zone}.{loading ? " Updating…" : ""}{" "}
            <Link href="/calendar/terminals" className="font-medium text-accent hover:underline">
              Terminal calendars and closures →
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Calendar view" className="inline-flex gap-1">
            {(["week", "month"] as const).map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={view === name}
                className={toggle}
                onClick={() => onView(name)}
              >
                {name === "week" ? "Week" : "Month"}
              </button>
            ))}
          </div>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Previous ${view}`}
            onClick={() => onAnchor(shiftAnchor(view, anchor, -1))}
          >
            ‹
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onAnchor(today)}>
            Today
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Next ${view}`}
            onClick={() => onAnchor(shiftAnchor(view, anchor, 1))}
          >
            ›
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Show on the calendar" className="flex flex-wrap gap-1">
          {CALENDAR_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={kinds.has(kind)}
              className={toggle}
              onClick={() => {
                const next = new Set(kinds);
                if (next.has(kind)) next.delete(kind);
                else next.add(kind);
                onKinds(next);
              }}
            >
              <span aria-hidden className="font-mono">
                {KIND_INFO[kind].glyph}
              </span>
              {KIND_INFO[kind].label}
            </button>
          ))}
          <button type="button" aria-pressed={mineOnly} className={toggle} onClick={() => onMineOnly(!mineOnly)}>
            Only mine
          </button>
        </div>
        <ul
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[11px] text-muted"
          aria-label="Colours: the box's urgency"
        >
          {LEGEND.map((bucket) => (
            <li key={bucket} className="inline-flex items-center gap-1">
              <span aria-hidden className={cn("inline-block size-2.5 rounded-sm", BUCKET_STYLE[bucket].bar)} />
              {BUCKET_INFO[bucket].label}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
