"use client";

import Link from "next/link";
import { useState } from "react";

import { REQUEST_TYPE_LABELS, REQUEST_TYPES, type RequestType } from "@/components/tracking/bulk-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import { useServiceSearch } from "@/lib/queries/containers-queries";
import { useCreateTracking } from "@/lib/queries/tracking-queries";
import { normalizeSearchNumber, type SearchResult } from "@/lib/shared/search-api";

const KIND_LABELS: Record<SearchResult["kind"], string> = {
  shipment: "Shipment",
  container: "Container",
  tracking_request: "Tracking request",
};

function resultText(result: SearchResult): string {
  const parts = [KIND_LABELS[result.kind], result.number, result.scac];
  if (result.status)
    parts.push(
      result.failedReason
        ? `${result.status} (${result.failedReason.replace(/_/g, " ")})`
        : result.status.replace(/_/g, " "),
    );
  if (result.trackingStopped) parts.push("tracking stopped");
  return parts.filter(Boolean).join(" · ");
}

/**
 * Under an empty search for a number: the cache does not have it, so offer to ask the tracking service
 * (GET /api/search), then to open what the board already holds or to start tracking it (the intake route).
 */
export function ServiceSearch({ q, canWrite, onOpen }: { q: string; canWrite: boolean; onOpen: (id: string) => void }) {
  const number = normalizeSearchNumber(q);
  const search = useServiceSearch(number);
  const [type, setType] = useState<RequestType | null>(null);
  const track = useCreateTracking();
  const answer = search.data;
  const suggestion = answer?.suggestion ?? null;
  const created = track.data?.results[0];

  return (
    <Card>
      <CardBody className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm">
            <span className="font-medium">Not tracked yet?</span>{" "}
            <span className="text-muted">{number} is not in this workspace&rsquo;s cache.</span>
          </p>
          {answer ? null : (
            <Button
              variant="secondary"
              size="sm"
              busy={search.isPending}
              onClick={() => search.mutate()}
              data-testid="service-search"
            >
              Search the service
            </Button>
          )}
        </div>
        {search.isError ? <Alert tone="error">{search.error.message}</Alert> : null}
        {answer ? (
          <div className="space-y-3" data-testid="service-search-results" aria-live="polite">
            {answer.results.length === 0 ? (
              <p className="text-sm text-muted">The tracking service has nothing under {answer.query}.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {answer.results.map((result) => (
                  <li
                    key={`${result.kind}-${result.id}`}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
                  >
                    <span>{resultText(result)}</span>
                    {result.boardId ? (
                      <Button variant="ghost" size="sm" onClick={() => result.boardId && onOpen(result.boardId)}>
                        Open
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {answer.trackedAtService ? (
              <p className="text-sm text-muted">
                The service already tracks {answer.query}; it reaches the board with the next sync, within a few
                minutes.
              </p>
            ) : null}
            {!suggestion && !answer.trackedAtService ? (
              <p className="text-sm text-muted">
                A tracking request for {answer.query} is already under way.{" "}
                <Link className="text-accent underline" href="/tracking">
                  See the queue
                </Link>
                .
              </p>
            ) : null}
            {suggestion && canWrite && !created?.ok ? (
              <form
                className="flex flex-wrap items-end gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  track.mutate({
                    requestType: type ?? suggestion.requestType,
                    requestNumber: suggestion.requestNumber,
                    scac: suggestion.scac,
                  });
                }}
              >
                <Field id="service-search-kind" label="Track it as">
                  <Select
                    id="service-search-kind"
                    value={type ?? suggestion.requestType}
                    onChange={(event) => setType(event.target.value as RequestType)}
                  >
                    {REQUEST_TYPES.map((value) => (
                      <option key={value} value={value}>
                        {REQUEST_TYPE_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Button type="submit" size="sm" busy={track.isPending} data-testid="service-search-track">
                  Track {suggestion.requestNumber}
                </Button>
              </form>
            ) : null}
            {suggestion && !canWrite ? (
              <p className="text-sm text-muted">Ask a dispatcher to track {suggestion.requestNumber}.</p>
            ) : null}
            {track.isError ? <Alert tone="error">{track.error.message}</Alert> : null}
            {created && !created.ok ? (
              <Alert tone="error" title={`${created.requestNumber} was not sent.`}>
                {created.message}
              </Alert>
            ) : null}
            {created?.ok ? (
              <Alert tone="success">
                Request sent for {created.requestNumber}. It appears on the board once the carrier answers.{" "}
                <Link className="underline" href="/tracking">
                  Follow it on Tracking
                </Link>
                .
              </Alert>
            ) : null}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
