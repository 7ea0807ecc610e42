"use client";

import { useSyncExternalStore } from "react";

import { viewerTimeZone } from "@/lib/shared/format/date";

// The reader's own zone, for instants that belong to no place (a sign-in, a delivery, a sync). The server does
// not know it, so the server's render and the hydration pass say UTC (and name it); the browser's zone follows
// right after, with no hydration mismatch.

const never = () => () => {};
const onServer = () => "UTC";

export function useViewerZone(): string {
  return useSyncExternalStore(never, viewerTimeZone, onServer);
}
