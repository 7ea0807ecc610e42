"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";

function label(key: string): string {
  return key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/^\w/, (c) => c.toUpperCase());
}

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === "") return <span className="text-muted">—</span>;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v !== "object" || v === null)) return <span>{value.map(String).join(", ")}</span>;
    return (
      <ol className="space-y-2">
        {value.map((item: unknown, index) => (
          <li key={index} className="rounded border border-border p-2">
            <Value value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === "object") {
    return (
      // On a phone each term sits above its value: nested objects indent, and two columns would squeeze the values.
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[minmax(5rem,max-content)_minmax(0,1fr)]">
        {Object.entries(value as Record<string, unknown>).map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted wrap-anywhere max-sm:mt-1 max-sm:text-xs">{label(k)}</dt>
            <dd className="min-w-0 wrap-anywhere">
              <Value value={v} />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span className="wrap-anywhere">{String(value)}</span>;
}

/** The extracted fields as a readable form; the schema is free-form (beta), so it is rendered by shape. */
export function ExtractedFields({ payload, raw }: { payload: Record<string, unknown>; raw: unknown }) {
  const [showRaw, setShowRaw] = useState(false);
  return (
    <div className="space-y-3 text-sm">
      <Button size="sm" variant="secondary" aria-pressed={showRaw} onClick={() => setShowRaw(!showRaw)}>
        {showRaw ? "Show as form" : "Show raw JSON"}
      </Button>
      {showRaw ? (
        <pre className="max-h-96 overflow-auto rounded-md bg-surface-muted p-3 text-xs" data-testid="raw-json">
          {JSON.stringify(raw, null, 2)}
        </pre>
      ) : Object.keys(payload).length === 0 ? (
        <p className="text-muted">The extraction returned no fields.</p>
      ) : (
        <div data-testid="extracted-fields">
          <Value value={payload} />
        </div>
      )}
    </div>
  );
}
