"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { disputableDays } from "@/lib/domain/invoices/dispute";
import { addTo } from "@/lib/domain/invoices/line-money";
import { useDispute } from "@/lib/queries/invoice-queries";
import { dayText, weekdayText } from "@/lib/shared/format/date";
import { formatAmounts, formatMoney } from "@/lib/shared/format/money";
import type { InvoiceDetailResponse } from "@/lib/shared/invoice-api";

import { KIND_WORDS } from "./invoice-words";
import { DayCodeBadge } from "./verdict-badge";

const key = (line: number, date: string): string => `${line}|${date}`;

/**
 * Opens the invoice's dispute: every day the check contests is in (every charged day when the invoice need not
 * be paid at all); the team may drop a day, saying why. The amount disputed follows as days are dropped.
 */
export function OpenDisputeForm({ detail, onDone }: { detail: InvoiceDetailResponse; onDone: () => void }) {
  const { open } = useDispute(detail.invoice.id);
  const whole = detail.verdict === "not_payable";
  const days = disputableDays(detail.verdict, detail.days);
  const [dropped, setDropped] = useState<Record<string, string>>({});
  const [granted, setGranted] = useState("");
  const [note, setNote] = useState("");
  const disputed: Record<string, number> = {};
  for (const day of days)
    if (dropped[key(day.line, day.date)] === undefined && day.disputedAmount !== null)
      addTo(disputed, day.currency, day.disputedAmount);
  const missingReason = Object.values(dropped).some((reason) => reason.trim() === "");

  const submit = () =>
    open.mutate(
      {
        drop: Object.entries(dropped).map(([ref, reason]) => {
          const [line, date] = ref.split("|");
          return { line: Number(line), date: date ?? "", reason };
        }),
        grantedDisputeBy: granted === "" ? null : granted,
        note: note.trim() === "" ? null : note,
      },
      { onSuccess: onDone },
    );

  return (
    <form
      className="grid grid-cols-1 gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label="Open a dispute"
    >
      <p className="text-sm text-muted">
        {whole
          ? "The invoice need not be paid (46 CFR 541.5 or 541.7): every charged day is disputed."
          : "Every day the check contests is in. Untick a day to leave it out, and say why."}
      </p>
      <ul className="grid grid-cols-1 gap-2" data-testid="dispute-days">
        {days.map((day) => {
          const ref = key(day.line, day.date);
          const out = dropped[ref] !== undefined;
          const id = `dispute-day-${day.line}-${day.date}`;
          return (
            <li key={ref} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-border p-2">
              <input
                id={id}
                type="checkbox"
                className="size-4"
                checked={!out}
                onChange={(event) =>
                  setDropped((current) => {
                    const next = { ...current };
                    if (event.target.checked) delete next[ref];
                    else next[ref] = "";
                    return next;
                  })
                }
              />
              <label htmlFor={id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono">{day.containerNumber ?? "No container"}</span>
                <span>
                  {weekdayText(day.date)} {dayText(day.date, null)}
                </span>
                <span className="text-muted">{KIND_WORDS[day.kind]}</span>
                <DayCodeBadge code={day.code} />
                <span className="tabular-nums">
                  {day.disputedAmount === null ? "—" : formatMoney(day.disputedAmount, day.currency)}
                </span>
              </label>
              {out ? (
                <Input
                  aria-label={`Why ${day.containerNumber ?? "the box"} on ${day.date} is left out`}
                  placeholder="Why is this day left out?"
                  className="min-w-0 flex-1 sm:max-w-sm"
                  value={dropped[ref] ?? ""}
                  onChange={(event) => setDropped((current) => ({ ...current, [ref]: event.target.value }))}
                  aria-invalid={(dropped[ref] ?? "").trim() === ""}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id="dispute-granted"
          label="A later date the invoice grants to dispute by (optional)"
          hint={
            detail.disputeBy
              ? `By the rule: ${dayText(detail.disputeBy, null)} (billing date + 30 days).`
              : "The invoice has no billing date: give the date it lets you dispute by."
          }
        >
          <Input
            id="dispute-granted"
            type="date"
            value={granted}
            onChange={(event) => setGranted(event.target.value)}
          />
        </Field>
        <Field id="dispute-note" label="Note (optional)">
          <Input id="dispute-note" value={note} onChange={(event) => setNote(event.target.value)} maxLength={2000} />
        </Field>
      </div>
      <p className="text-sm">
        Disputed: <strong data-testid="dispute-amount">{formatAmounts(disputed) || "nothing"}</strong>
      </p>
      {open.isError ? <Alert tone="error">{open.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={open.isPending || missingReason || Object.keys(disputed).length === 0}>
          Open the dispute
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
