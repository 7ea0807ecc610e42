"use client";

import { availableText, chargeText, feesDayText, holdsDayText, phaseText } from "@/components/board/day-text";
import { useContainerDays } from "@/lib/queries/containers-queries";
import type { DayRecordView } from "@/lib/shared/days-api";
import { instantText, weekdayDayText } from "@/lib/shared/format/date";
import { cn } from "@/lib/shared/cn";

const dateOrDash = (date: string | null, none = "—"): string => (date ? weekdayDayText(date) : none);

function DayLine({ day, older }: { day: DayRecordView; older: readonly DayRecordView[] }) {
  const { record } = day;
  const chargeable = record.charges.some((charge) => charge.status === "chargeable");
  return (
    <details className="group border-b border-border last:border-0" data-testid="day-record" data-date={day.date}>
      <summary
        className={cn(
          "grid cursor-pointer grid-cols-[6.5rem_6rem_1fr] gap-x-2 gap-y-0.5 px-2 py-1.5 text-xs hover:bg-surface-muted",
          chargeable && "bg-urgency-past/5",
        )}
      >
        <span className="font-medium tabular-nums">{weekdayDayText(day.date)}</span>
        <span>{phaseText(record)}</span>
        <span className="flex flex-wrap gap-x-2">
          <span className={cn(chargeable ? "font-semibold text-urgency-past" : "text-muted")}>
            {chargeText(record)}
          </span>
          {record.unverified ? <span className="text-warning">unverified</span> : null}
          {record.terminal.closed ? <span className="text-muted">terminal closed</span> : null}
          {day.reconstructed ? <span className="text-muted">reconstructed</span> : null}
          {older.length > 0 ? <span className="text-accent">corrected</span> : null}
        </span>
        <span className="col-span-3 text-muted">
          {availableText(record)} · holds {holdsDayText(record)} · LFD {dateOrDash(record.lfd.governing, "none")}
          {record.lfd.source ? ` (${record.lfd.source}${record.lfd.basis === "calculated" ? ", calculated" : ""})` : ""}
          · fees {feesDayText(record)}
        </span>
      </summary>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-0.5 bg-surface-muted/50 px-2 py-2 text-xs">
        <dt className="text-muted">Checks</dt>
        <dd>
          {record.checks.count === 0
            ? "none that day: unverified"
            : `${record.checks.count}, ${instantText(record.checks.first, record.zone)} to ${instantText(record.checks.last, record.zone)}`}
        </dd>
        <dt className="text-muted">Available</dt>
        <dd>
          {record.available.intervals.length === 0
            ? availableText(record)
            : record.available.intervals
                .map(
                  (interval) => `${instantText(interval.from, record.zone)} – ${instantText(interval.to, record.zone)}`,
                )
                .join("; ")}
        </dd>
        <dt className="text-muted">Holds</dt>
        <dd>
          {record.holds.length === 0
            ? holdsDayText(record)
            : record.holds
                .map(
                  (hold) =>
                    `${hold.name} (${hold.status}) ${instantText(hold.from, record.zone)} – ${instantText(hold.to, record.zone)}`,
                )
                .join("; ")}
        </dd>
        <dt className="text-muted">LFD sources</dt>
        <dd>
          line {dateOrDash(record.lfd.line)} · terminal {dateOrDash(record.lfd.terminal)} · rail{" "}
          {dateOrDash(record.lfd.rail)} · calculated line {dateOrDash(record.lfd.calculated.line)}, terminal{" "}
          {dateOrDash(record.lfd.calculated.terminal)}
        </dd>
        <dt className="text-muted">Terminal</dt>
        <dd>{record.terminal.reasons.length === 0 ? "open" : record.terminal.reasons.join("; ")}</dd>
        <dt className="text-muted">Appointment</dt>
        <dd>{record.appointmentAt ? instantText(record.appointmentAt, record.zone) : "—"}</dd>
        <dt className="text-muted">Derived from</dt>
        <dd>
          {record.sources.changeIds.length === 0
            ? "no change that day (the state carried over)"
            : `changes ${record.sources.changeIds.join(", ")}`}{" "}
          · record {day.id}, written {instantText(day.recordedAt, record.zone)}
          {day.supersedes ? `, correcting record ${day.supersedes}` : ""}
        </dd>
      </dl>
    </details>
  );
}

/** One line per box day (product.md's day records), newest first, each with its sources on demand. */
export function DaysSection({ containerId }: { containerId: string }) {
  const days = useContainerDays(containerId);
  if (days.isPending) return <p className="text-sm text-muted">Loading the days…</p>;
  if (days.isError) return <p className="text-sm text-danger">The days could not be loaded: {days.error.message}</p>;
  const all = days.data.data;
  const current = all.filter((day) => day.current).reverse();
  if (current.length === 0)
    return (
      <p className="text-sm text-muted">
        No day records yet: a box&rsquo;s days are written from its discharge, each after its local midnight.
      </p>
    );
  return (
    <div className="max-h-[28rem] overflow-y-auto rounded-md border border-border" data-testid="days-list">
      {current.map((day) => (
        <DayLine key={day.id} day={day} older={all.filter((other) => other.date === day.date && !other.current)} />
      ))}
    </div>
  );
}
