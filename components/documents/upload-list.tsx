"use client";

import Link from "next/link";

import { Button } from "@/components/ui/button";
import { formatBytes } from "@/lib/shared/format/number";

import type { UploadItem } from "./use-upload-queue";

function Progress({ loaded, total, name }: { loaded: number; total: number; name: string }) {
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={`Uploading ${name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

function Status({ item, onRetry }: { item: UploadItem; onRetry: (item: UploadItem) => void }) {
  const { state } = item;
  switch (state.status) {
    case "queued":
      return <span className="text-muted">Waiting…</span>;
    case "uploading":
      return (
        <div className="space-y-1">
          <Progress loaded={state.loaded} total={state.total} name={item.file.name} />
          <span className="text-xs text-muted">
            {formatBytes(state.loaded)} of {formatBytes(state.total)}
          </span>
        </div>
      );
    case "processing":
      return (
        <div className="space-y-1">
          <Progress loaded={1} total={1} name={item.file.name} />
          <span className="text-xs text-muted">Sending to the tracking service…</span>
        </div>
      );
    case "done":
      return (
        <span className="text-success">
          Uploaded ·{" "}
          <Link className="text-accent hover:underline" href={`/documents/${state.documentId}`}>
            open
          </Link>{" "}
          <span className="text-muted">(classification follows in a few seconds)</span>
        </span>
      );
    case "duplicate":
      return (
        <span role="alert" className="text-warning" data-testid="upload-duplicate">
          Already uploaded as{" "}
          <Link className="font-medium text-accent hover:underline" href={`/documents/${state.existingId}`}>
            {state.existingName}
          </Link>
        </span>
      );
    case "refused":
      return (
        <span role="alert" className="text-danger" data-testid="upload-refused">
          {state.message}
        </span>
      );
    case "failed":
      return (
        <span role="alert" className="flex flex-wrap items-center gap-2 text-danger">
          {state.message}
          {state.retryable ? (
            <Button size="sm" variant="secondary" onClick={() => onRetry(item)} aria-label={`Retry ${item.file.name}`}>
              Retry
            </Button>
          ) : null}
        </span>
      );
  }
}

/** One line per file sent (or refused) in this visit, newest first. */
export function UploadList({
  items,
  onRetry,
  onClear,
}: {
  items: UploadItem[];
  onRetry: (item: UploadItem) => void;
  onClear: () => void;
}) {
  if (items.length === 0) return null;
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold">Uploads</h2>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear finished
        </Button>
      </div>
      <ul className="divide-y divide-border rounded-md border border-border bg-surface" aria-label="Uploads">
        {items.map((item) => (
          <li
            key={item.key}
            data-testid="upload-item"
            data-name={item.file.name}
            data-status={item.state.status}
            className="grid gap-2 px-4 py-3 text-sm sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-center"
          >
            <span className="truncate font-medium" title={item.file.name}>
              {item.file.name} <span className="font-normal text-muted">· {formatBytes(item.file.size)}</span>
            </span>
            <Status item={item} onRetry={onRetry} />
          </li>
        ))}
      </ul>
    </div>
  );
}
