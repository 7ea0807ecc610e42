"use client";

import type { KeyboardEvent } from "react";

import { BUCKET_STYLE } from "@/components/board/bucket-style";
import { entryCaption, KIND_INFO } from "@/components/work/calendar-kinds";
import { PLAN_FLAG_INFO } from "@/components/work/plan-flags";
import { personName } from "@/components/work/work-format";
import { BUCKET_INFO } from "@/lib/domain/bucket";
import { cn } from "@/lib/shared/cn";
import type { CalendarEntry, UserRef } from "@/lib/shared/work-api";

type Props = {
  entry: CalendarEntry;
  assignee: UserRef | null;
  canWrite: boolean;
  grabbed: boolean;
  onOpen: (entry: CalendarEntry) => void;
  onDragStart: (entry: CalendarEntry) => void;
  onDragEnd: () => void;
  onKeyDown: (entry: CalendarEntry, event: KeyboardEvent<HTMLButtonElement>) => void;
};

/**
 * One thing on one day, coloured by the box's urgency, marked by its kind. A click opens the box on the board;
 * a dispatcher drags it to another day (or presses Space, the arrows, Enter) to plan its pickup there.
 */
export function CalendarEntryChip({
  entry,
  assignee,
  canWrite,
  grabbed,
  onOpen,
  onDragStart,
  onDragEnd,
  onKeyDown,
}: Props) {
  const style = BUCKET_STYLE[entry.bucket];
  const warnings = (["late", "blocked"] as const).filter((flag) => entry.planFlags?.[flag]);
  const where = [entry.terminal.name, entry.terminal.firmsCode].filter(Boolean).join(" · ");
  const details = [
    `${KIND_INFO[entry.kind].label}: ${entry.number}`,
    BUCKET_INFO[entry.bucket].label,
    where,
    entry.reference ? (entry.kind === "planned_return" ? `depot ${entry.reference}` : `appt ${entry.reference}`) : "",
    ...warnings.map((flag) => PLAN_FLAG_INFO[flag].title),
    assignee ? `assigned to ${personName(assignee)}` : "unassigned",
    entry.timezone ? `day in ${entry.timezone}` : "",
  ].filter(Boolean);
  return (
    <button
      type="button"
      draggable={canWrite}
      aria-describedby={canWrite ? "calendar-drag-help" : undefined}
      title={details.join(" · ")}
      data-testid="calendar-entry"
      data-kind={entry.kind}
      data-number={entry.number}
      data-container={entry.containerId}
      data-plan-flags={warnings.join(" ") || undefined}
      onClick={() => onOpen(entry)}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", entry.number);
        onDragStart(entry);
      }}
      onDragEnd={onDragEnd}
      onKeyDown={(event) => onKeyDown(entry, event)}
      onKeyUp={(event) => {
        // Space picks the box up for a move (on key down); it must not also click (open) it on key up.
        if (canWrite && event.key === " ") event.preventDefault();
      }}
      className={cn(
        "flex w-full min-w-0 items-center gap-1 rounded border px-1.5 py-0.5 text-left text-[11px] leading-4 hover:brightness-95 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent",
        style.soft,
        canWrite && "cursor-grab active:cursor-grabbing",
        grabbed && "outline-2 outline-dashed outline-accent",
        warnings.length > 0 && "border-urgency-past ring-1 ring-urgency-past/60",
      )}
    >
      {warnings.length > 0 ? (
        <span aria-hidden className="shrink-0 font-semibold text-urgency-past" data-testid="calendar-plan-warning">
          ⚠
        </span>
      ) : null}
      <span aria-hidden className={cn("shrink-0 font-mono", style.text)}>
        {KIND_INFO[entry.kind].glyph}
      </span>
      <span className="truncate font-mono font-medium text-ink">{entry.number}</span>
      <span className="ml-auto shrink-0 text-muted">{entryCaption(entry)}</span>
      <span className="sr-only">, {details.slice(1).join(", ")}</span>
    </button>
  );
}
