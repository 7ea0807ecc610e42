"use client";

import { useRef, useState } from "react";

import { bulkSummary, parseBulkInput, unsentText, type BulkLine } from "@/components/tracking/bulk-input";
import { sendInBatches, type Progress } from "@/components/tracking/send-batches";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Select } from "@/components/ui/field";
import { useBulkTrackingCalls, useShippingLines } from "@/lib/queries/tracking-queries";
import { wentOut, type CreateItemResult, type TrackingItem } from "@/lib/shared/tracking-api";

import { BulkLines } from "./bulk-lines";
import { CarrierSelect } from "./carrier-select";

function waitSeconds(seconds: number, onTick: (left: number) => void): Promise<void> {
  return new Promise((resolve) => {
    let left = Math.ceil(seconds);
    onTick(left);
    const timer = setInterval(() => {
      left -= 1;
      onTick(left);
      if (left <= 0) {
        clearInterval(timer);
        resolve();
      }
    }, 1000);
  });
}

/**
 * Bulk paste or CSV: every line is checked here (check digit, a bill's shape and carrier prefix, a carrier the
 * service knows, duplicates, already tracked) before anything
 * is sent; valid lines then go through the create bucket in batches with a progress bar. The box keeps every
 * line that was not sent, so nothing is lost after an error.
 */
