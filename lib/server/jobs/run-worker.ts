import "server-only";

import pg from "pg";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { logger } from "@/lib/server/logger";
import { now } from "@/lib/server/clock";
import { errorText } from "@/lib/server/error-text";
import { simulatorEnabled } from "@/lib/server/simulator-key";

import { startAlertEngine } from "../alerts/engine";
import { INBOX_CHANNEL } from "../webhooks/inbox";
import { PROBE_EVERY_MS, probeUnreachable } from "../sync/reachability-probe";
import { settleMarked } from "../sync/settle";
import { processFollowUps, processInboxBatch } from "../webhooks/process";

import { QUEUES, sendFor, startBoss } from "./boss";
import { checkRegistrationLogged, prepareWorkspace, registerHandlers } from "./handlers";
import { startHeartbeat } from "./heartbeat";

/**
 * The background worker: pg-boss jobs (sync, refresh, recompute) and the webhook inbox. Several may run on
 * one database; each wakes on NOTIFY and also polls, so a lost notification only delays, never loses.
 */
export async function runWorker(options: { signal?: AbortSignal } = {}): Promise<() => Promise<void>> {
  const heartbeat = await startHeartbeat();
  const boss = await startBoss();
  const stopHandlers = registerHandlers(boss);

  // At start: every workspace not yet backfilled gets its backfill (and, simulated, its webhook).
  const workspaces = await db.workspace.findMany({
    where: { archivedFromId: null },
    select: { id: true, sync: { select: { backfilledAt: true, webhookUpstreamId: true } } },
  });
  for (const workspace of workspaces) await prepareWorkspace(boss, workspace.id, workspace.sync);
  // A service restarted on a kept database (the simulator, restarted with `npm start`) no longer has the
  // webhook: check the registrations now rather than at the next scheduled check.
  void (async () => {
    for (const workspace of workspaces)
      if (workspace.sync?.webhookUpstreamId) await checkRegistrationLogged(workspace.id);
  })();

  let stopped = false;
  let draining: Promise<void> | null = null;
  let again = false;
  const drain = (): void => {
    if (draining) {
      again = true;
      return;
    }
    draining = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await processInboxBatch(25)) > 0) {
            // keep going while there is work
          }
        } catch (error) {
          logger.warn("inbox batch failed", { error: errorText(error) });
        }
      } while (again && !stopped);
    })().finally(() => {
      draining = null;
    });
  };

  const listener = new pg.Client({ connectionString: env.DATABASE_URL });
  await listener.connect();
  listener.on("notification", () => drain());
  listener.on("error", (error) => logger.warn("worker listener error", { error: error.message }));
  await listener.query(`LISTEN ${INBOX_CHANNEL}`);
  const poll = setInterval(drain, 2_000);
  drain();

  // Boxes whose deliveries disagreed within one second are read again (sync/settle.ts), in a loop of their own:
  // a read may wait minutes for the background budget, and deliveries must never wait behind it.
  let settling: Promise<void> | null = null;
  const settleLoop = setInterval(() => {
    if (settling || stopped) return;
    settling = (async () => {
      while (!stopped && (await settleMarked()) > 0) {
        // until no mark is due
      }
    })()
      .catch((error: unknown) => logger.warn("settling marked boxes failed", { error: errorText(error) }))
      .finally(() => {
        settling = null;
      });
  }, 2_000);

  // Deliveries that need a read from the service (webhooks/process.ts) in a lane of their own: the reads wait for
  // the background budget, and the inbox must never wait behind them.
  let following: Promise<void> | null = null;
  const followUp = (): void => {
    if (following || stopped) return;
    following = (async () => {
      while (!stopped && (await processFollowUps()) > 0) {
        // until none is due
      }
    })()
      .catch((error: unknown) => logger.warn("webhook follow-up reads failed", { error: errorText(error) }))
      .finally(() => {
        following = null;
      });
  };
  const followUpLoop = setInterval(followUp, 1_000);

  // A service marked unreachable is asked again every 15 s (sync/reachability-probe.ts), so the "service down"
  // notice clears within seconds of its return even when no job or person calls it.
  let probing: Promise<void> | null = null;
  const probeLoop = setInterval(() => {
    if (probing || stopped) return;
    probing = probeUnreachable()
      .then(() => undefined)
      .catch((error: unknown) => logger.warn("reachability probe failed", { error: errorText(error) }))
      .finally(() => {
        probing = null;
      });
  }, PROBE_EVERY_MS);

  // Simulated clock jumps: when the simulator's time moved more than real time did, recompute at once.
  let last: { sim: number; real: number } | null = null;
  const clockWatch = setInterval(() => {
    void (async () => {
      // Production without a simulator has no simulated clock to watch (and must not poll a port nobody serves).
      if (!simulatorEnabled()) return;
      const sim = (await now("simulated")).getTime();
      const real = Date.now();
      if (last && Math.abs(sim - last.sim - (real - last.real)) > 60_000) {
        for (const workspace of await db.workspace.findMany({ where: { archivedFromId: null }, select: { id: true } }))
          await sendFor(boss, QUEUES.recompute, workspace.id);
      }
      last = { sim, real };
    })().catch(() => undefined);
  }, 5_000);

  // Alerts: derived, fanned out and delivered as boxes change; the clock's part runs as the alerts.clock job.
  const alerts = await startAlertEngine({
    // Re-evaluation reads only the boxes whose instant has come, so it runs as often as the clock pass: a zone's
    // midnight reaches the board within seconds, not at the next minute. Day records likewise (a box's day is
    // written within seconds of its midnight, a new box's past days within seconds of its arrival).
    requestClockPass: async (workspaceId) => {
      await sendFor(boss, QUEUES.recompute, workspaceId);
      await sendFor(boss, QUEUES.alertsClock, workspaceId);
      await sendFor(boss, QUEUES.days, workspaceId);
    },
  });

  logger.info("worker started", { pid: process.pid });
  const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
  let stopping: Promise<void> | null = null;
  const stopOnce = async (): Promise<void> => {
    stopped = true;
    await heartbeat.stopping();
    clearInterval(poll);
    clearInterval(settleLoop);
    clearInterval(followUpLoop);
    clearInterval(probeLoop);
    clearInterval(clockWatch);
    await listener.end().catch(() => undefined);
    // Sends in flight finish (each within its own deadline) and are recorded as sent, so none goes out twice.
    await alerts.stop();
    // Jobs running now get the grace to finish; longer ones are handed back to be resumed from their saved cursor.
    await stopHandlers(graceMs);
    await boss.stop({ graceful: true, timeout: graceMs }).catch(() => undefined);
    await draining;
    // Not awaited: a read may wait minutes for budget, and its claim is a lease another worker takes over.
    void settling;
    void following;
    await heartbeat.stop();
    logger.info("worker stopped", { pid: process.pid });
  };
  const stop = (): Promise<void> => (stopping ??= stopOnce());
  options.signal?.addEventListener("abort", () => void stop());
  return stop;
}
