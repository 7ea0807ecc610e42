"use client";

import Link from "next/link";
import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { effectiveSkip } from "@/lib/domain/free-time/free-time-rule";
import { useFreeTimeRules, useTerminalCalendars, useWithdrawClosure } from "@/lib/queries/free-time-queries";
import type { FreeTimeRuleView, TerminalCalendarView } from "@/lib/shared/free-time-api";
import { weekdayDayText } from "@/lib/shared/format/date";
import { cn } from "@/lib/shared/cn";

import { apiErrorText } from "./api-error-text";
import { ClosureForm } from "./closure-form";
import { RuleForm } from "./rule-form";

const cell = "px-3 py-2 text-left align-top";

function skipText(rule: FreeTimeRuleView): string {
  const skip = effectiveSkip(rule);
  const days = [
    skip.saturday && "Sat",
    skip.sunday && "Sun",
    skip.holidays && "holidays",
    skip.closures && "closures",
  ].filter(Boolean);
  return days.length === 0 ? "none" : days.join(", ");
}

function ClosuresCard({ calendars, canWrite }: { calendars: readonly TerminalCalendarView[]; canWrite: boolean }) {
  const withdraw = useWithdrawClosure();
  const closures = calendars.flatMap((calendar) =>
    calendar.closures.map((closure) => ({ ...closure, terminal: calendar.name ?? calendar.key })),
  );
  return (
    <Card>
      <CardHeader
        title="Terminal closures"
        description="A whole-day closure stops the free-time clock of every rule that skips closures: the calculated LFD of each box at that terminal moves at once."
      />
      <CardBody className="space-y-4">
        {canWrite ? <ClosureForm calendars={calendars} /> : null}
        {withdraw.error ? (
          <Alert tone="error" title="The closure was not withdrawn.">
            {apiErrorText(withdraw.error)}
          </Alert>
        ) : null}
        {closures.length === 0 ? (
          <p className="text-sm text-muted">No closures recorded yet.</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm" data-testid="closures-table">
              <thead className="border-b border-border text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th className={cell}>Date</th>
                  <th className={cell}>Terminal</th>
                  <th className={cell}>Hours</th>
                  <th className={cell}>Reason</th>
                  <th className={cell}>Recorded by</th>
                  <th className={cell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {closures
                  .sort((a, b) => b.date.localeCompare(a.date))
                  .map((closure) => (
                    <tr
                      key={closure.id}
                      className={cn(
                        "border-b border-border last:border-0",
                        closure.removedAt && "text-muted line-through",
                      )}
                    >
                      <td className={cn(cell, "whitespace-nowrap")}>{weekdayDayText(closure.date)}</td>
                      <td className={cell}>{closure.terminal}</td>
                      <td className={cell}>
                        {closure.wholeDay ? "all day" : `${closure.from ?? ""}–${closure.to ?? ""}`}
                      </td>
                      <td className={cell}>
                        {closure.reason}
                        {closure.source ? <span className="block text-xs text-muted">{closure.source}</span> : null}
                      </td>
                      <td className={cell}>
                        {closure.createdByLabel}
                        {closure.removedAt ? (
                          <span className="block text-xs no-underline">withdrawn by {closure.removedByLabel}</span>
                        ) : null}
                      </td>
                      <td className={cell}>
                        {canWrite && !closure.removedAt ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={withdraw.isPending}
                            onClick={() => withdraw.mutate(closure.id)}
                            aria-label={`Withdraw the closure of ${closure.terminal} on ${closure.date}`}
                          >
                            Withdraw
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

function RulesCard({ rules, canAdminister }: { rules: readonly FreeTimeRuleView[]; canAdminister: boolean }) {
  const [editing, setEditing] = useState<FreeTimeRuleView | "new" | null>(null);
  return (
    <Card>
      <CardHeader
        title="Free-time rules"
        description="Each rule counts a source's free days from the clock start on the terminal's calendar. Rules are versioned: a change is a new version from a date, and every calculated LFD names the version it used."
        actions={
          canAdminister && editing === null ? (
            <Button size="sm" onClick={() => setEditing("new")}>
              Add rule
            </Button>
          ) : null
        }
      />
      <CardBody className="space-y-4">
        {editing !== null ? (
          <RuleForm base={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
        {rules.length === 0 ? (
          <p className="text-sm text-muted">
            No free-time rules yet: no box has a calculated LFD.
            {canAdminister ? " Add one for a terminal or line." : ""}
          </p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm" data-testid="rules-table">
              <thead className="border-b border-border text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th className={cell}>Source</th>
                  <th className={cell}>Free time</th>
                  <th className={cell}>Skips</th>
                  <th className={cell}>Clock</th>
                  <th className={cell}>In force</th>
                  <th className={cell}>Tariff rule</th>
                  <th className={cell}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rules.map((rule) => (
                  <tr
                    key={rule.id}
                    className={cn("border-b border-border last:border-0", !rule.inForce && "text-muted")}
                  >
                    <td className={cn(cell, "whitespace-nowrap")}>
                      {rule.scope === "line" ? "Line" : "Terminal"} <span className="font-mono">{rule.scopeKey}</span>
                      {rule.customerKey ? <span className="block text-xs">customer {rule.customerKey}</span> : null}
                      {rule.equipmentLength ? <span className="block text-xs">{rule.equipmentLength} ft</span> : null}
                    </td>
                    <td className={cell}>
                      {rule.freeDays} {rule.dayKind} days
                    </td>
                    <td className={cell}>{skipText(rule)}</td>
                    <td className={cell}>
                      from {rule.clockStart === "discharged" ? "discharge" : "first availability"},{" "}
                      {rule.firstDay === "next" ? "next day first" : "same day first"}
                    </td>
                    <td className={cn(cell, "whitespace-nowrap")}>
                      {rule.effectiveFrom} – {rule.effectiveTo ?? "…"}{" "}
                      {rule.inForce ? <Badge tone="success">in force</Badge> : null}
                    </td>
                    <td className={cell}>
                      {rule.ruleUrl ? (
                        <a className="text-accent hover:underline" href={rule.ruleUrl} rel="noreferrer" target="_blank">
                          {rule.ruleRef ?? rule.ruleUrl}
                        </a>
                      ) : (
                        (rule.ruleRef ?? "—")
                      )}
                      <span className="block text-xs text-muted">by {rule.createdByLabel}</span>
                    </td>
                    <td className={cell}>
                      {canAdminister && rule.inForce && editing === null ? (
                        <Button size="sm" variant="ghost" onClick={() => setEditing(rule)}>
                          New version
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardBody>
    </Card>
  );
}

function HolidaysCard({ calendars }: { calendars: readonly TerminalCalendarView[] }) {
  const kept = calendars.filter((calendar) => calendar.kept);
  return (
    <Card>
      <CardHeader
        title="Calendars"
        description="Gate days and named holidays per terminal. A terminal without a kept calendar counts weekdays as gate days and has no holidays."
      />
      <CardBody className="space-y-2">
        {kept.length === 0 ? <p className="text-sm text-muted">No terminal calendars are kept yet.</p> : null}
        {kept.map((calendar) => (
          <details key={calendar.key} className="rounded-md border border-border px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium">
              {calendar.name ?? calendar.key} <span className="font-mono text-xs text-muted">{calendar.key}</span>{" "}
              <span className="text-xs font-normal text-muted">
                · {calendar.timezone} · {calendar.holidays.length} holidays ({calendar.holidaySets.join(", ")})
              </span>
            </summary>
            <ul className="mt-2 grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {calendar.holidays.map((holiday) => (
                <li key={holiday.date}>
                  <span className="tabular-nums text-muted">{holiday.date}</span> {holiday.name}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </CardBody>
    </Card>
  );
}

export function TerminalsScreen({ canWrite, canAdminister }: { canWrite: boolean; canAdminister: boolean }) {
  const calendars = useTerminalCalendars();
  const rules = useFreeTimeRules();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-semibold tracking-tight">Terminal calendars and free time</h1>
          <p className="text-sm text-muted">
            What Quayside counts a calculated LFD from: each source&rsquo;s free-time rule on its terminal&rsquo;s
            calendar.
          </p>
        </div>
        <Link href="/calendar" className="text-sm font-medium text-accent hover:underline">
          ← Calendar
        </Link>
      </div>
      {calendars.error ? (
        <Alert tone="error" title="The terminal calendars could not be loaded.">
          {calendars.error.message}
        </Alert>
      ) : null}
      {rules.error ? (
        <Alert tone="error" title="The free-time rules could not be loaded.">
          {rules.error.message}
        </Alert>
      ) : null}
      {calendars.data ? (
        <ClosuresCard calendars={calendars.data.data} canWrite={canWrite} />
      ) : (
        <Skeleton className="h-48" />
      )}
      {rules.data ? <RulesCard rules={rules.data.data} canAdminister={canAdminister} /> : <Skeleton className="h-48" />}
      {calendars.data ? <HolidaysCard calendars={calendars.data.data} /> : null}
    </div>
  );
}
