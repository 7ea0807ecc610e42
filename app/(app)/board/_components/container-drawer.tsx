"use client";

import { useEffect, useRef } from "react";

import { useFocusTrap } from "@/components/ui/use-focus-trap";
import { WorkNotes, WorkPanel } from "@/components/work/work-panel";

import { BUCKET_STYLE } from "@/components/board/bucket-style";
import {
  availabilityText,
  daysLeftText,
  holdsText,
  lfdText,
  returnByText,
  statusText,
} from "@/components/board/row-format";
import { instantText } from "@/lib/shared/format/date";
import { BUCKET_INFO } from "@/lib/domain/bucket";
import { readDetail } from "@/components/board/container-detail";
import { useContainerDetail } from "@/lib/queries/containers-queries";
import type { ContainerRow } from "@/lib/shared/container-api";
import { cn } from "@/lib/shared/cn";

import { useBoardNow } from "./board-now";
import { ArrivalSection } from "./arrival-section";
import { DaysSection } from "./days-section";
import { FreeTimeSection } from "./free-time-section";
import { HistorySection } from "./history-section";
import { IncurredSection } from "./incurred-section";
import { Facts, FeesSection, HoldsSection, LfdSection, ReturnBySection, Section, Timeline } from "./detail-sections";
import { LinkedItems } from "./linked-items";
import { RefreshButton } from "./refresh-button";
import { RouteMap } from "./route-map";
import { PullMark } from "./pull-mark";
import { RowFlags } from "./row-flags";

type Props = {
  id: string;
  listRow: ContainerRow | null;
  canWrite: boolean;
  onClose: () => void;
  returnFocus: (id: string) => void;
};

/**
 * The container's detail over the board, addressed by ?open=<id> so it can be linked and reloaded. A modal
 * dialog: focus stays inside while it is open (j/k still move it along the board) and goes back to the row on close.
 */
