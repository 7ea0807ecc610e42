"use client";

import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

import type { LiveEvent, LiveTopic } from "@/lib/shared/live-events";

import { createLiveConnection, type LiveConnection, type LiveStatus } from "./live-connection";

const LiveContext = createContext<LiveConnection | null>(null);

/**
 * The tab's one connection to GET /api/events, opened by the app frame (app/(app)/layout.tsx) and shared by
 * every hook below it: a tab holds one stream whatever its pages and the shell subscribe to.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  // Created with the frame, opened only in the browser, once mounted.
  const [connection] = useState(() =>
    createLiveConnection({ url: "/api/events", open: (url) => new EventSource(url) }),
  );
  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);
  return <LiveContext.Provider value={connection}>{children}</LiveContext.Provider>;
}

/**
 * Calls `onEvent` for each event of `topics`, and `onResync` once the stream is back after a gap (events may
 * have been missed meanwhile). The handlers may change every render; the subscription stays.
 */
export function useLiveSubscription(
  topics: readonly LiveTopic[],
  onEvent: (event: LiveEvent) => void,
  onResync: () => void,
): void {
  const connection = useContext(LiveContext);
  const handleEvent = useEffectEvent(onEvent);
  const handleResync = useEffectEvent(onResync);
  const topicsKey = topics.join(",");
  useEffect(() => {
    if (!connection) return;
    return connection.subscribe({
      topics: topicsKey.split(",") as LiveTopic[],
      onEvent: (event) => handleEvent(event),
      onResync: () => handleResync(),
    });
  }, [connection, topicsKey]);
}

const CONNECTING = (): LiveStatus => "connecting";
const NO_STATUS = (): (() => void) => () => undefined;

/** The connection's state, for the shell's "Reconnecting…" (live-status.tsx). */
export function useLiveStatus(): LiveStatus {
  const connection = useContext(LiveContext);
  return useSyncExternalStore(
    connection ? connection.onStatus : NO_STATUS,
    connection ? connection.status : CONNECTING,
    CONNECTING,
  );
}
