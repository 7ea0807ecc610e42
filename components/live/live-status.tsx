"use client";

import { Badge } from "@/components/ui/badge";

import { useLiveStatus } from "./live-provider";

/**
 * Shown in the shell's header while the tab's live connection is lost: until it is back, pages show what they
 * last loaded. The status region is always there, so a screen reader hears the change when it comes.
 */
export function LiveStatus() {
  const reconnecting = useLiveStatus() === "reconnecting";
  return (
    <span role="status" data-testid="live-status">
      {reconnecting ? (
        <Badge
          tone="warning"
          title="Live updates are paused: pages show what they last loaded until the connection is back."
        >
          <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden />
          Reconnecting…
        </Badge>
      ) : null}
    </span>
  );
}
