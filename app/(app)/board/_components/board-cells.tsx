import { BUCKET_STYLE } from "@/components/board/bucket-style";
import { COLUMNS, type ColumnId } from "@/components/board/columns";
import { daysLeftText, feesText, formatAmounts, lfdText, urgencyUnknown } from "@/components/board/row-format";
import { BUCKET_INFO } from "@/lib/domain/bucket";
import type { ContainerRow } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";

import { HoldChips } from "./hold-chips";
import { LfdSourceChips } from "./lfd-chips";
import { RowFlags } from "./row-flags";

function DaysLeft({ row }: { row: ContainerRow }) {
  const text = daysLeftText(row);
  const days = row.lfd.daysLeft;
  const tone = urgencyUnknown(row) ? "text-urgency-stale italic" : days === null ? "text-muted" : days < 0 ? "text-urgency-past font-semibold" : days === 0 ? "text-urgency-today font-semibold" : days === 1 ? "text-urgency-tomorrow font-medium" : "text-ink";
  return <span className={tone} data-testid="days-left">{text}</span>;
}

function Fees({ row }: { row: ContainerRow }) {
  if (!row.fees.known) return <span className="text-xs italic text-muted">unknown</span>;
  const amounts = Object.keys(row.fees.byCurrency).length > 0 ? formatAmounts(row.fees.byCurrency) : null;
  return (
    <span className="truncate" title={feesText(row.fees)}>
      <span className={cn(amounts ? "font-medium" : "text-muted", row.bucket === "past_lfd" && amounts && "text-urgency-past")}>{amounts ?? "none"}</span>
      {row.fees.terminalTotal ? <span className="ml-1 text-xs text-muted">(total {formatAmounts(row.fees.terminalTotal)})</span> : null}
    </span>
  );
}

/** The rich cell for a column; falls back to the column's plain text. */
export function BoardCell({ row, column }: { row: ContainerRow; column: ColumnId }) {
  switch (column) {
    case "number":
      return (
        <span className="flex min-w-0 flex-col">
          <span className="font-mono text-[13px] font-medium text-ink">{row.number}</span>
        </span>
      );
    case "bucket":
      return (
        // Two lines like the LFD cell: the bucket, then its flags, so "ready" and "LFD conflict" both fit.
        <span className="flex min-w-0 flex-col items-start gap-0.5">
          <span className={cn("whitespace-nowrap text-xs font-semibold", BUCKET_STYLE[row.bucket].text)}>
            <span aria-hidden className="mr-0.5 font-mono">{BUCKET_STYLE[row.bucket].glyph}</span>
            {BUCKET_INFO[row.bucket].label}
          </span>
          <RowFlags row={row} />
        </span>
      );
    case "lfd":
      return (
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="flex items-center gap-1 whitespace-nowrap text-[13px]">
            {lfdText(row)}
          </span>
          <LfdSourceChips lfd={row.lfd} />
        </span>
      );
    case "daysLeft":
      return <DaysLeft row={row} />;
    case "holds":
      return <HoldChips holds={row.holds} known={row.holdsKnown} />;
    case "fees":
      return <Fees row={row} />;
    case "availability":
      return row.availableForPickup === null ? (
        <span className="text-xs italic text-muted">unknown</span>
      ) : row.availableForPickup ? (
        <span className="text-urgency-ready">✓ yes</span>
      ) : (
        <span className="text-muted">✗ no</span>
      );
    default:
      return <span className="truncate">{COLUMNS[column].text(row)}</span>;
  }
}
