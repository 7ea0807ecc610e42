"use client";

import { useState } from "react";

import type { BoardFilters } from "@/lib/shared/board-query";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useTeam } from "@/lib/queries/work-queries";
import { useBulkAction, type BulkActionInput } from "@/lib/queries/work-bulk";
import { usePlanGuard } from "@/lib/queries/plan-guard";
import type { ContainerRow } from "@/lib/shared/container-api";
import { WORK_LIMITS, type UserRef } from "@/lib/shared/work-api";
import { formatCount } from "@/lib/shared/format/number";

import { ActionPopover } from "./action-popover";
import { AssigneePicker } from "./assignee-picker";
import { BulkSummary } from "./bulk-summary";
import { PlanRiskDialog } from "./plan-risk-dialog";
import { exportSelection } from "./bulk-export";
import type { RowSelection } from "./use-row-selection";

type Props = { selection: RowSelection; rows: readonly ContainerRow[]; filters: BoardFilters; canWrite: boolean };

/**
 * What to do with the selected boxes: assign, plan a pickup day, tag or untag, watch or unwatch, stop tracking,
 * export. A batch runs as a job with a progress bar and ends with a summary naming what was not done and why.
 */
export function BulkBar({ selection, rows, filters, canWrite }: Props) {
  const team = useTeam();
  const bulk = useBulkAction();
  const planGuard = usePlanGuard();
  const [assignee, setAssignee] = useState<UserRef | null>(null);
  const [date, setDate] = useState("");
  const [tag, setTag] = useState("");
  const [exporting, setExporting] = useState<number | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [startedWith, setStartedWith] = useState(0);
  const count = selection.count;
  const showBar = count > 0 || bulk.job !== null || bulk.running;
  if (!showBar) return null;

  const run = (request: BulkActionInput, close?: () => void) => {
    close?.();
    setStartedWith(count);
    bulk.run({ ...request, ids: selection.bulkIds() });
  };
  const busy = bulk.running || count === 0;
  const numberOf = (id: string) => rows.find((row) => row.id === id)?.number ?? id;

  return (
    <div
      className="space-y-1.5 rounded-md border border-accent/40 bg-accent/5 px-3 py-2"
      data-testid="bulk-bar"
      role="region"
      aria-label="Bulk actions on the selected boxes"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-semibold text-ink" data-testid="bulk-count" aria-live="polite">
          {formatCount(count)} selected
        </span>
        {selection.selection.mode === "view" ? (
          <span className="text-muted">every box in this view, loaded or not</span>
        ) : selection.allLoaded && selection.total > rows.length ? (
          <button
            type="button"
            className="font-medium text-accent underline-offset-2 hover:underline"
            onClick={selection.selectView}
            data-testid="select-view"
          >
            Select all {formatCount(selection.total)} in this view
          </button>
        ) : null}
        {count > 0 ? (
          <Button size="sm" variant="ghost" onClick={selection.clear}>
            Clear
          </Button>
        ) : null}
        <span aria-hidden className="mx-1 h-5 border-l border-border" />
        {canWrite ? (
          <>
            <ActionPopover label="Assign…" disabled={busy} testId="bulk-assign">
              {(close) => (
                <>
                  <label htmlFor="bulk-assignee" className="block text-xs font-medium">
                    Assign {formatCount(count)} boxes to
                  </label>
                  <AssigneePicker
                    id="bulk-assignee"
                    className="h-8"
                    value={assignee}
                    members={team.data?.members ?? []}
                    meId={team.data?.me.id ?? null}
                    onChange={setAssignee}
                  />
                  <Button size="sm" onClick={() => run({ action: "assign", assigneeId: assignee?.id ?? null }, close)}>
                    {assignee ? "Assign" : "Unassign"}
                  </Button>
                </>
              )}
            </ActionPopover>
            <ActionPopover label="Plan pickup…" disabled={busy} testId="bulk-plan">
              {(close) => (
                <>
                  <label htmlFor="bulk-pickup-date" className="block text-xs font-medium">
                    Pickup day for {formatCount(count)} boxes (each in its terminal&rsquo;s zone)
                  </label>
                  <Input
                    id="bulk-pickup-date"
                    type="date"
                    className="h-8"
                    value={date}
                    onChange={(event) => setDate(event.target.value)}
                  />
                  <Button
                    size="sm"
                    disabled={!date}
                    busy={planGuard.checking}
                    onClick={() =>
                      planGuard.guard({ ids: selection.bulkIds(), date }, () =>
                        run({ action: "plan_pickup", plannedPickup: { date } }, close),
                      )
                    }
                  >
                    Plan pickup
                  </Button>
                </>
              )}
            </ActionPopover>
            <ActionPopover label="Tag…" disabled={busy} testId="bulk-tag">
              {(close) => (
                <>
                  <label htmlFor="bulk-tag-input" className="block text-xs font-medium">
                    Team tag
                  </label>
                  <Input
                    id="bulk-tag-input"
                    className="h-8"
                    maxLength={WORK_LIMITS.tagLength}
                    value={tag}
                    onChange={(event) => setTag(event.target.value)}
                  />
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      disabled={!tag.trim()}
                      onClick={() => run({ action: "tag", tags: [tag.trim()] }, close)}
                    >
                      Add tag
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={!tag.trim()}
                      onClick={() => run({ action: "untag", tags: [tag.trim()] }, close)}
                    >
                      Remove tag
                    </Button>
                  </div>
                </>
              )}
            </ActionPopover>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => run({ action: "watch" })}>
              Watch
            </Button>
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => run({ action: "unwatch" })}>
              Unwatch
            </Button>
            <ActionPopover label="Stop tracking…" disabled={busy} testId="bulk-stop">
              {(close) => (
                <>
                  <p className="text-xs">
                    Stop tracking {formatCount(count)} boxes? The service stops updating their shipments; resume from
                    Tracking.
                  </p>
                  <Button size="sm" variant="danger" onClick={() => run({ action: "stop_tracking" }, close)}>
                    Stop tracking
                  </Button>
                </>
              )}
            </ActionPopover>
          </>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={count === 0 || exporting !== null}
          busy={exporting !== null}
          onClick={() => {
            setExportError(null);
            setExporting(0);
            exportSelection(selection.selection, rows, filters, setExporting)
              .catch((cause: unknown) =>
                setExportError(cause instanceof Error ? cause.message : "The export failed. Try again."),
              )
              .finally(() => setExporting(null));
          }}
        >
          {exporting !== null ? `Exporting… ${formatCount(exporting)}` : "Export selection"}
        </Button>
      </div>
      {exportError ? (
        <p role="alert" className="text-xs text-danger">
          {exportError}
        </p>
      ) : null}
      {planGuard.question ? <PlanRiskDialog question={planGuard.question} onAnswer={planGuard.answer} /> : null}
      <BulkSummary bulk={bulk} expected={startedWith} numberOf={numberOf} />
    </div>
  );
}
