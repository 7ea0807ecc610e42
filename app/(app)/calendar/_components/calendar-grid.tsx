"use client";

import type { KeyboardEvent } from "react";
import Link from "next/link";

import type { CalendarView } from "@/components/work/calendar-range";
import { cn } from "@/lib/shared/cn";
import { WEEKDAY_NAMES, weekdayDayText } from "@/lib/shared/format/date";
import { formatAmounts } from "@/lib/shared/format/money";
import type { CalendarDay, CalendarEntry, UserRef } from "@/lib/shared/work-api";

import { CalendarEntryChip } from "./calendar-entry";

/** A month cell shows this many entries, then "+N more" (the week view of that day shows them all). */
const MONTH_CELL_ENTRIES = 4;

type Props = {
  view: CalendarView;
  days: readonly CalendarDay[];
  /** The month the month view is about (its other days are dimmed); "YYYY-MM". */
  month: string;
  today: string;
  users: Record<string, UserRef>;
  /** The range's entries have not arrived yet. */
  loading: boolean;
  canWrite: boolean;
  grabbed: CalendarEntry | null;
  /** The day a drag or a keyboard move would plan the pickup on. */
  target: string | null;
  onOpen: (entry: CalendarEntry) => void;
  onShowDay: (date: string) => void;
  onDragStart: (entry: CalendarEntry) => void;
  onDragEnd: () => void;
  onDragOverDay: (date: string | null) => void;
  onDropDay: (date: string) => void;
  onEntryKey: (entry: CalendarEntry, event: KeyboardEvent<HTMLButtonElement>) => void;
};

/** Seven columns of terminal-local days; each day is a drop target for re-planning a pickup. */
export function CalendarGrid({
  view,
  days,
  month,
  today,
  users,
  loading,
  canWrite,
  grabbed,
  target,
  onOpen,
  onShowDay,
  onDragStart,
  onDragEnd,
  onDragOverDay,
  onDropDay,
  onEntryKey,
}: Props) {
  return (
    <div
      className="overflow-hidden rounded-card border border-border bg-surface shadow-sm"
      data-testid={`calendar-${view}`}
      aria-busy={loading}
    >
      <div
        className="grid grid-cols-7 border-b border-border bg-surface-muted text-xs font-semibold text-muted"
        aria-hidden
      >
        {WEEKDAY_NAMES.map((name) => (
          <div key={name} className="px-2 py-1.5">
            {name}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {days.map((day) => {
          const past = day.date < today;
          const outside = view === "month" && day.date.slice(0, 7) !== month;
          const shown = view === "month" ? day.entries.slice(0, MONTH_CELL_ENTRIES) : day.entries;
          const hidden = day.entries.length - shown.length;
          const droppable = canWrite && !past;
          return (
            <section
              key={day.date}
              aria-label={`${weekdayDayText(day.date)}${day.date === today ? " (today)" : ""}: ${day.entries.length} ${day.entries.length === 1 ? "entry" : "entries"}`}
              data-testid="calendar-day"
              data-date={day.date}
              onDragOver={(event) => {
                if (!droppable) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (target !== day.date) onDragOverDay(day.date);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDragOverDay(null);
              }}
              onDrop={(event) => {
                if (!droppable) return;
                event.preventDefault();
                onDropDay(day.date);
              }}
              className={cn(
                "flex min-w-0 flex-col gap-1 border-b border-r border-border p-1.5 [&:nth-child(7n)]:border-r-0",
                view === "week" ? "min-h-[28rem]" : "min-h-[7.5rem]",
                (past || outside) && "bg-surface-muted/60",
                target === day.date && "bg-accent/10 outline-2 -outline-offset-2 outline-dashed outline-accent",
              )}
            >
              <h3 className={cn("flex items-center justify-between text-xs", outside ? "text-muted" : "text-ink")}>
                <span
                  className={cn("font-semibold", day.date === today && "rounded-full bg-accent px-1.5 text-accent-ink")}
                >
                  {view === "week" || day.date.endsWith("-01")
                    ? weekdayDayText(day.date)
                    : Number(day.date.slice(8, 10))}
                </span>
                {day.entries.length > 0 ? <span className="text-muted">{day.entries.length}</span> : null}
              </h3>
              {day.closures.map((closure) => (
                <p
                  key={closure.id}
                  data-testid="calendar-closure"
                  title={`${closure.terminalName ?? closure.terminalKey} closed${closure.wholeDay ? " all day" : ` ${closure.from ?? ""}–${closure.to ?? ""}`}: ${closure.reason}`}
                  className="truncate rounded border border-dashed border-urgency-past/50 bg-urgency-past/5 px-1 text-[11px] text-ink"
                >
                  <span aria-hidden className="mr-0.5 text-urgency-past">
                    ⊘
                  </span>
                  {closure.terminalName ?? closure.terminalKey}
                  {closure.wholeDay ? " closed" : ` closed ${closure.from ?? ""}–${closure.to ?? ""}`}: {closure.reason}
                </p>
              ))}
              {day.disputes.map((dispute) => (
                <Link
                  key={`${dispute.invoiceId}-${dispute.deadline}`}
                  href={`/invoices/${dispute.invoiceId}`}
                  data-testid="calendar-dispute"
                  title={`${dispute.deadline === "dispute_by" ? "Last day to dispute" : "Answer due on the dispute of"} invoice ${dispute.invoiceNumber ?? ""}${dispute.billingParty ? ` from ${dispute.billingParty}` : ""}: ${formatAmounts(dispute.disputed)}`}
                  className="truncate rounded border border-urgency-today/50 bg-urgency-today/10 px-1 text-[11px] text-ink underline-offset-2 hover:underline"
                >
                  <span aria-hidden className="mr-0.5">
                    §
                  </span>
                  {dispute.deadline === "dispute_by" ? "Dispute by: " : "Answer due: "}
                  {dispute.invoiceNumber ?? "invoice"}
                </Link>
              ))}
              <ul className={cn("flex min-w-0 flex-col gap-0.5", view === "week" && "max-h-[36rem] overflow-y-auto")}>
                {shown.map((entry) => (
                  <li key={`${entry.kind}-${entry.containerId}`} className="min-w-0">
                    <CalendarEntryChip
                      entry={entry}
                      assignee={entry.assigneeId ? (users[entry.assigneeId] ?? null) : null}
                      canWrite={canWrite}
                      grabbed={grabbed?.containerId === entry.containerId && grabbed.kind === entry.kind}
                      onOpen={onOpen}
                      onDragStart={onDragStart}
                      onDragEnd={onDragEnd}
                      onKeyDown={onEntryKey}
                    />
                  </li>
                ))}
              </ul>
              {hidden > 0 ? (
                <button
                  type="button"
                  className="self-start rounded px-1 text-[11px] font-medium text-accent hover:underline"
                  onClick={() => onShowDay(day.date)}
                >
                  +{hidden} more
                </button>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
