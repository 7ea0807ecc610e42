import { BUCKET_STYLE } from "@/components/board/bucket-style";
import { COLUMNS, type ColumnId } from "@/components/board/columns";
import {
  daysLeftText,
  feesText,
  lfdExplanation,
  lfdText,
  moneyAtRiskText,
  returnByText,
  urgencyUnknown,
  urgentDays,
} from "@/components/board/row-format";
import { etaCellText, sizeTypeText } from "@/components/board/arrival-format";
import { sizeTypeLabel } from "@/lib/domain/size-type";
import { estimateText } from "@/lib/shared/format/estimate";
import { formatAmounts } from "@/lib/shared/format/money";
import { BUCKET_INFO } from "@/lib/domain/bucket";
import type { ContainerRow } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";
import { RowSelectBox } from "@/components/work/selection-boxes";

import { HoldChips } from "./hold-chips";
import { PullMark } from "./pull-mark";
import { RowFlags } from "./row-flags";

// One line per cell, so a row is 32 px and fifteen or more fit on a laptop screen; the detail behind each
// compact value is in its title and in the drawer.

function DaysLeft({ row }: { row: ContainerRow }) {
  const days = urgentDays(row);
  const tone = urgencyUnknown(row)
    ? "text-urgency-stale italic"
    : days === null
      ? "text-muted"
      : days < 0
        ? "text-urgency-past font-semibold"
        : days === 0
          ? "text-urgency-today font-semibold"
          : days === 1
            ? "text-urgency-tomorrow font-medium"
            : "text-ink";
  return (
    <span className={cn("truncate text-[13px]", tone)} data-testid="days-left">
      {daysLeftText(row)}
    </span>
  );
}

function LfdCell({ row, now }: { row: ContainerRow; now?: string }) {
  if (row.returnBy) {
    // A box that is out met its pickup LFD: what counts now is when the empty must be back.
    return (
      <span
        className="truncate text-[13px]"
        data-testid="return-by-cell"
        title={
          row.returnBy.date
            ? `Return the empty by ${returnByText(row.returnBy, now)} (${row.returnBy.timezone ?? "zone unknown"}) before per diem runs.`
            : "No per-diem tariff applies: return-by unknown."
        }
      >
        <span aria-hidden className="mr-0.5 text-urgency-return">
          ↺
        </span>
        <span className="sr-only">Return by </span>
        {returnByText(row.returnBy, now)}
      </span>
    );
  }
  return (
    <span
      className="flex min-w-0 items-center gap-1 whitespace-nowrap text-[13px]"
      title={lfdExplanation(row, now)}
      data-testid="lfd-cell"
      data-rule={row.lfd.rule}
    >
      <span className="truncate">{lfdText(row, now)}</span>
      {row.lfd.source ? (
        <span aria-hidden className="font-mono text-[10px] uppercase text-muted">
          {row.lfd.source[0]}
        </span>
      ) : null}
      {row.lfd.source ? <span className="sr-only">{`, ${row.lfd.source} LFD, ${row.lfd.rule} rule`}</span> : null}
      {row.lfd.basis === "calculated" ? (
        <span
          className="rounded border border-dashed border-border px-0.5 text-[10px] text-muted"
          data-testid="lfd-calculated"
        >
          calc
        </span>
      ) : null}
      {row.lfd.disagreement?.direction === "reported_earlier" ? (
        <span
          className="rounded border border-urgency-past/50 bg-urgency-past/10 px-0.5 text-[10px] font-semibold text-urgency-past"
          data-testid="lfd-disagreement-badge"
        >
          <span aria-hidden>−{row.lfd.disagreement.days}d</span>
          <span className="sr-only">{`, reported ${row.lfd.disagreement.days} days before the calculated LFD`}</span>
        </span>
      ) : null}
    </span>
  );
}

function Fees({ row }: { row: ContainerRow }) {
  if (!row.fees.known) return <span className="text-xs italic text-muted">unknown</span>;
  const amounts =
    Object.keys(row.fees.byCurrency).length > 0 ? formatAmounts(row.fees.byCurrency, { trimZeroCents: true }) : null;
  return (
    <span className="truncate" title={`Posted by the terminal: ${feesText(row.fees)}`}>
      <span
        className={cn(
          amounts ? "font-medium" : "text-muted",
          row.bucket === "past_lfd" && amounts && "text-urgency-past",
        )}
      >
        {amounts ?? "none"}
      </span>
      {row.fees.terminalTotal ? (
        <span className="ml-1 text-xs text-muted">
          (total {formatAmounts(row.fees.terminalTotal, { trimZeroCents: true })})
        </span>
      ) : null}
    </span>
  );
}