export function ContainerDrawer({ id, listRow, canWrite, onClose, returnFocus }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const now = useBoardNow();
  useFocusTrap(dialog, { returnFocus: () => returnFocus(id) });
  const detail = useContainerDetail(id, readDetail);
  const row = detail.data?.row ?? listRow;

  useEffect(() => heading.current?.focus(), [id]);

  const zone = row?.terminal.timezone ?? row?.lfd.timezone ?? null;
  const shipment = detail.data?.shipment ?? null;

  return (
    <>
      {/* Clear, so the board behind reads exactly as before (no dimmed text); a click on it closes the detail, like Esc. */}
      <div aria-hidden className="fixed inset-0 z-30" onClick={onClose} data-testid="drawer-backdrop" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="drawer-title"
        aria-describedby={row ? "drawer-summary" : undefined}
        tabIndex={-1}
        data-testid="container-drawer"
        className="fixed inset-y-0 right-0 z-40 flex w-full max-w-xl flex-col border-l border-border bg-surface shadow-2xl focus:outline-none"
      >
        <header className="flex items-start justify-between gap-3 px-5 py-4">
          <div className="min-w-0">
            <h2
              id="drawer-title"
              ref={heading}
              tabIndex={-1}
              className="font-mono text-lg font-semibold focus:outline-none"
            >
              {row?.number ?? "Container"}
            </h2>
            {row ? (
              <div id="drawer-summary" className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <span className={cn("font-semibold", BUCKET_STYLE[row.bucket].text)}>
                  <span aria-hidden className="mr-1 font-mono">
                    {BUCKET_STYLE[row.bucket].glyph}
                  </span>
                  {BUCKET_INFO[row.bucket].label}
                </span>
                <span className="text-muted">·</span>
                <span>
                  {row.returnBy
                    ? row.returnBy.date
                      ? `Return by ${returnByText(row.returnBy, now)}`
                      : "Return-by unknown"
                    : `LFD ${lfdText(row, now)}`}{" "}
                  · {daysLeftText(row)}
                </span>
                <RowFlags row={row} omit={["ready", "blocked"]} />
              </div>
            ) : null}
            {row ? (
              // The first question a dispatcher opens a box with, answered before the team's work.
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm" data-testid="drawer-pull">
                <span className="text-muted">Can I pull it?</span>
                <PullMark state={row.pull} />
                <span className="text-muted">·</span>
                <span>{availabilityText(row.availableForPickup)}</span>
                <span className="text-muted">·</span>
                <span>holds: {holdsText(row)}</span>
              </p>
            ) : null}
          </div>
          <div className="flex items-start gap-2">
            {row ? <RefreshButton id={row.id} canWrite={canWrite} /> : null}
            <button
              type="button"
              onClick={onClose}
              aria-label="Close detail (Esc)"
              className="rounded-md px-2 py-1 text-lg leading-none text-muted hover:bg-surface-muted hover:text-ink"
            >
              ×
            </button>
          </div>
        </header>
        {/* Focusable and named so the detail scrolls from the keyboard too. */}
        <div
          className="min-h-0 flex-1 overflow-y-auto pb-8"
          tabIndex={0}
          role="region"
          aria-label="Container detail"
          data-testid="drawer-scroll"
        >
          {!row && detail.isPending ? (
            <div
              role="status"
              className="mx-5 h-40 animate-pulse rounded bg-surface-muted"
              aria-label="Loading container"
            />
          ) : null}
          {!row && detail.isError ? (
            <p role="alert" className="px-5 text-sm text-danger">
              This container was not found in your workspace. It may have been removed, or the link is from another
              workspace.
            </p>
          ) : null}
          {row ? (
            <>
              {detail.data?.goneUpstreamAt ? (
                <p
                  role="status"
                  data-testid="gone-upstream"
                  className="mx-5 mb-3 rounded-md border border-warning/40 bg-warning/5 px-3 py-2 text-sm"
                >
                  No longer tracked by the service (not in its lists since{" "}
                  {instantText(detail.data.goneUpstreamAt, zone, now)}). This is the last data Quayside received.
                </p>
              ) : null}
              <Section title="Team work">
                <WorkPanel containerId={row.id} canWrite={canWrite} zone={zone} now={now} />
              </Section>
              {row.returnBy ? (
                <Section title="Return the empty (per diem)">
                  <ReturnBySection returnBy={row.returnBy} now={now} />
                </Section>
              ) : null}
              <Section title="Last free day">
                <LfdSection row={row} now={now} />
              </Section>
              <Section title="Free time (calculated LFD)">
                <FreeTimeSection containerId={row.id} lfd={row.lfd} canWrite={canWrite} zone={zone} />
              </Section>
              <Section title="Days: the evidence">
                <DaysSection containerId={row.id} />
              </Section>
              <Section title="Holds">
                <HoldsSection row={row} />
              </Section>
              <Section title="Fees and money: posted, incurred, at risk">
                <FeesSection row={row} />
                <IncurredSection containerId={row.id} />
              </Section>
              <Section title="Pickup">
                <Facts
                  items={[
                    ["Availability", availabilityText(row.availableForPickup)],
                    ["Appointment", instantText(row.pickupAppointmentAt, zone, now)],
                    ["Status", statusText(row.currentStatus)],
                    ["Terminal", [row.terminal.name, row.terminal.firmsCode].filter(Boolean).join(" · ") || "—"],
                    ["Last checked", instantText(row.terminalCheckedAt, zone, now)],
                  ]}
                />
              </Section>
              <Section title="Arrival">
                <ArrivalSection row={row} detail={detail.data?.arrival ?? null} failed={detail.isError} now={now} />
              </Section>
              <Section title="Notes">
                <WorkNotes containerId={row.id} canWrite={canWrite} zone={zone} now={now} />
              </Section>
              <Section title="Milestones">
                <Timeline row={row} detail={detail.data ?? null} failed={detail.isError} now={now} />
              </Section>
              <Section title="Documents and emails">
                <LinkedItems id={row.id} zone={zone} canWrite={canWrite} />
              </Section>
              <Section title="Shipment">
                <Facts
                  items={[
                    [
                      "Carrier",
                      shipment?.carrier ??
                        ([row.shippingLine.scac, row.shippingLine.name].filter(Boolean).join(" · ") || "—"),
                    ],
                    ["Bill of lading", row.billOfLading ?? shipment?.billOfLading ?? "—"],
                    ["Booking", row.bookingNumber ?? "—"],
                    [
                      "Ports",
                      shipment
                        ? [shipment.polName, shipment.podName, shipment.destinationName].filter(Boolean).join(" → ") ||
                          "—"
                        : "—",
                    ],
                    ["Customer", row.customerName ?? "—"],
                    ["Refs", row.refNumbers.join(", ") || "—"],
                    ["Tags", row.tags.join(", ") || "—"],
                  ]}
                />
              </Section>
              <Section title="History: the service's changes and the team's">
                <HistorySection
                  containerId={row.id}
                  history={detail.data?.history ?? null}
                  historyCursor={detail.data?.historyCursor ?? null}
                  activity={detail.data?.activity ?? null}
                  zone={zone}
                  now={now}
                />
              </Section>
              <Section title="Route">
                <RouteMap id={row.id} zone={zone} />
              </Section>
            </>
          ) : null}
        </div>
      </div>
    </>
  );
}
