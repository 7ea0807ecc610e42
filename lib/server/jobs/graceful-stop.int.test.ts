import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { createBox, settleOtherFilesDeliveries, subscribe } from "@/lib/testing/alert-fixtures";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator, type ServedSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { spawnWorker, stopWorkers, until, type WorkerProcess } from "@/lib/testing/worker-process";
import { startSimulator } from "@/simulator/testing";

// SIGTERM, as a deploy sends it, to the real worker (scripts/worker.ts) in the middle of a backfill and in the
// middle of an email being handed to the mail server. The worker stops claiming, lets the send finish (and
// records it), hands the backfill back with its cursor saved, removes its heartbeat and exits 0. A worker
// started afterwards finishes the backfill from the saved page; every box is in once, the backfill completes
// once, and the email was received once.
const GRACE_SECONDS = 2;
const sim = startSimulator({ containers: 700, start: SIM_START, speed: 0 });
const workers: WorkerProcess[] = [];
let served: ServedSimulator | undefined;
let smtp: SMTPServer;
let smtpPort = 0;
/**
 * Message-IDs the mail server accepted for `watched` (the email test's user), in order; a double send shows as a
 * repeat. Alerts of other workspaces (the backfill test's boxes reach their own users by email) are not counted.
 */
const received: string[] = [];
let watched = "";
/** While set, the mail server holds the next message to `watched` until the test releases it. */
let hold: { entered: () => void; release: Promise<void> } | null = null;

function worker(): WorkerProcess {
  const started = spawnWorker({
    SIMULATOR_URL: served?.url ?? "",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  });
  workers.push(started);
  return started;
}

async function stopped(w: WorkerProcess): Promise<number | null> {
  w.proc.kill("SIGTERM");
  return w.exited;
}

