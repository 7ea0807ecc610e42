"use client";

import { Button } from "@/components/ui/button";

/**
 * Shown where a save met a newer version (409): what the box holds now, and a choice between sending the
 * same change again on top of it or keeping the other person's.
 */
export function ConflictNotice({
  current,
  onRetry,
  onDismiss,
  busy,
}: {
  current: string;
  onRetry: () => void;
  onDismiss: () => void;
  busy?: boolean;
}) {
  return (
    <div
      role="alert"
      data-testid="work-conflict"
      className="mt-2 rounded-md border border-warning/50 bg-warning/10 px-3 py-2 text-sm text-ink"
    >
      <p className="font-medium">Someone else changed this box while you were editing.</p>
      <p className="mt-0.5">
        Now: <span data-testid="work-conflict-current">{current}</span>
      </p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" onClick={onRetry} busy={busy}>
          Save mine again
        </Button>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          Keep theirs
        </Button>
      </div>
    </div>
  );
}

/** A failed save that is not a conflict: the server's message, in words. */
export function SaveError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-1 text-xs text-danger">
      {error.message}
    </p>
  );
}
