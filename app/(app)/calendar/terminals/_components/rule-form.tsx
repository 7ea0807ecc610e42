"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import type { FreeTimeDayKind, FreeTimeScope } from "@/lib/domain/free-time/free-time-rule";
import { useAddFreeTimeRule } from "@/lib/queries/free-time-queries";
import type { FreeTimeRuleView } from "@/lib/shared/free-time-api";

import { apiErrorText } from "./api-error-text";

/**
 * A new free-time rule, or (from a rule's "New version") a new version from a later date: saved versions are never
 * edited, so every calculated LFD keeps naming the version that counted it.
 */
export function RuleForm({ base, onDone }: { base: FreeTimeRuleView | null; onDone: () => void }) {
  const add = useAddFreeTimeRule();
  const [scope, setScope] = useState<FreeTimeScope>(base?.scope ?? "terminal");
  const [scopeKey, setScopeKey] = useState(base?.scopeKey ?? "");
  const [freeDays, setFreeDays] = useState(String(base?.freeDays ?? 4));
  const [dayKind, setDayKind] = useState<FreeTimeDayKind>(base?.dayKind ?? "working");
  const [skip, setSkip] = useState(base?.skip ?? { saturday: false, sunday: false, holidays: false, closures: true });
  const [clockStart, setClockStart] = useState(base?.clockStart ?? "discharged");
  const [firstDay, setFirstDay] = useState(base?.firstDay ?? "next");
  const [effectiveFrom, setEffectiveFrom] = useState("");
  const [ruleRef, setRuleRef] = useState(base?.ruleRef ?? "");
  const [ruleUrl, setRuleUrl] = useState(base?.ruleUrl ?? "");
  const working = dayKind === "working";

  return (
    <form
      aria-label={base ? "New version of a free-time rule" : "New free-time rule"}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          {
            ...(base ? { ruleId: base.ruleId } : {}),
            scope,
            scopeKey: scopeKey.trim(),
            customerKey: base?.customerKey ?? null,
            equipmentLength: base?.equipmentLength ?? null,
            freeDays: Number(freeDays),
            dayKind,
            skip,
            clockStart,
            firstDay,
            effectiveFrom,
            ruleRef: ruleRef.trim() || null,
            ruleUrl: ruleUrl.trim() || null,
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Field id="rule-scope" label="Counts">
        <Select
          id="rule-scope"
          value={scope}
          disabled={base !== null}
          onChange={(event) => setScope(event.target.value === "line" ? "line" : "terminal")}
        >
          <option value="terminal">Terminal storage (terminal LFD)</option>
          <option value="line">Line demurrage (line LFD)</option>
        </Select>
      </Field>
      <Field id="rule-key" label={scope === "line" ? "Line SCAC" : "Terminal FIRMS code"}>
        <Input
          id="rule-key"
          required
          disabled={base !== null}
          value={scopeKey}
          maxLength={64}
          onChange={(event) => setScopeKey(event.target.value.toUpperCase())}
        />
      </Field>
      <Field id="rule-days" label="Free days">
        <Input
          id="rule-days"
          type="number"
          min={1}
          max={60}
          required
          value={freeDays}
          onChange={(event) => setFreeDays(event.target.value)}
        />
      </Field>
      <Field id="rule-kind" label="Days counted">
        <Select
          id="rule-kind"
          value={dayKind}
          onChange={(event) => setDayKind(event.target.value === "calendar" ? "calendar" : "working")}
        >
          <option value="working">Working days (no weekends or holidays)</option>
          <option value="calendar">Calendar days</option>
        </Select>
      </Field>
      <fieldset className="space-y-1 sm:col-span-2">
        <legend className="text-sm font-medium text-ink">Days that do not count</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {(["saturday", "sunday", "holidays", "closures"] as const).map((day) => {
            const forced = working && day !== "closures";
            return (
              <label key={day} className="flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={forced || skip[day]}
                  disabled={forced}
                  onChange={(event) => setSkip({ ...skip, [day]: event.target.checked })}
                />
                {day === "closures" ? "Whole-day closures" : `${day[0]?.toUpperCase()}${day.slice(1)}`}
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field id="rule-start" label="Clock starts at">
        <Select
          id="rule-start"
          value={clockStart}
          onChange={(event) => setClockStart(event.target.value === "available" ? "available" : "discharged")}
        >
          <option value="discharged">Discharge</option>
          <option value="available">First availability</option>
        </Select>
      </Field>
      <Field id="rule-first" label="First counted day">
        <Select
          id="rule-first"
          value={firstDay}
          onChange={(event) => setFirstDay(event.target.value === "same" ? "same" : "next")}
        >
          <option value="next">The next day</option>
          <option value="same">The same day</option>
        </Select>
      </Field>
      <Field
        id="rule-from"
        label="In force from"
        hint={base ? `After ${base.effectiveFrom}` : "Boxes discharged from this day"}
      >
        <Input
          id="rule-from"
          type="date"
          required
          value={effectiveFrom}
          onChange={(event) => setEffectiveFrom(event.target.value)}
        />
      </Field>
      <Field id="rule-ref" label="Tariff rule">
        <Input id="rule-ref" maxLength={200} value={ruleRef} onChange={(event) => setRuleRef(event.target.value)} />
      </Field>
      <Field id="rule-url" label="Tariff URL">
        <Input
          id="rule-url"
          type="url"
          maxLength={500}
          value={ruleUrl}
          onChange={(event) => setRuleUrl(event.target.value)}
        />
      </Field>
      <div className="flex items-end gap-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? "Saving…" : base ? "Save version" : "Add rule"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
      {add.error ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <Alert tone="error" title="The rule was not saved.">
            {apiErrorText(add.error)}
          </Alert>
        </div>
      ) : null}
    </form>
  );
}