beforeAll(async () => {
  served = await serveSimulator(sim);
  await settleOtherFilesDeliveries();
  // Other files' workspaces are left alone by the workers here: counted as backfilled and connected.
  await db.$executeRaw`
    INSERT INTO workspace_syncs (workspace_id, backfilled_at, webhook_upstream_id, updated_at)
    SELECT id, now(), 'other-test', now() FROM workspaces
    ON CONFLICT (workspace_id) DO UPDATE SET backfilled_at = coalesce(workspace_syncs.backfilled_at, now()), webhook_upstream_id = coalesce(workspace_syncs.webhook_upstream_id, 'other-test'), webhook_url = NULL`;
  const { env } = await import("@/lib/env.mjs");
  const { accountOf } = await import("@/lib/server/budget/budget");
  await db.$executeRaw`DELETE FROM upstream_grants WHERE account = ${accountOf(env.SIMULATOR_KEY)}`;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const ours = watched !== "" && session.envelope.rcptTo.some((to) => to.address === watched);
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        const id = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "none";
        if (!ours) {
          callback();
          return;
        }
        const held = hold;
        hold = null;
        if (!held) {
          received.push(id);
          callback();
          return;
        }
        held.entered();
        void held.release.then(() => {
          received.push(id);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await stopWorkers(workers);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await served?.close();
  await sim.stop();
}, 60_000);

describe("a worker stopped with SIGTERM", () => {
  it("hands a backfill back mid-way, exits 0, and the next worker finishes it once from the saved page", async () => {
    const workspaceId = (await createTestWorkspace(["admin"])).workspace.id;
    await db.workspaceSync.create({ data: { workspaceId, webhookUpstreamId: "graceful-test" } });
    // Slow pages, so the backfill is mid-way when the signal comes and cannot finish before the worker exits (a
    // run that reaches its end during the stop clears its cursor, and the next one would start afresh).
    await sim.request("/_sim/faults", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ latency_ms: 2_500 }),
    });
    const first = worker();
    await until(
      "the backfill to be mid-way through the containers",
      async () => {
        const sync = await db.workspaceSync.findUnique({ where: { workspaceId } });
        const cursor = sync?.syncCursor as {
          phase?: string;
          next?: string | null;
          progress?: { boxes?: number };
        } | null;
        // Early in the containers: at least four slow pages are left, longer than the worker's whole stop.
        const early = (cursor?.progress?.boxes ?? Infinity) <= 300;
        return cursor?.phase === "containers" && cursor.next && early ? cursor : null;
      },
      90_000,
      () => first.stderr.slice(-2_000),
    );
    expect(await db.workerHeartbeat.count({ where: { pid: first.proc.pid } })).toBe(1);

    const signalled = Date.now();
    expect(await stopped(first)).toBe(0);
    // The grace, then pg-boss's own stop bounded by the same grace, and the process's exit.
    expect(Date.now() - signalled).toBeLessThan((GRACE_SECONDS * 3 + 5) * 1000);
    expect(first.lines.some((line) => line.message === "worker stopped")).toBe(true);
    expect(await db.workerHeartbeat.count({ where: { pid: first.proc.pid } })).toBe(0);
    expect((await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } })).backfilledAt).toBeNull();
    const [handedBack] = await db.$queryRaw<{ active: number }[]>`
      SELECT count(*)::int AS active FROM pgboss.job
      WHERE name = 'sync.backfill' AND singleton_key = ${workspaceId} AND state = 'active'`;
    expect(handedBack?.active).toBe(0);

    await sim.request("/_sim/faults", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ latency_ms: 0 }),
    });
    const second = worker();
    await until(
      "the next worker to finish the backfill",
      async () => (await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } })).backfilledAt,
      120_000,
      () => second.stderr.slice(-2_000),
    );
    const synced = await until(
      "the next worker's sync log line",
      async () =>
        second.lines.find((line) => line.message === "container lists synced" && line.workspaceId === workspaceId),
      10_000,
    );
    expect(synced.resumed).toBe(true);
    const listed = (await sim.control.state()).accounts["demo"]?.containers ?? 0;
    expect(listed).toBeGreaterThan(0);
    expect(await db.container.count({ where: { workspaceId } })).toBe(listed);
    const [completed] = await db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = 'sync.backfill' AND singleton_key = ${workspaceId} AND state = 'completed'`;
    expect(completed?.n).toBe(1);
    expect(await stopped(second)).toBe(0);
  }, 240_000);

  it("finishes an email being sent when the signal comes, records it, and the next worker sends it no more", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("no user");
    await db.workspaceSync.create({
      data: { workspaceId: workspace.id, backfilledAt: new Date(), webhookUpstreamId: "graceful-test" },
    });
    watched = user.email;
    // Each alert's email at once: a box's alerts otherwise wait the workspace's email window (2 minutes) to go
    // as one email (lib/server/alerts/box-email.int.test.ts); this test is about a send cut by a stop.
    await db.alertSettings.create({ data: { workspaceId: workspace.id, emailWindowMinutes: 0 } });
    await subscribe(workspace.id, user.id, { kinds: ["hold_placed"], channels: ["email"] });
    const box = await createBox(workspace.id);
    const at = new Date();
    const { deriveChangedBoxes } = await import("@/lib/server/alerts/derive-changed");
    const { fanOut } = await import("@/lib/server/alerts/fan-out");
    await deriveChangedBoxes(workspace.id, at);
    await db.container.update({ where: { id: box.id }, data: { holds: [{ name: "customs", status: "hold" }] } });
    await deriveChangedBoxes(workspace.id, at);
    await fanOut(workspace.id, at);
    const pending = await db.alertDelivery.findMany({ where: { workspaceId: workspace.id, channel: "email" } });
    expect(pending).toHaveLength(1);

    let release: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => {
      hold = { entered: resolve, release: new Promise<void>((done) => (release = done)) };
    });
    const first = worker();
    await entered;
    // The mail server holds the message: the send is in flight when the signal comes.
    first.proc.kill("SIGTERM");
    await until(
      "the worker to begin stopping (its heartbeat marked)",
      async () => (await db.workerHeartbeat.findFirst({ where: { pid: first.proc.pid, stopping: true } })) ?? null,
      30_000,
      () => first.stderr.slice(-2_000),
    );
    expect(first.proc.exitCode).toBeNull();
    release();
    expect(await first.exited).toBe(0);
    expect(received).toHaveLength(1);
    const sent = await db.alertDelivery.findUniqueOrThrow({ where: { id: pending[0]?.id } });
    expect(sent).toMatchObject({ status: "sent", attempts: 1 });

    // The next worker sends a new alert; by then a second send of the first would have gone out too.
    const second = worker();
    await db.container.update({
      where: { id: box.id },
      data: {
        holds: [
          { name: "customs", status: "hold" },
          { name: "freight", status: "hold" },
        ],
      },
    });
    await deriveChangedBoxes(workspace.id, at);
    await fanOut(workspace.id, at);
    // The mail server has the message before the worker hears its answer and records the send: wait for the record.
    await until(
      "the second alert's email, recorded as sent",
      async () =>
        received.length >= 2 &&
        (await db.alertDelivery.count({ where: { workspaceId: workspace.id, status: "sent" } })) === 2,
      60_000,
      () => second.stderr,
    );
    expect(received).toHaveLength(2);
    expect(new Set(received).size).toBe(2);
    expect(await db.alertDelivery.count({ where: { workspaceId: workspace.id, status: "sent", attempts: 1 } })).toBe(2);
  }, 180_000);
});
