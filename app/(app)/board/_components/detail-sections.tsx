import { eventLabel, milestonesFromAttributes, milestonesFromEvents } from "@/components/board/milestones";
import type { ContainerDetailView } from "@/components/board/container-detail";
import { localDateText, returnByText } from "@/components/board/row-format";
import { instantText, shortDayText } from "@/lib/shared/format/date";
import { estimateText } from "@/lib/shared/format/estimate";
import { formatAmounts } from "@/lib/shared/format/money";
import type { ContainerRow } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";

import { HoldChip } from "./hold-chips";
import { ConflictBadge, LfdSourceChips } from "./lfd-chips";

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-border px-5 py-4">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      {children}
    </section>
  );
}

export function Facts({ items }: { items: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted">{term}</dt>
          <dd className="min-w-0 break-words">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

const RULE_LABEL: Record<ContainerRow["lfd"]["rule"], string> = {
  earliest: "earliest of the three (workspace rule)",
  service: "as the service picks: line, else terminal, else rail (workspace rule)",
};

export function LfdSection({ row, now }: { row: ContainerRow; now?: string }) {
  const sources = (["line", "terminal", "rail"] as const).map((source) => {
    const value = row.lfd[source];
    return [
      `${source[0]?.toUpperCase()}${source.slice(1)} LFD`,
      value ? localDateText(value.date, value.at, value.timezone, true, now) : "none",
    ] as [string, string];
  });
  const governing = row.lfd.governing
    ? localDateText(row.lfd.governingDate ?? "", row.lfd.governing, row.lfd.timezone, true, now)
    : null;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-2">
        <LfdSourceChips lfd={row.lfd} />
        {row.lfd.conflict ? <ConflictBadge /> : null}
      </div>
      <Facts
        items={[
          ...sources,
          [
            "Governing",
            governing && row.lfd.source
              ? row.lfd.basis === "calculated"
                ? `${governing}, calculated from the ${row.lfd.source}'s free time (none reported)`
                : `${governing}, the ${row.lfd.source} LFD`
              : "no LFD",
          ],
          [
            "Rule",
            <span key="rule" data-testid="lfd-rule">
              {RULE_LABEL[row.lfd.rule]}
            </span>,
          ],
        ]}
      />
    </div>
  );
}

/** The equipment clock of a box that is out: when the empty must be back before per diem runs. */
export function ReturnBySection({ returnBy, now }: { returnBy: NonNullable<ContainerRow["returnBy"]>; now?: string }) {
  if (!returnBy.date) {
    return (
      <p className="text-sm text-muted">
        No per-diem tariff applies to this line and size, so no return-by date is known. An admin can add one in
        Settings.
      </p>
    );
  }
  const rule =
    returnBy.freeDays !== null
      ? `${returnBy.freeDays} ${returnBy.dayKind === "working" ? "working" : "calendar"} free days from full-out${returnBy.fullOutDate ? ` (${returnByText({ ...returnBy, date: returnBy.fullOutDate }, now)})` : ""}`
      : "—";
  return (
    <Facts
      items={[
        [
          "Return by",
          <span key="r" className="font-medium" data-testid="return-by">
            {returnByText(returnBy, now)}
            {returnBy.timezone ? ` (${returnBy.timezone})` : ""}
          </span>,
        ],
        ["Free time", rule],
      ]}
    />
  );
}

export function HoldsSection({ row }: { row: ContainerRow }) {
  if (!row.holdsKnown)
    return (
      <p className="text-sm italic text-muted">The terminal has not reported holds: unknown, not &ldquo;none&rdquo;.</p>
    );
  if (row.holds.length === 0) return <p className="text-sm text-muted">No active holds.</p>;
  return (
    <ul className="space-y-2">
      {row.holds.map((hold) => (
        <li key={`${hold.name}-${hold.status}`} className="rounded-md border border-border p-2 text-sm">
          <div className="flex items-center gap-2">
            <HoldChip hold={hold} />
            <span
              className={cn(
                "text-xs font-medium",
                hold.severity === "blocking" ? "text-urgency-blocked" : "text-warning",
              )}
            >
              {hold.severity === "blocking" ? "blocks pickup" : `${hold.status}: warning`}
            </span>
          </div>
          <p className="mt-1 text-xs">
            <span className="text-muted">Who resolves it:</span> {hold.resolution.ownerLabel}. {hold.resolution.hint}
          </p>
          {hold.description ? <p className="mt-0.5 text-xs text-muted">Terminal: {hold.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function FeesSection({ row }: { row: ContainerRow }) {
  const sum = !row.fees.known
    ? "unknown: the terminal reported none (not the same as zero)"
    : Object.keys(row.fees.byCurrency).length
      ? formatAmounts(row.fees.byCurrency)
      : "none posted";
  const risk = row.moneyAtRisk && Object.keys(row.moneyAtRisk.byCurrency).length > 0 ? row.moneyAtRisk : null;
  return (
    <Facts
      items={[
        [
          "Posted (sum)",
          <span key="s" className={row.fees.known ? "font-medium" : "italic text-muted"}>
            {sum}
          </span>,
        ],
        ["Terminal total", row.fees.terminalTotal ? formatAmounts(row.fees.terminalTotal) : "not reported"],
        [
          "At risk per day",
          risk ? (
            <span key="m" data-testid="money-at-risk">
              {/* One line per part, each in its own currency: amounts of two currencies are never added. */}
              {risk.parts.map((part) => (
                <span key={`${part.kind}-${part.tariff.versionId}`} className="block" data-testid="money-at-risk-part">
                  <span className="font-medium">{estimateText(part)}</span>
                  <span className="text-muted">
                    {" "}
                    ({part.kind === "per_diem" ? "per diem" : "demurrage"} for {shortDayText(part.date)}, an estimate
                    from the tariff, not a posted fee)
                  </span>
                </span>
              ))}
            </span>
          ) : (
            <span key="m" className="text-muted">
              no estimate: nothing accrues tomorrow, or no tariff applies
            </span>
          ),
        ],
      ]}
    />
  );
}

export function Timeline({
  row,
  detail,
  failed = false,
  now,
}: {
  row: ContainerRow;
  detail: ContainerDetailView | null;
  /** The detail could not be read: say so instead of waiting. */
  failed?: boolean;
  now?: string;
}) {
  // A board row carries no raw attributes: the milestones come with the drawer's detail, so until it arrives
  // the timeline says so rather than showing every milestone as "not yet".
  const attributes = detail?.row.attributes ?? row.attributes;
  if (!detail && !attributes)
    return (
      <p className="text-sm text-muted" data-testid="milestones-loading">
        {failed ? "The timeline could not be loaded; close and open the box to try again." : "Loading the timeline…"}
      </p>
    );
  const fromEvents = detail?.events.length ? milestonesFromEvents(detail.events) : null;
  const milestones = fromEvents ?? milestonesFromAttributes(attributes ?? {});
  const latest = detail?.latestEvent ?? null;
  return (
    <div>
      {latest?.at ? (
        <p className="mb-2 text-sm" data-testid="latest-event">
          <span className="text-muted">Latest: </span>
          {eventLabel(latest.event)}
          {latest.location ? ` · ${latest.location}` : ""}
          <span className="ml-2 text-xs text-muted">{instantText(latest.at, latest.timezone ?? null, now)}</span>
        </p>
      ) : null}
      <ol className="relative space-y-2 border-l border-border pl-4" data-testid="milestones">
        {milestones.map((m) => (
          <li key={m.key} className="relative text-sm">
            <span
              aria-hidden
              className={cn(
                "absolute -left-[21px] top-1.5 size-2.5 rounded-full border-2",
                m.at ? "border-accent bg-accent" : "border-border bg-surface",
              )}
            />
            <span className={m.at ? "text-ink" : "text-muted"}>{m.label}</span>
            <span className="ml-2 text-xs text-muted">
              {m.text ?? "not yet"}
              {m.estimated && m.at ? " (est.)" : ""}
            </span>
          </li>
        ))}
      </ol>
      {fromEvents ? null : (
        <p className="mt-2 text-xs text-muted">
          Origin milestones (empty out, vessel loaded) appear once the service reports this box&rsquo;s transport
          events, or after a refresh.
        </p>
      )}
    </div>
  );
}
