"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { BUCKET_STYLE } from "@/components/board/bucket-style";
import { readDetail } from "@/components/board/container-detail";
import { availabilityText, daysLeftText, instantText, lfdText, statusText } from "@/components/board/row-format";
import { BUCKET_INFO } from "@/lib/domain/bucket";
import type { ContainerRow } from "@/lib/shared/container-api";
import { ApiError, fetchJson } from "@/lib/shared/fetch-json";
import { cn } from "@/lib/shared/cn";

import { Facts, FeesSection, HistorySection, HoldsSection, LfdSection, Section, Timeline } from "./detail-sections";
import { RefreshButton } from "./refresh-button";
import { RouteMap } from "./route-map";
import { RowFlags } from "./row-flags";

type Props = { id: string; listRow: ContainerRow | null; canWrite: boolean; onClose: () => void };

/** The container's detail over the board, addressed by ?open=<id> so it can be linked and reloaded. */
export function ContainerDrawer({ id, listRow, canWrite, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const detail = useQuery({
    queryKey: ["container", id],
    queryFn: async ({ signal }) => readDetail(await fetchJson<unknown>(`/api/containers/${encodeURIComponent(id)}`, { signal })),
    retry: false,
  });
  const row = detail.data?.row ?? listRow;

  useEffect(() => heading.current?.focus(), [id]);

  const missingApi = detail.error instanceof ApiError && detail.error.status === 404 && listRow !== null;
  const zone = row?.terminal.timezone ?? row?.lfd.timezone ?? null;
  const shipment = detail.data?.shipment ?? null;

  return (
    <aside
      role="dialog"
      aria-modal="false"
      aria-labelledby="drawer-title"
      data-testid="container-drawer"
      className="fixed inset-y-0 right-0 z-40 flex w-full max-w-xl flex-col border-l border-border bg-surface shadow-2xl"
    >
      <header className="flex items-start justify-between gap-3 px-5 py-4">
        <div className="min-w-0">
          <h2 id="drawer-title" ref={heading} tabIndex={-1} className="font-mono text-lg font-semibold focus:outline-none">
            {row?.number ?? "Container"}
          </h2>
          {row ? (
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
              <span className={cn("font-semibold", BUCKET_STYLE[row.bucket].text)}>
                <span aria-hidden className="mr-1 font-mono">{BUCKET_STYLE[row.bucket].glyph}</span>
                {BUCKET_INFO[row.bucket].label}
              </span>
              <span className="text-muted">·</span>
              <span>LFD {lfdText(row)} · {daysLeftText(row)}</span>
              <RowFlags row={row} />
            </div>
          ) : null}
        </div>
        <div className="flex items-start gap-2">
          {row ? <RefreshButton id={row.id} canWrite={canWrite} /> : null}
          <button type="button" onClick={onClose} aria-label="Close detail (Esc)" className="rounded-md px-2 py-1 text-lg leading-none text-muted hover:bg-surface-muted hover:text-ink">
            ×
          </button>
        </div>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto pb-8">
        {!row && detail.isPending ? <div className="mx-5 h-40 animate-pulse rounded bg-surface-muted" aria-label="Loading container" /> : null}
        {!row && detail.isError ? (
          <p role="alert" className="px-5 text-sm text-danger">
            This container was not found in your workspace. It may have been removed, or the link is from another workspace.
          </p>
        ) : null}
        {row ? (
          <>
            {missingApi ? <p className="px-5 pb-3 text-xs text-muted">Showing the board row; history and transport events appear once the container detail API is available.</p> : null}
            <Section title="Last free day">
              <LfdSection row={row} />
            </Section>
            <Section title="Holds">
              <HoldsSection row={row} />
            </Section>
            <Section title="Fees">
              <FeesSection row={row} />
            </Section>
            <Section title="Pickup">
              <Facts
                items={[
                  ["Availability", availabilityText(row.availableForPickup)],
                  ["Appointment", instantText(row.pickupAppointmentAt, zone)],
                  ["Status", statusText(row.currentStatus)],
                  ["Terminal", [row.terminal.name, row.terminal.firmsCode].filter(Boolean).join(" · ") || "—"],
                  ["Last checked", instantText(row.terminalCheckedAt, zone)],
                ]}
              />
            </Section>
            <Section title="Milestones">
              <Timeline row={row} detail={detail.data ?? null} />
            </Section>
            <Section title="Shipment">
              <Facts
                items={[
                  ["Carrier", shipment?.carrier ?? ([row.shippingLine.scac, row.shippingLine.name].filter(Boolean).join(" · ") || "—")],
                  ["Bill of lading", row.billOfLading ?? shipment?.billOfLading ?? "—"],
                  ["Booking", row.bookingNumber ?? "—"],
                  ["Vessel / voyage", shipment ? [shipment.vessel, shipment.voyage].filter(Boolean).join(" / ") || "—" : "—"],
                  ["Ports", shipment ? [shipment.polName, shipment.podName, shipment.destinationName].filter(Boolean).join(" → ") || "—" : "—"],
                  ["ETA", instantText(shipment?.etaAt ?? row.podEtaAt, shipment?.timezone ?? zone)],
                  ["ATA", instantText(shipment?.ataAt ?? null, shipment?.timezone ?? zone)],
                  ["Customer", row.customerName ?? "—"],
                  ["Refs", row.refNumbers.join(", ") || "—"],
                  ["Tags", row.tags.join(", ") || "—"],
                ]}
              />
            </Section>
            <Section title="LFD, holds and fees history">
              <HistorySection detail={detail.data ?? null} zone={zone} />
            </Section>
            <Section title="Route">
              <RouteMap id={row.id} zone={zone} />
            </Section>
          </>
        ) : null}
      </div>
    </aside>
  );
}
