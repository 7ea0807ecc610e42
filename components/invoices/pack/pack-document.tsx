import { derivationText } from "@/components/board/free-time-text";
import { dayText, instantText, weekdayText } from "@/lib/shared/format/date";
import { formatAmounts, formatMoney } from "@/lib/shared/format/money";
import type { DisputePack, PackBox, PackChange } from "@/lib/shared/invoice-api";

import { factWords, sourceWords } from "../evidence-words";
import {
  DAY_CODE_WORDS,
  DISPUTE_STATUS_WORDS,
  findingWords,
  ITEM_WORDS,
  KIND_WORDS,
  VERDICT_WORDS,
} from "../invoice-words";

import { PACK_STYLE } from "./pack-style";

// The dispute pack (product.md, "Dispute pack") as one self-contained document: its own stylesheet, no script and
// no app frame, so the same markup is the printable page (/invoices/{id}/pack) and, rendered in Chromium on the
// server, the PDF (GET /api/invoices/{id}/pack.pdf). Paper first: black on white, A4 and Letter both fit.

const FIELD_WORDS: Record<string, string> = {
  pickup_lfd_line: "Line LFD",
  pickup_lfd_terminal: "Terminal LFD",
  pickup_lfd_rail: "Rail LFD",
  pickup_lfd: "LFD (the service's pick)",
  holds: "Holds",
  available_for_pickup: "Available for pickup",
};

const KIND_OF_CHANGE: Record<string, string> = {
  change: "changed",
  initial: "first seen",
  late: "late delivery (an older value)",
  late_end: "next value after a late one",
};

function valueWords(field: string, value: unknown, zone: string | null): string {
  if (value === null || value === undefined) return "none";
  if (field === "holds" && Array.isArray(value)) {
    const holds = value as { name?: string; status?: string; description?: string | null }[];
    const on = holds.filter((hold) => hold.status === "hold");
    return on.length === 0
      ? "no hold"
      : on.map((hold) => `${hold.name ?? "hold"}${hold.description ? ` (${hold.description})` : ""}`).join(", ");
  }
  if (field === "available_for_pickup") return value === true ? "yes" : value === false ? "no" : "unknown";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return instantText(value, zone);
  return typeof value === "string" ? value : JSON.stringify(value);
}

function sourceOf(change: PackChange): string {
  const how =
    change.source === "webhook" ? "notification" : change.source === "sync" ? "read from the service" : change.source;
  return change.sourceRef ? `${how} (${change.sourceRef})` : how;
}