export function BulkIntake() {
  const calls = useBulkTrackingCalls();
  const shippingLines = useShippingLines();
  // A carrier the service does not know is refused at the check, not at send; without the list, any passes.
  const carriers = shippingLines.data ? new Set(shippingLines.data.map((line) => line.scac)) : null;
  const [text, setText] = useState("");
  const [otherType, setOtherType] = useState<"bill_of_lading" | "booking_number">("bill_of_lading");
  const [scac, setScac] = useState("");
  const [lines, setLines] = useState<BulkLine[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [results, setResults] = useState<Map<number, CreateItemResult>>(new Map());
  const file = useRef<HTMLInputElement>(null);
  const sending = progress !== null && progress.done < progress.total;

  async function loadFile(chosen: File | undefined) {
    if (!chosen) return;
    if (chosen.size > 1_000_000) {
      setCheckError("That file is larger than 1 MB; split it and load the parts.");
      return;
    }
    // A file changed or removed since it was chosen cannot be read: say so rather than reject unseen.
    const content = await chosen.text().catch(() => null);
    if (content === null) {
      setCheckError("That file could not be read; choose it again.");
      return;
    }
    setText(content);
    await check(content);
  }

  async function check(source = text) {
    setCheckError(null);
    setResults(new Map());
    setChecking(true);
    try {
      const draft = parseBulkInput(source, { otherType, scac: scac || null, tracked: new Set(), carriers });
      const numbers = draft.filter((line) => line.status === "ok").map((line) => line.number);
      const known = numbers.length ? await calls.check(numbers) : { tracked: [] };
      setLines(parseBulkInput(source, { otherType, scac: scac || null, tracked: new Set(known.tracked), carriers }));
    } catch (error) {
      setCheckError(
        `Could not check which numbers are already tracked: ${error instanceof Error ? error.message : "unknown error"}. Nothing was sent.`,
      );
    } finally {
      setChecking(false);
    }
  }

  async function send() {
    if (!lines) return;
    const ready = lines.filter((line) => line.status === "ok");
    const items: TrackingItem[] = ready.map((line) => ({
      requestType: line.requestType,
      requestNumber: line.number,
      scac: line.scac,
      ...(line.refNumbers.length ? { refNumbers: line.refNumbers } : {}),
    }));
    const byIndex = await sendInBatches(items, {
      send: calls.create,
      wait: waitSeconds,
      onProgress: setProgress,
    });
    const byLine = new Map<number, CreateItemResult>();
    ready.forEach((line, index) => {
      const result = byIndex.get(index);
      if (result) byLine.set(line.line, result);
    });
    setResults(byLine);
    calls.sent();
    // A request that went out unanswered was sent too: keeping it would invite sending it twice.
    const sent = new Set([...byLine].filter(([, result]) => wentOut(result)).map(([line]) => line));
    // Keep what was not sent (errors and failures) in the box, so it can be fixed and sent again.
    setText(unsentText(lines, sent));
  }

  const summary = lines ? bulkSummary(lines) : null;
  const sentOk = [...results.values()].filter((result) => result.ok).length;
  const failed = results.size - sentOk;

  return (
    <Card>
      <CardHeader
        title="Track many"
        description="Paste numbers, one per line, or load a CSV (number, carrier, refs). Lines are checked before anything is sent."
      />
      <CardBody className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem_14rem]">
          <Field
            id="bulk-text"
            label="Numbers to track"
            hint="Container numbers are recognised by their shape; other numbers are read as the kind chosen on the right."
          >
            <textarea
              id="bulk-text"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setLines(null);
              }}
              rows={8}
              spellCheck={false}
              className="block w-full rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm text-ink placeholder:text-muted/70"
              placeholder={"MSCU1234566\nTGHU1234567, MAEU\nMEDUAB123456, MSCU, PO-1;PO-2"}
            />
          </Field>
          <div className="space-y-3">
            <Field id="bulk-other" label="Numbers that are not containers are">
              <Select
                id="bulk-other"
                value={otherType}
                onChange={(event) => {
                  setOtherType(event.target.value as typeof otherType);
                  setLines(null);
                }}
              >
                <option value="bill_of_lading">Bills of lading</option>
                <option value="booking_number">Booking numbers</option>
              </Select>
            </Field>
            <Field id="bulk-carrier" label="Carrier for lines without one">
              <CarrierSelect
                id="bulk-carrier"
                value={scac}
                onChange={(value) => {
                  setScac(value);
                  setLines(null);
                }}
              />
            </Field>
          </div>
          <div className="space-y-2">
            <label htmlFor="bulk-file" className="block text-sm font-medium">
              CSV file
            </label>
            <input
              ref={file}
              id="bulk-file"
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="block w-full text-xs text-muted file:mr-2 file:rounded-md file:border file:border-border file:bg-surface file:px-2 file:py-1 file:text-xs file:text-ink"
              onChange={(event) => void loadFile(event.target.files?.[0])}
            />
            <p className="text-xs text-muted">Up to a few thousand lines.</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => void check()} busy={checking} disabled={!text.trim() || sending}>
            Check lines
          </Button>
          <Button
            onClick={() => void send()}
            disabled={!summary || summary.ok === 0 || sending || results.size > 0}
            busy={sending}
          >
            {summary ? `Send ${summary.ok} valid line${summary.ok === 1 ? "" : "s"}` : "Send"}
          </Button>
          {summary ? (
            <span className="text-sm text-muted" data-testid="bulk-summary">
              {summary.ok} valid · {summary.error} with errors (not sent) · {summary.skip} skipped
            </span>
          ) : null}
        </div>
        {checkError ? <Alert tone="error">{checkError}</Alert> : null}
        {progress ? (
          <div className="space-y-1" data-testid="bulk-progress">
            <div
              className="h-2 overflow-hidden rounded-full bg-surface-muted"
              role="progressbar"
              aria-label="Sending tracking requests"
              aria-valuemin={0}
              aria-valuemax={progress.total}
              aria-valuenow={progress.done}
            >
              <div
                className="h-full bg-accent transition-[width]"
                style={{ width: `${progress.total ? (100 * progress.done) / progress.total : 0}%` }}
              />
            </div>
            <p className="text-xs text-muted" aria-live="polite">
              {progress.done} of {progress.total} sent
              {progress.waitingSeconds !== null
                ? ` · waiting ${progress.waitingSeconds} s for the service's request limit`
                : ""}
              {!sending && results.size > 0 ? ` · ${sentOk} accepted, ${failed} refused` : ""}
            </p>
          </div>
        ) : null}
        {!sending && results.size > 0 && failed > 0 ? (
          <Alert tone="warning">
            {failed} line{failed === 1 ? " was" : "s were"} refused; they stay in the box above with the lines that had
            errors, so you can fix and send them again.
          </Alert>
        ) : null}
        {lines ? <BulkLines lines={lines} results={results} /> : null}
      </CardBody>
    </Card>
  );
}
