"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useAddClosure } from "@/lib/queries/free-time-queries";
import type { TerminalCalendarView } from "@/lib/shared/free-time-api";

import { apiErrorText } from "./api-error-text";

/** Adds a closure (a whole day or some hours) to one terminal; the server checks every field again. */
export function ClosureForm({ calendars }: { calendars: readonly TerminalCalendarView[] }) {
  const add = useAddClosure();
  const [terminalKey, setTerminalKey] = useState("");
  const [date, setDate] = useState("");
  const [wholeDay, setWholeDay] = useState(true);
  const [from, setFrom] = useState("06:00");
  const [to, setTo] = useState("12:00");
  const [reason, setReason] = useState("");
  const [source, setSource] = useState("");
  const [saved, setSaved] = useState<string | null>(null);

  return (
    <form
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      aria-label="Add a terminal closure"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(null);
        add.mutate(
          {
            terminalKey,
            date,
            wholeDay,
            from: wholeDay ? null : from,
            to: wholeDay ? null : to,
            reason,
            source: source.trim() || null,
          },
          {
            onSuccess: (closure) => {
              setSaved(`Closure on ${closure.date} saved; the LFDs it touches moved.`);
              setReason("");
              setSource("");
            },
          },
        );
      }}
    >
      <Field id="closure-terminal" label="Terminal">
        <Select
          id="closure-terminal"
          required
          value={terminalKey}
          onChange={(event) => setTerminalKey(event.target.value)}
        >
          <option value="">Choose a terminal…</option>
          {calendars.map((calendar) => (
            <option key={calendar.key} value={calendar.key}>
              {calendar.name ?? calendar.key} ({calendar.key})
            </option>
          ))}
        </Select>
      </Field>
      <Field id="closure-date" label="Date (terminal-local)">
        <Input id="closure-date" type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
      </Field>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-ink">Hours</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={wholeDay} onChange={(event) => setWholeDay(event.target.checked)} />
          Closed all day (stops free time)
        </label>
        {wholeDay ? null : (
          <div className="flex items-center gap-1">
            <Input
              aria-label="Closed from"
              type="time"
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
            <span className="text-xs text-muted">to</span>
            <Input aria-label="Closed until" type="time" value={to} onChange={(event) => setTo(event.target.value)} />
          </div>
        )}
      </fieldset>
      <Field id="closure-reason" label="Reason">
        <Input
          id="closure-reason"
          required
          maxLength={200}
          placeholder="ILWU stop-work meeting"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <Field id="closure-source" label="Source" hint="Where you heard it: an advisory, a URL">
        <Input id="closure-source" maxLength={300} value={source} onChange={(event) => setSource(event.target.value)} />
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Saving…" : "Add closure"}
        </Button>
      </div>
      {add.error ? (
        <div className="sm:col-span-2 lg:col-span-3">
          <Alert tone="error" title="The closure was not saved.">
            {apiErrorText(add.error)}
          </Alert>
        </div>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm text-muted sm:col-span-2 lg:col-span-3">
          {saved}
        </p>
      ) : null}
    </form>
  );
}
