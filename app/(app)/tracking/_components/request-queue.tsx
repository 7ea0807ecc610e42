"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { useViewerZone } from "@/components/ui/use-viewer-zone";
import { explainTrackingRequest, type StatusTone } from "@/lib/domain/tracking-request-status";
import { useRetryTrackingRequest, useToggleTracking, useTrackingRequests } from "@/lib/queries/tracking-queries";
import { instantText } from "@/lib/shared/format/date";
import { TRACKING_STATUSES, type TrackingRequestView } from "@/lib/shared/tracking-api";

import { CarrierSelect } from "./carrier-select";

const TONE: Record<StatusTone, "accent" | "success" | "warning" | "danger"> = {
  info: "accent",
  success: "success",
  warning: "warning",
  error: "danger",
};
const GLYPH: Record<StatusTone, string> = { info: "…", success: "✓", warning: "!", error: "✗" };
const FILTERS = TRACKING_STATUSES.filter((status) => status !== "created");

function RowActions({ request, canWrite }: { request: TrackingRequestView; canWrite: boolean }) {
  // The service could not tell the carrier: auto-detecting again would fail the same way, so one is picked.
  const needsCarrier = request.status === "failed" && request.failedReason === "scac_auto_detect_failed";
  const [scac, setScac] = useState("");
  const retry = useRetryTrackingRequest(request.id);
  const toggle = useToggleTracking(request.shipmentId);
  if (!canWrite) return null;
  const explanation = explainTrackingRequest(request.status, request.failedReason);
  const retried = retry.data;
  return (
    <div className="flex flex-col items-end gap-1">
      {needsCarrier ? (
        <div className="w-56 text-left">
          <label
            htmlFor={`retry-carrier-${request.id}`}
            className="sr-only"
          >{`Carrier for ${request.requestNumber}`}</label>
          <CarrierSelect
            id={`retry-carrier-${request.id}`}
            value={scac}
            onChange={setScac}
            emptyLabel="Pick the carrier"
            className="h-8 text-xs"
          />
        </div>
      ) : null}
      {request.status === "failed" && explanation.retryable ? (
        <Button
          size="sm"
          variant="secondary"
          busy={retry.isPending}
          disabled={needsCarrier && !scac}
          onClick={() => retry.mutate(needsCarrier ? scac : null)}
          aria-label={`Retry ${request.requestNumber}${needsCarrier && scac ? ` with ${scac}` : ""}`}
        >
          {needsCarrier ? "Retry with carrier" : "Retry"}
        </Button>
      ) : null}
      {request.shipmentId ? (
        request.trackingStopped ? (
          <Button
            size="sm"
            variant="secondary"
            busy={toggle.isPending}
            onClick={() => toggle.mutate("resume")}
            aria-label={`Resume tracking ${request.requestNumber}`}
          >
            Resume tracking
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            busy={toggle.isPending}
            onClick={() => toggle.mutate("stop")}
            aria-label={`Stop tracking ${request.requestNumber}`}
          >
            Stop tracking
          </Button>
        )
      ) : null}
      {retry.isError || toggle.isError ? (
        <span role="alert" className="text-xs text-danger">
          {(retry.error ?? toggle.error)?.message}
        </span>
      ) : null}
      {retried && !retried.ok ? (
        <span role="alert" className="text-xs text-danger">
          {retried.message}
        </span>
      ) : null}
    </div>
  );
}

/** The queue of tracking requests with plain explanations; managers see it without the actions. */
export function RequestQueue({ canWrite }: { canWrite: boolean }) {
  const zone = useViewerZone();
  const [status, setStatus] = useState("");
  const [q, setQ] = useState("");
  const params = new URLSearchParams({ ...(status ? { status } : {}), ...(q.trim() ? { q: q.trim() } : {}) });
  const list = useTrackingRequests(params.toString());
  const counts = list.data?.counts ?? {};
  return (
    <Card>
      <CardHeader
        title="Tracking requests"
        description={
          canWrite
            ? "What the service is doing with each number you sent."
            : "Read-only for managers: dispatchers and admins add, retry and stop tracking."
        }
      />
      <CardBody className="space-y-3">
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-56">
            <label htmlFor="queue-status" className="mb-1 block text-xs font-medium text-muted">
              Status
            </label>
            <Select id="queue-status" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">All ({Object.values(counts).reduce((a, b) => a + b, 0)})</option>
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {explainTrackingRequest(value, null).label} (
                  {(counts[value] ?? 0) + (value === "succeeded" ? (counts.created ?? 0) : 0)})
                </option>
              ))}
            </Select>
          </div>
          <div className="w-64">
            <label htmlFor="queue-search" className="mb-1 block text-xs font-medium text-muted">
              Number
            </label>
            <Input
              id="queue-search"
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Search a number"
            />
          </div>
        </div>
        {list.isError ? (
          <Alert tone="error" title="The queue could not be loaded.">
            {list.error.message}
          </Alert>
        ) : null}
        {list.isPending ? (
          <div role="status" className="space-y-2" aria-busy="true" aria-label="Loading tracking requests">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-10 animate-pulse rounded bg-surface-muted" />
            ))}
          </div>
        ) : list.data && list.data.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted" data-testid="queue-empty">
            {status || q
              ? "No requests match this filter."
              : canWrite
                ? "No tracking requests yet. Add a number above to start tracking."
                : "No tracking requests yet."}
          </p>
        ) : list.data ? (
          <div className="overflow-x-auto rounded-md border border-border">
            <table className="w-full text-sm" data-testid="queue">
              <caption className="sr-only">Tracking requests</caption>
              <thead className="bg-surface-muted text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Number
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Kind
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Carrier
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2">
                    What it means
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Sent
                  </th>
                  {canWrite ? (
                    <th scope="col" className="px-3 py-2 text-right">
                      Actions
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((request) => {
                  const explanation = explainTrackingRequest(request.status, request.failedReason);
                  return (
                    <tr
                      key={request.id}
                      className="border-t border-border align-top"
                      data-testid="queue-row"
                      data-number={request.requestNumber}
                      data-status={request.status}
                    >
                      <td className="px-3 py-2 font-mono">{request.requestNumber}</td>
                      <td className="px-3 py-2 text-xs">{request.requestType?.replace(/_/g, " ") ?? "—"}</td>
                      <td className="px-3 py-2 text-xs">{request.scac ?? "auto"}</td>
                      <td className="px-3 py-2">
                        <Badge tone={TONE[explanation.tone]}>
                          <span aria-hidden>{GLYPH[explanation.tone]}</span> {explanation.label}
                        </Badge>
                        {/* The status already says so when the request itself is tracking_stopped; one badge, not two. */}
                        {request.trackingStopped && request.status !== "tracking_stopped" ? (
                          <Badge tone="warning" className="ml-1">
                            Tracking stopped
                          </Badge>
                        ) : null}
                      </td>
                      <td className="max-w-md px-3 py-2 text-xs">
                        {explanation.explanation}
                        {explanation.action ? <span className="block text-muted">{explanation.action}</span> : null}
                      </td>
                      <td className="whitespace-nowrap px-3 py-2 text-xs text-muted">
                        {instantText(request.createdAt, zone)}
                      </td>
                      {canWrite ? (
                        <td className="px-3 py-2 text-right">
                          <RowActions request={request} canWrite={canWrite} />
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
