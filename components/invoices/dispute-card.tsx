"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useDispute } from "@/lib/queries/invoice-queries";
import { dayText, daysAwayText } from "@/lib/shared/format/date";
import { formatAmounts, formatMoney } from "@/lib/shared/format/money";
import type { DisputeStatus, InvoiceDetailResponse } from "@/lib/shared/invoice-api";

import { OpenDisputeForm } from "./open-dispute-form";
import { DISPUTE_STATUS_WORDS, KIND_WORDS } from "./invoice-words";

/** The invoice's dispute: open one from the contestable days, then file it and record how it ended. */
export function DisputeCard({ detail, canWrite }: { detail: InvoiceDetailResponse; canWrite: boolean }) {
  const [opening, setOpening] = useState(false);
  const dispute = detail.dispute;
  if (!dispute) {
    if (detail.verdict === "payable") return null;
    return (
      <Card>
        <CardHeader
          title="Dispute"
          description="Dispute by the billing date + 30 days (46 CFR 541.8); Quayside reminds the team 7, 3 and 1 days before."
        />
        <CardBody>
          {opening ? (
            <OpenDisputeForm detail={detail} onDone={() => setOpening(false)} />
          ) : canWrite ? (
            <Button type="button" onClick={() => setOpening(true)}>
              Open a dispute
            </Button>
          ) : (
            <p className="text-sm text-muted">No dispute yet. A dispatcher or an admin opens one.</p>
          )}
        </CardBody>
      </Card>
    );
  }
  const words = DISPUTE_STATUS_WORDS[dispute.status];
  const contested = dispute.days.filter((day) => day.contested);
  const dropped = dispute.days.filter((day) => !day.contested);
  return (
    <Card>
      <CardHeader title="Dispute" description={`Opened by ${dispute.createdByLabel}.`} />
      <CardBody className="grid grid-cols-1 gap-4">
        <dl className="grid grid-cols-1 gap-x-8 gap-y-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-muted">Status</dt>
            <dd className="mt-1">
              <Badge tone={words.tone} testId="dispute-status">
                {words.label}
              </Badge>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Dispute by</dt>
            <dd className="mt-1" data-testid="dispute-by">
              {dayText(dispute.disputeBy, null)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Filed · answer due (filing + 30 days)</dt>
            <dd className="mt-1" data-testid="dispute-answer-due">
              {dispute.filedOn && dispute.answerDue
                ? `${dayText(dispute.filedOn, null)} · ${dayText(dispute.answerDue, null)}`
                : "Not filed yet"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Disputed</dt>
            <dd className="mt-1 font-semibold tabular-nums" data-testid="dispute-disputed">
              {formatAmounts(dispute.disputed) || "Nothing"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Credited</dt>
            <dd className="mt-1 tabular-nums" data-testid="dispute-credited">
              {dispute.credited ? formatAmounts(dispute.credited) || "Nothing" : "—"}
            </dd>
          </div>
          {dispute.deadline ? (
            <div>
              <dt className="text-xs text-muted">Next deadline</dt>
              <dd
                className={dispute.deadline.daysLeft <= 3 ? "mt-1 font-semibold text-danger" : "mt-1"}
                data-testid="dispute-deadline"
              >
                {dispute.deadline.kind === "dispute_by" ? "Dispute" : "Answer due"}{" "}
                {daysAwayText(dispute.deadline.daysLeft)}
              </dd>
            </div>
          ) : null}
        </dl>
        {dispute.note ? <p className="text-sm">{dispute.note}</p> : null}
        <details className="text-sm">
          <summary className="cursor-pointer text-accent">
            {contested.length} day{contested.length === 1 ? "" : "s"} disputed
            {dropped.length > 0 ? `, ${dropped.length} left out` : ""}
          </summary>
          <ul className="mt-2 space-y-1">
            {dispute.days.map((day) => (
              <li key={`${day.line}|${day.date}`} className={day.contested ? "" : "text-muted"}>
                <span className="font-mono">{day.containerNumber ?? "No container"}</span> {dayText(day.date, null)}{" "}
                {KIND_WORDS[day.kind]} {day.amount === null ? "" : formatMoney(day.amount, day.currency)}
                {day.contested ? "" : ` — left out: ${day.dropReason ?? ""}`}
              </li>
            ))}
          </ul>
        </details>
        {canWrite && dispute.next.length > 0 ? <DisputeActions detail={detail} next={dispute.next} /> : null}
      </CardBody>
    </Card>
  );
}

/** The next step: file it (on a date), record its outcome (with what was credited), or withdraw it. */
function DisputeActions({ detail, next }: { detail: InvoiceDetailResponse; next: DisputeStatus[] }) {
  const { move } = useDispute(detail.invoice.id);
  const [filedOn, setFiledOn] = useState("");
  const currencies = Object.keys(detail.total);
  const [credited, setCredited] = useState<Record<string, string>>({});
  const creditedAmounts = (): Record<string, number> =>
    Object.fromEntries(
      Object.entries(credited).flatMap(([currency, text]) =>
        text.trim() === "" ? [] : [[currency, Number(text.replace(/,/g, ""))]],
      ),
    );
  return (
    <div className="grid grid-cols-1 gap-3 border-t border-border pt-4">
      {next.includes("filed") ? (
        <div className="flex flex-wrap items-end gap-3">
          <Field id="dispute-filed-on" label="Filed on" hint="Today when left blank.">
            <Input
              id="dispute-filed-on"
              type="date"
              value={filedOn}
              onChange={(event) => setFiledOn(event.target.value)}
            />
          </Field>
          <Button
            type="button"
            disabled={move.isPending}
            onClick={() => move.mutate({ status: "filed", filedOn: filedOn === "" ? null : filedOn })}
          >
            Mark as filed
          </Button>
        </div>
      ) : null}
      {next.includes("won") ? (
        <div className="flex flex-wrap items-end gap-3">
          {currencies.map((currency) => (
            <Field key={currency} id={`dispute-credit-${currency}`} label={`Credited (${currency})`}>
              <Input
                id={`dispute-credit-${currency}`}
                inputMode="decimal"
                className="w-36"
                value={credited[currency] ?? ""}
                onChange={(event) => setCredited((current) => ({ ...current, [currency]: event.target.value }))}
              />
            </Field>
          ))}
          <Button
            type="button"
            disabled={move.isPending}
            onClick={() => move.mutate({ status: "won", credited: creditedAmounts() })}
          >
            Won
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={move.isPending}
            onClick={() => move.mutate({ status: "partly_won", credited: creditedAmounts() })}
          >
            Partly won
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={move.isPending}
            onClick={() => move.mutate({ status: "lost" })}
          >
            Lost
          </Button>
        </div>
      ) : null}
      {next.includes("withdrawn") ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={move.isPending}
            onClick={() => move.mutate({ status: "withdrawn" })}
          >
            Withdraw the dispute
          </Button>
        </div>
      ) : null}
      {move.isError ? <Alert tone="error">{move.error.message}</Alert> : null}
    </div>
  );
}