function ChangeTable({ changes, zone, empty }: { changes: PackChange[]; zone: string | null; empty: string }) {
  if (changes.length === 0) return <p className="muted">{empty}</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>Observed</th>
          <th>What</th>
          <th>Value</th>
          <th>Source</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change, index) => (
          <tr key={index}>
            <td className="nowrap">{instantText(change.observedAt, zone)}</td>
            <td>
              {FIELD_WORDS[change.field] ?? change.field}
              <span className="muted"> · {KIND_OF_CHANGE[change.kind] ?? change.kind}</span>
            </td>
            <td>{valueWords(change.field, change.value, zone)}</td>
            <td className="small">{sourceOf(change)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BoxEvidence({ entry, range }: { entry: PackBox; range: DisputePack["range"] }) {
  if (!entry.tracked || !entry.box)
    return (
      <section className="box">
        <h3>{entry.number}</h3>
        <p className="muted">Not tracked in this workspace: no evidence of its own (its days read “Not tracked”).</p>
      </section>
    );
  const { box } = entry;
  const zone = box.terminal.timezone;
  const calculated = [box.lfd.calculated.line, box.lfd.calculated.terminal].flatMap((item) => (item ? [item] : []));
  const reported = (["line", "terminal", "rail"] as const).flatMap((source) => {
    const value = box.lfd[source];
    return value ? [`${source}: ${dayText(value.date, zone)}`] : [];
  });
  return (
    <section className="box">
      <h3>
        {entry.number}
        <span className="muted">
          {" "}
          · {box.terminal.name ?? "terminal unknown"}
          {box.terminal.firmsCode ? ` (${box.terminal.firmsCode})` : ""} · times in {zone ?? "UTC"}
        </span>
      </h3>
      <h4>Last free day</h4>
      <p>
        Reported: {reported.length > 0 ? reported.join("; ") : "none"}.{" "}
        {box.lfd.governingDate ? `Governing (${box.lfd.rule} rule): ${dayText(box.lfd.governingDate, zone)}.` : ""}
      </p>
      {calculated.length > 0 ? (
        <ul>
          {calculated.map((item) => (
            <li key={item.ruleVersionId + item.date}>Calculated: {derivationText(item)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">No free-time rule applies to this box: no calculated LFD.</p>
      )}
      <h4>LFD history by source</h4>
      <ChangeTable changes={entry.lfdHistory} zone={zone} empty="No LFD was ever reported for this box." />
      <h4>Holds and availability</h4>
      <ChangeTable changes={entry.holdHistory} zone={zone} empty="No hold or availability was ever reported." />
      <h4>
        Terminal calendar{range.from && range.to ? `, ${dayText(range.from, zone)} to ${dayText(range.to, zone)}` : ""}
      </h4>
      {entry.calendar ? (
        <p>
          {entry.calendar.kept ? "Kept by the team" : "Not kept (the default stands in)"}: gates on{" "}
          {entry.calendar.gateDays.map((day) => ["", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][day]).join(", ")}.{" "}
          {entry.calendar.holidays.length > 0
            ? `Holidays: ${entry.calendar.holidays.map((holiday) => `${dayText(holiday.date, zone)} ${holiday.name}`).join("; ")}. `
            : "No holiday in those days. "}
          {entry.calendar.closures.length > 0
            ? `Closures: ${entry.calendar.closures
                .map(
                  (closure) =>
                    `${dayText(closure.date, zone)} ${closure.wholeDay ? "all day" : `${closure.from ?? ""}–${closure.to ?? ""}`}: ${closure.reason} (entered by ${closure.createdByLabel}${closure.removedAt ? `, withdrawn ${instantText(closure.removedAt, zone)}` : ""})`,
                )
                .join("; ")}.`
            : "No closure in those days."}
        </p>
      ) : (
        <p className="muted">No calendar for the box&apos;s terminal.</p>
      )}
      <h4>Appointments and the team&apos;s notes</h4>
      <ul>
        <li>
          Terminal appointment:{" "}
          {box.terminalAppointment ? instantText(box.terminalAppointment.at, box.terminalAppointment.timezone) : "none"}
        </li>
        <li>
          Planned pickup:{" "}
          {box.plannedPickup
            ? `${dayText(box.plannedPickup.date, box.plannedPickup.timezone)}${box.plannedPickup.windowStart ? ` ${box.plannedPickup.windowStart}–${box.plannedPickup.windowEnd ?? ""}` : ""}${box.plannedPickup.appointmentNumber ? `, appointment ${box.plannedPickup.appointmentNumber}` : ""}`
            : "none"}
        </li>
        {entry.notes.map((note, index) => (
          <li key={index}>
            Note by {note.author || "a teammate"}, {instantText(note.at, zone)}: {note.body}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PackDocument({ pack }: { pack: DisputePack }) {
  const { detail } = pack;
  const { invoice, dispute } = detail;
  const missing = new Set(
    detail.findings.flatMap((finding) => (finding.code.startsWith("missing_") && finding.item ? [finding.item] : [])),
  );
  const items: [string, string | null][] = [
    ["billingParty", invoice.billingParty],
    ["invoiceNumber", invoice.invoiceNumber],
    ["billedOn", invoice.billedOn && dayText(invoice.billedOn, null)],
    ["dueOn", invoice.dueOn && dayText(invoice.dueOn, null)],
    ["billsOfLading", invoice.billsOfLading.join(", ") || null],
    ["portOfDischarge", invoice.portOfDischarge],
    ["freeDays", invoice.freeDays === null ? null : String(invoice.freeDays)],
    ["freeTimeStart", invoice.freeTimeStart && dayText(invoice.freeTimeStart, null)],
    ["freeTimeEnd", invoice.freeTimeEnd && dayText(invoice.freeTimeEnd, null)],
    ["availableOn", invoice.availableOn && dayText(invoice.availableOn, null)],
    ["pickedUpOn", invoice.pickedUpOn && dayText(invoice.pickedUpOn, null)],
    ["returnedOn", invoice.returnedOn && dayText(invoice.returnedOn, null)],
    ["tariffRule", invoice.tariffRule],
    ["disputeContact", invoice.disputeContact],
    ["disputeUrl", invoice.disputeUrl],
    ["certifiedCompliance", invoice.certifiedCompliance ? "Certified" : null],
    ["certifiedPerformance", invoice.certifiedPerformance ? "Certified" : null],
  ];
  return (
    <article className="pack">
      <style>{PACK_STYLE}</style>
      <header>
        <p className="small muted">Dispute pack · prepared with Quayside on {instantText(pack.generatedAt, "UTC")}</p>
        <h1>
          Invoice {invoice.invoiceNumber ?? "without a number"} · {invoice.billingParty ?? "billing party not named"}
        </h1>
        <dl className="summary">
          <div>
            <dt>Verdict</dt>
            <dd data-testid="pack-verdict">{VERDICT_WORDS[detail.verdict].label}</dd>
          </div>
          <div>
            <dt>Billed</dt>
            <dd>{formatAmounts(detail.total) || "—"}</dd>
          </div>
          <div>
            <dt>At stake</dt>
            <dd>{formatAmounts(detail.atStake) || "nothing"}</dd>
          </div>
          <div>
            <dt>Dispute by</dt>
            <dd>
              {dispute
                ? dayText(dispute.disputeBy, null)
                : detail.disputeBy
                  ? dayText(detail.disputeBy, null)
                  : "unknown"}
            </dd>
          </div>
          {dispute ? (
            <div>
              <dt>Dispute</dt>
              <dd>
                {DISPUTE_STATUS_WORDS[dispute.status].label}
                {dispute.filedOn ? `; filed ${dayText(dispute.filedOn, null)}` : ""}
                {dispute.answerDue ? `; answer due ${dayText(dispute.answerDue, null)}` : ""}; disputed{" "}
                {formatAmounts(dispute.disputed) || "nothing"}
              </dd>
            </div>
          ) : null}
        </dl>
      </header>

      <section>
        <h2>46 CFR 541.5 and 541.7: whether the invoice need be paid</h2>
        {detail.findings.length > 0 ? (
          <ul>
            {detail.findings.map((finding, index) => (
              <li key={index}>{findingWords(finding)}</li>
            ))}
          </ul>
        ) : (
          <p>
            Every item 541.6 requires is on the invoice, and it was issued within 30 days of the last day it charges.
          </p>
        )}
      </section>

      <section>
        <h2>What the invoice states (46 CFR 541.6)</h2>
        <table className="items">
          <tbody>
            {items.map(([field, value]) => (
              <tr key={field}>
                <th scope="row">{ITEM_WORDS[field] ?? field}</th>
                <td className={missing.has(field) ? "missing" : ""}>
                  {value ?? (missing.has(field) ? "MISSING" : "—")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section>
        <h2>The charged days, each against the box&apos;s own evidence</h2>
        <table data-testid="pack-days">
          <thead>
            <tr>
              <th>Container</th>
              <th>Day</th>
              <th>Charge</th>
              <th>Check</th>
              <th className="right">Billed</th>
              <th className="right">At stake</th>
              <th>Evidence (time and source)</th>
            </tr>
          </thead>
          <tbody>
            {detail.days.map((day, index) => {
              const contested = dispute?.days.find((item) => item.line === day.line && item.date === day.date);
              return (
                <tr key={index}>
                  <td className="mono">{day.containerNumber ?? "—"}</td>
                  <td className="nowrap">
                    {weekdayText(day.date)} {dayText(day.date, day.evidence.zone)}
                  </td>
                  <td>
                    {KIND_WORDS[day.kind]} <span className="muted">line {day.line + 1}</span>
                  </td>
                  <td>
                    <strong>{DAY_CODE_WORDS[day.code].label}</strong>
                    {contested && !contested.contested ? (
                      <span className="small muted"> · left out of the dispute: {contested.dropReason}</span>
                    ) : null}
                  </td>
                  <td className="right nowrap">{day.amount === null ? "—" : formatMoney(day.amount, day.currency)}</td>
                  <td className="right nowrap">{day.atStake > 0 ? formatMoney(day.atStake, day.currency) : "—"}</td>
                  <td className="small">
                    {[
                      ...day.evidence.facts.map((fact) => factWords(fact, day.evidence.zone)),
                      ...sourceWords(day.evidence),
                    ].join(" · ")}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section>
        <h2>Each box&apos;s evidence</h2>
        {pack.boxes.map((entry) => (
          <BoxEvidence key={entry.number} entry={entry} range={pack.range} />
        ))}
      </section>
    </article>
  );
}
