import "server-only";

import pg from "pg";

import { env } from "@/lib/env.mjs";
import { logger } from "@/lib/server/logger";
import type { LiveEvent } from "@/lib/shared/live-events";
import { errorText } from "@/lib/server/error-text";
import { registerLiveConnectionsGauge } from "@/lib/server/observability/app-metrics";

import { LIVE_CHANNEL, type LiveMessage } from "./notify";

// One LISTEN connection per app process, fanned out to the open SSE streams of each workspace. Every
// instance listens, so a change made by any worker or instance reaches every page.
type Subscriber = (event: LiveEvent) => void;
const globalHub = globalThis as unknown as { quaysideLiveHub?: Hub };

/** Hears every change of every workspace in this process (caches that must drop what a change made old). */
type Watcher = (message: LiveMessage) => void;

class Hub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private readonly watchers = new Set<Watcher>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;

  subscribe(workspaceId: string, subscriber: Subscriber): () => void {
    const set = this.subscribers.get(workspaceId) ?? new Set<Subscriber>();
    set.add(subscriber);
    this.subscribers.set(workspaceId, set);
    void this.ensureListening();
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(workspaceId);
    };
  }

  /** Open streams in this process (each stream subscribes once), for /api/metrics. */
  connections(): number {
    let open = 0;
    for (const set of this.subscribers.values()) open += set.size;
    return open;
  }

  watch(watcher: Watcher): void {
    this.watchers.add(watcher);
    void this.ensureListening();
  }

  /** Resolves once this process LISTENs, so a stream opened now misses no change made after it said "connected". */
  listening(): Promise<void> {
    return this.ensureListening();
  }

  private ensureListening(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      client.on("notification", (message) => this.dispatch(message.payload));
      client.on("error", (error) => {
        logger.warn("live listener lost; reconnecting", { error: error.message });
        this.client = null;
        setTimeout(() => void this.ensureListening(), 1_000);
      });
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      this.client = client;
    })()
      .catch((error: unknown) => {
        logger.warn("live listener failed to start", { error: errorText(error) });
        setTimeout(() => void this.ensureListening(), 2_000);
      })
      .finally(() => {
        this.connecting = null;
      });
    return this.connecting;
  }

  private dispatch(payload: string | undefined): void {
    if (!payload) return;
    let message: LiveMessage;
    try {
      message = JSON.parse(payload) as LiveMessage;
    } catch {
      return;
    }
    for (const watcher of this.watchers) watcher(message);
    const set = this.subscribers.get(message.workspaceId);
    if (!set) return;
    const event: LiveEvent = { topic: message.topic, ...(message.ids ? { ids: message.ids } : {}) };
    for (const subscriber of set) subscriber(event);
  }
}

export function liveHub(): Hub {
  if (!globalHub.quaysideLiveHub) {
    const hub = new Hub();
    globalHub.quaysideLiveHub = hub;
    registerLiveConnectionsGauge(() => hub.connections());
  }
  return globalHub.quaysideLiveHub;
}
