"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState, type KeyboardEvent } from "react";

import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { byKindOrder } from "@/components/work/calendar-kinds";
import { moveDay, rangeOf } from "@/components/work/calendar-range";
import { ConflictNotice } from "@/components/work/conflict-notice";
import { plannedPickupText } from "@/components/work/work-format";
import { PlanRiskDialog } from "@/components/work/plan-risk-dialog";
import { useCalendar, useReplanPickup } from "@/lib/queries/calendar-queries";
import { usePlanGuard } from "@/lib/queries/plan-guard";
import { CALENDAR_KINDS, type CalendarEntry, type CalendarKind } from "@/lib/shared/work-api";

import { CalendarGrid } from "./calendar-grid";
import { CalendarToolbar } from "./calendar-toolbar";
import { useCalendarUrl } from "./use-calendar-url";

type Props = { today: string; zone: string; meId: string; canWrite: boolean };

/**
 * The team's week or month: LFDs, terminal appointments, planned pickups, return-by dates and planned returns
 * on the terminal-local day each falls on. Live: another dispatcher's re-plan shows within seconds.
 */
export function CalendarScreen({ today, zone, meId, canWrite }: Props) {
  useLiveUpdates();
  const router = useRouter();
  const { view, date, set } = useCalendarUrl(today);
  const range = useMemo(() => rangeOf(view, date), [view, date]);
  const calendar = useCalendar(range.from, range.to);
  const replan = useReplanPickup();
  const guard = usePlanGuard();
  const [kinds, setKinds] = useState<ReadonlySet<CalendarKind>>(() => new Set(CALENDAR_KINDS));
  const [mineOnly, setMineOnly] = useState(false);
  const [dragging, setDragging] = useState<CalendarEntry | null>(null);
  const [grab, setGrab] = useState<{ entry: CalendarEntry; target: string } | null>(null);
  const [dragTarget, setDragTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  // Another range's answer (kept while this one loads) would put its days in the wrong cells: show empty ones.
  const data =
    calendar.data && calendar.data.from === range.from && calendar.data.to === range.to ? calendar.data : null;
  const days = useMemo(
    () =>
      (data?.days ?? range.days.map((day) => ({ date: day, entries: [], closures: [], disputes: [] }))).map((day) => ({
        ...day,
        entries: day.entries
          .filter((entry) => kinds.has(entry.kind) && (!mineOnly || entry.assigneeId === meId))
          .sort(byKindOrder),
      })),
    [data, range.days, kinds, mineOnly, meId],
  );

  const drop = (entry: CalendarEntry, day: string) => {
    if (day < today) {
      setAnnouncement(`Pick today or a later day: ${day} is past.`);
      return;
    }
    // A move onto a day that may cost money (after the LFD, a closed day, a blocked box) is asked first.
    guard.guard({ ids: [entry.containerId], date: day }, () => {
      replan.replan(entry, day);
      setAnnouncement(`Planned the pickup of ${entry.number} on ${day}.`);
    });
  };

  const onEntryKey = (entry: CalendarEntry, event: KeyboardEvent<HTMLButtonElement>) => {
    if (!canWrite) return;
    const held = grab && grab.entry.containerId === entry.containerId && grab.entry.kind === entry.kind ? grab : null;
    if (!held) {
      if (event.key !== " ") return;
      // Space grabs (Enter still opens the box).
      event.preventDefault();
      const start = days.find((day) => day.entries.includes(entry))?.date ?? today;
      setGrab({ entry, target: start });
      setAnnouncement(
        `Moving the pickup of ${entry.number}. Arrow keys choose a day, Enter plans it there, Escape cancels.`,
      );
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      setGrab(null);
      setAnnouncement("Move cancelled.");
    } else if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      setGrab(null);
      drop(entry, held.target);
    } else {
      const next = moveDay(held.target, event.key, range);
      if (next === null) return;
      event.preventDefault();
      setGrab({ ...held, target: next });
      setAnnouncement(`Plan on ${next}${next < today ? " (past: not allowed)" : ""}.`);
    }
  };

  const conflictDay = replan.conflict?.current.plannedPickup;
  return (
    <div className="space-y-3">
      <CalendarToolbar
        view={view}
        anchor={date}
        range={range}
        today={today}
        zone={zone}
        kinds={kinds}
        mineOnly={mineOnly}
        loading={calendar.isFetching}
        onView={(next) => set({ view: next })}
        onAnchor={(next) => set({ date: next })}
        onKinds={setKinds}
        onMineOnly={setMineOnly}
      />
      <p id="calendar-drag-help" className="sr-only">
        {canWrite
          ? "Press Enter to open the box on the board. Press Space to move its pickup to another day with the arrow keys."
          : "Press Enter to open the box on the board."}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="calendar-announcement">
        {announcement}
      </p>
      {calendar.isError ? (
        <Alert tone="error" title="The calendar could not be loaded.">
          {calendar.error.message}{" "}
          <Button size="sm" variant="secondary" onClick={() => void calendar.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {guard.question ? <PlanRiskDialog question={guard.question} onAnswer={guard.answer} /> : null}
      {replan.error ? (
        <Alert tone="error" title="The pickup was not re-planned.">
          {replan.error.message}
        </Alert>
      ) : null}
      {replan.conflict ? (
        <ConflictNotice
          current={`${replan.conflict.entry.number}: ${conflictDay ? `pickup planned ${plannedPickupText(conflictDay)}` : "no pickup planned"}`}
          onRetry={replan.retry}
          onDismiss={replan.dismiss}
          busy={replan.isPending}
        />
      ) : null}
      <CalendarGrid
        view={view}
        days={days}
        month={date.slice(0, 7)}
        today={today}
        users={data?.users ?? {}}
        loading={!data}
        canWrite={canWrite}
        grabbed={grab?.entry ?? null}
        target={grab?.target ?? dragTarget}
        onOpen={(entry) => router.push(`/board?open=${encodeURIComponent(entry.containerId)}`)}
        onShowDay={(day) => set({ view: "week", date: day })}
        onDragStart={(entry) => {
          setGrab(null);
          setDragging(entry);
        }}
        onDragEnd={() => {
          setDragging(null);
          setDragTarget(null);
        }}
        onDragOverDay={(day) => setDragTarget(dragging ? day : null)}
        onDropDay={(day) => {
          if (dragging) drop(dragging, day);
          setDragging(null);
          setDragTarget(null);
        }}
        onEntryKey={onEntryKey}
      />
      {data && days.every((day) => day.entries.length === 0) ? (
        <p className="text-sm text-muted" role="status">
          Nothing falls on these days{mineOnly ? " among your boxes" : ""}. Try another {view}, or plan a pickup from a
          box&rsquo;s detail on the board.
        </p>
      ) : null}
    </div>
  );
}