function MoneyAtRisk({ row }: { row: ContainerRow }) {
  const money = row.moneyAtRisk;
  if (!money || Object.keys(money.byCurrency).length === 0) return <span className="text-muted">—</span>;
  // Each part in its own currency with the tariff version and day it is for; never added across currencies.
  const parts = money.parts.map((part) => estimateText(part, { trimZeroCents: true })).join("; ");
  return (
    <span
      className="truncate"
      data-testid="money-at-risk-cell"
      title={`Estimated cost of one more day: ${parts}. An estimate from the tariffs, not a posted fee.`}
    >
      <span aria-hidden className="text-muted">
        ≈
      </span>
      <span className="sr-only">estimate </span>
      {moneyAtRiskText(money)}
    </span>
  );
}

/** The ETA while the box is coming; once the vessel is in, when it arrived, muted (it no longer plans anything). */
function EtaCell({ row, now }: { row: ContainerRow; now?: string }) {
  const text = etaCellText(row, now);
  const zone = row.terminal.timezone ?? "UTC";
  return (
    <span
      className={cn("truncate text-[13px]", row.arrival.arrivedAt || !row.arrival.etaAt ? "text-muted" : "text-ink")}
      data-testid="eta-cell"
      data-eta={row.arrival.arrivedAt ?? row.arrival.etaAt ?? undefined}
      title={
        row.arrival.arrivedAt
          ? `The vessel arrived at the port (${zone}).`
          : row.arrival.etaAt
            ? `Estimated arrival at the port, in the terminal's zone (${zone}), as the line last reported it.`
            : "The line has not given an ETA."
      }
    >
      {text}
    </span>
  );
}

/** Hazmat only when the account's custom field says so; "no" and "not said" stay quiet. */
function HazmatCell({ hazmat }: { hazmat: boolean | null }) {
  if (hazmat === true)
    return (
      <span
        className="rounded border border-warning/50 bg-warning/10 px-1 text-[11px] font-semibold text-warning"
        data-testid="hazmat-badge"
      >
        <span aria-hidden>⚠ </span>Hazmat
      </span>
    );
  return (
    <span className="text-xs text-muted" title={hazmat === false ? "Flagged not hazardous" : "Not flagged either way"}>
      {hazmat === false ? "no" : "—"}
    </span>
  );
}

/** The rich cell for a column; falls back to the column's plain text. */
export function BoardCell({ row, column, now }: { row: ContainerRow; column: ColumnId; now?: string }) {
  switch (column) {
    case "number":
      return (
        <span className="flex min-w-0 items-center gap-1.5">
          <RowSelectBox id={row.id} label={row.number} />
          <span className="truncate font-mono text-[13px] font-medium text-ink">{row.number}</span>
        </span>
      );
    case "pull":
      return <PullMark state={row.pull} className="text-xs" />;
    case "bucket":
      return (
        <span className="flex min-w-0 items-center gap-1">
          <span className={cn("truncate whitespace-nowrap text-xs font-semibold", BUCKET_STYLE[row.bucket].text)}>
            <span aria-hidden className="mr-0.5 font-mono">
              {BUCKET_STYLE[row.bucket].glyph}
            </span>
            {BUCKET_INFO[row.bucket].label}
          </span>
          {/* Ready and blocked are the Pull? column's to say; the other flags cross urgencies here. */}
          <RowFlags row={row} compact omit={["ready", "blocked"]} />
        </span>
      );
    case "lfd":
      return <LfdCell row={row} now={now} />;
    case "daysLeft":
      return <DaysLeft row={row} />;
    case "holds":
      return <HoldChips holds={row.holds} known={row.holdsKnown} />;
    case "fees":
      return <Fees row={row} />;
    case "money":
      return <MoneyAtRisk row={row} />;
    case "eta":
      return <EtaCell row={row} now={now} />;
    case "hazmat":
      return <HazmatCell hazmat={row.arrival.hazmat} />;
    case "sizeType":
      return (
        <span
          className="truncate font-mono text-xs"
          title={row.arrival.sizeType ? sizeTypeLabel(row.arrival.sizeType) : "Size not reported"}
        >
          {sizeTypeText(row.arrival.sizeType)}
        </span>
      );
    case "availability":
      return row.availableForPickup === null ? (
        <span className="text-xs italic text-muted">unknown</span>
      ) : row.availableForPickup ? (
        <span className="text-urgency-ready">✓ yes</span>
      ) : (
        <span className="text-muted">✗ no</span>
      );
    default:
      return (
        <span className="truncate" title={COLUMNS[column].text(row, now)}>
          {COLUMNS[column].text(row, now)}
        </span>
      );
  }
}
