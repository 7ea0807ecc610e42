import { derivationText, disagreementText, freeTimeRuleText } from "@/components/board/free-time-text";
import type { ContainerRow } from "@/lib/shared/container-api";
import type { CalculatedLfd } from "@/lib/shared/free-time-api";
import { dayText, weekdayDayText } from "@/lib/shared/format/date";
import { cn } from "@/lib/shared/cn";

import { ExtensionForm } from "./extension-form";
import { ExtensionList } from "./extension-list";

const SOURCE_TITLE = { line: "Line demurrage", terminal: "Terminal storage" } as const;

function CalculatedSource({
  source,
  calculated,
  service,
}: {
  source: "line" | "terminal";
  calculated: CalculatedLfd | null;
  service: string | null;
}) {
  return (
    <div className="rounded-md border border-border p-3" data-testid={`calculated-lfd-${source}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-sm font-medium">{SOURCE_TITLE[source]}</h4>
        <span className="text-sm font-semibold tabular-nums" data-date={calculated?.date ?? ""}>
          {calculated ? weekdayDayText(calculated.date) : "no rule"}
        </span>
      </div>
      {calculated ? (
        <div className="mt-1 space-y-1 text-xs text-muted">
          <p>{freeTimeRuleText(calculated)}</p>
          <p>{derivationText(calculated)}</p>
          <p>
            {calculated.ruleRef ?? "Free-time rule"} ·{" "}
            {calculated.ruleEffectiveFrom
              ? `the version in force from ${dayText(calculated.ruleEffectiveFrom, calculated.timezone)}`
              : `version ${calculated.ruleVersionId.slice(0, 8)}`}{" "}
            · dates in {calculated.timezone}
          </p>
        </div>
      ) : (
        <p className="mt-1 text-xs text-muted">No free-time rule covers this box for the {source}.</p>
      )}
      {service ? <p className="mt-1 text-xs text-muted">The service&rsquo;s own estimate: {service}</p> : null}
    </div>
  );
}

/** Quayside's calculated LFD per source with its derivation, and how it disagrees with the reported one. */
export function FreeTimeSection({
  containerId,
  lfd,
  canWrite,
  zone = null,
}: {
  containerId: string;
  lfd: ContainerRow["lfd"];
  canWrite: boolean;
  /** The zone times of entry are shown in (the terminal's). */
  zone?: string | null;
}) {
  const disagreement = lfd.disagreement;
  return (
    <div className="space-y-2">
      {disagreement ? (
        <p
          role="note"
          data-testid="lfd-disagreement"
          className={cn(
            "rounded-md border p-2 text-sm",
            disagreement.direction === "reported_earlier"
              ? "border-urgency-past/40 bg-urgency-past/10 text-ink"
              : "border-warning/40 bg-warning/10 text-ink",
          )}
        >
          {disagreementText(disagreement)}
        </p>
      ) : null}
      {lfd.basis === "calculated" ? (
        <p className="text-sm text-muted">No LFD is reported: the calculated one governs the board.</p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        <CalculatedSource source="line" calculated={lfd.calculated.line} service={lfd.serviceCalculated.line} />
        <CalculatedSource
          source="terminal"
          calculated={lfd.calculated.terminal}
          service={lfd.serviceCalculated.terminal}
        />
      </div>
      <ExtensionList containerId={containerId} zone={zone} />
      {canWrite && (lfd.calculated.line || lfd.calculated.terminal) ? (
        <ExtensionForm containerId={containerId} />
      ) : null}
    </div>
  );
}
