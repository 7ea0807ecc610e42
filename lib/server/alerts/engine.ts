import "server-only";

import pg from "pg";

import { env } from "@/lib/env.mjs";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { LIVE_CHANNEL, type LiveMessage } from "@/lib/server/live/notify";
import { logger } from "@/lib/server/logger";
import { workspaceMode } from "@/lib/server/settings";

import { startDeliveryPool } from "./delivery-pool";
import { deriveChangedBoxes } from "./derive-changed";
import { fanOut } from "./fan-out";
import { workspaceQueue } from "./workspace-queue";
import { closeMailer } from "./mailer";
import { ALERTS_CHANNEL } from "./store-events";

// The alert engine inside each worker: it hears a box change (the cache's NOTIFY) and derives, fans out and
// delivers at once, so a dispatcher sees the bell within a second or two. It also polls, so a lost NOTIFY only
// delays. Any number of workers may run it: derivation locks the boxes it works on, fan-out the events, and
// delivery the deliveries (FOR UPDATE SKIP LOCKED each), so every step happens once. The three run apart:
// deriving and fan-out are two loops of database work, and sending is a pool of its own (delivery-pool.ts), so a
// slow receiver never delays an event, a bell, or another workspace's sends. The time-driven part (watchdogs,
// lead times, digests) is the pg-boss job alerts.clock, queued by `requestClockPass`.

const POLL_MS = 2_000;
const DERIVE_POLL_MS = 5_000;
const CLOCK_MS = 10_000;
const CHANGE_TOPICS = new Set(["containers"]);
const DERIVE_SLICE = 1000;
const FAN_SLICES = 2;
/**
 * Workspaces derived (and, apart, fanned out) at once by one worker: enough that one workspace's burst does not
 * hold back the others, few enough to leave the process's database connections to its jobs.
 */
const CONCURRENCY = 3;

export type AlertEngine = { stop: () => Promise<void>; wake: (workspaceId?: string) => void };

export async function startAlertEngine(
  options: { requestClockPass?: (workspaceId: string) => Promise<void> } = {},
): Promise<AlertEngine> {
  let stopped = false;
  const isStopped = (): boolean => stopped;
  const sender = startDeliveryPool();

  // A slice of a workspace per task, so in a burst the first alerts go out while later boxes are still being
  // derived; a task that left work behind is taken again.
  const derive = workspaceQueue(
    "derive",
    CONCURRENCY,
    async (workspaceId) => {
      const at = await now(await workspaceMode(workspaceId));
      const derived = await deriveChangedBoxes(workspaceId, at, { maxBoxes: DERIVE_SLICE });
      if (derived.events > 0) fan.add(workspaceId);
      return derived.boxes >= DERIVE_SLICE;
    },
    isStopped,
  );
  const fan = workspaceQueue(
    "fan-out",
    CONCURRENCY,
    async (workspaceId) => {
      const at = await now(await workspaceMode(workspaceId));
      for (let slice = 0; slice < FAN_SLICES; slice += 1) {
        const result = await fanOut(workspaceId, at);
        if (result.deliveries > 0) sender.wake();
        if (stopped || result.events === 0) return false;
      }
      return true;
    },
    isStopped,
  );

  const all = async (): Promise<string[]> =>
    (await db.workspace.findMany({ where: { archivedFromId: null }, select: { id: true } })).map(
      (workspace) => workspace.id,
    );

  // The fan-out poll catches a lost NOTIFY: only workspaces with events not yet fanned out (one index probe each).
  const waitingForFanOut = async (): Promise<string[]> =>
    (
      await db.$queryRaw<{ id: string }[]>`
        SELECT w.id::text FROM workspaces w
        WHERE EXISTS (SELECT 1 FROM alert_events e WHERE e.workspace_id = w.id AND e.fanned_out_at IS NULL)`
    ).map((row) => row.id);

  const listener = new pg.Client({ connectionString: env.DATABASE_URL });
  await listener.connect();
  listener.on("error", (error) => logger.warn("alert engine listener error", { error: error.message }));
  listener.on("notification", (message) => {
    if (!message.payload) return;
    if (message.channel === ALERTS_CHANNEL) {
      fan.add(message.payload);
      // Fan-out on another worker may have queued deliveries: any worker with room may send them.
      sender.wake();
    } else {
      let parsed: LiveMessage | null = null;
      try {
        parsed = JSON.parse(message.payload) as LiveMessage;
      } catch {
        return;
      }
      if (!CHANGE_TOPICS.has(parsed.topic)) return;
      derive.add(parsed.workspaceId);
    }
  });
  await listener.query(`LISTEN ${LIVE_CHANNEL}`);
  await listener.query(`LISTEN ${ALERTS_CHANNEL}`);

  const timers = [
    setInterval(() => {
      void waitingForFanOut()
        .then((ids) => {
          fan.add(...ids);
        })
        .catch(() => undefined);
    }, POLL_MS),
    setInterval(() => {
      void all()
        .then((ids) => {
          derive.add(...ids);
        })
        .catch(() => undefined);
    }, DERIVE_POLL_MS),
    setInterval(() => {
      const request = options.requestClockPass;
      if (!request) return;
      void all()
        .then(async (ids) => {
          for (const id of ids) await request(id);
        })
        .catch(() => undefined);
    }, CLOCK_MS),
  ];
  const ids = await all();
  derive.add(...ids);
  fan.add(...ids);

  return {
    wake: (workspaceId) => {
      if (workspaceId) {
        derive.add(workspaceId);
        fan.add(workspaceId);
      }
      sender.wake();
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await listener.end().catch(() => undefined);
      await Promise.all([derive.settled(), fan.settled(), sender.stop()]);
      closeMailer();
    },
  };
}
