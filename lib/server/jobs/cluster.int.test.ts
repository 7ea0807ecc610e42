import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { childEnv } from "@/lib/env.mjs";
import type { LiveEvent } from "@/lib/shared/live-events";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { startSimulator } from "@/simulator/testing";

// Two webhook-intake instances (the real route handler, each in its own process) and two workers
// (scripts/worker.ts) on one database, against a simulator over HTTP. Proves: live updates connected once at
// simulated start with the secret encrypted; every delivery, duplicated and reordered by the simulator and
// spread over both instances, processed exactly once with the cache right; a change made in a worker reaches
// a live subscriber in another process through NOTIFY; a 5xx storm and a full outage keep the cache served
// and marked unreachable, and after recovery nothing is lost. Next.js servers are not started here (no
// production build exists during `npm test`'s integration stage): scripts/bench/cluster.ts does that.
const sim = startSimulator({
  containers: 60,
  start: SIM_START,
  speed: 0,
  webhookRetryBaseMs: 100,
  webhookRetryMaxMs: 1_000,
});
const children: ChildProcess[] = [];
const servers: Server[] = [];
let closeSim: (() => Promise<void>) | undefined;
let workspaceId = "";
let secret = "";
/** Every delivery the simulator made through the proxy: notification id → attempts seen. */
const seen = new Map<string, number>();
/** "strip": forward deliveries without `included` (re-signed), as the service's minimal payloads. */
let proxyMode: "pass" | "strip" = "pass";

async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  deadlineMs = 45_000,
): Promise<T> {
  const end = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function child(name: string, script: string, env: NodeJS.ProcessEnv): Promise<string> {
  const proc = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(proc);
  let err = "";
  proc.stderr?.on("data", (chunk: Buffer) => (err = (err + chunk.toString()).slice(-4000)));
  proc.on("exit", (code, signal) => {
    if (code !== 0 && signal !== "SIGTERM") console.error(`${name} exited ${code ?? signal}: ${err}`);
  });
  return new Promise((resolve) => {
    let out = "";
    proc.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (line) resolve(line);
    });
  });
}

async function simJson<T>(path: string, init?: { method: string; body: unknown }): Promise<T> {
  const response = await sim.request(
    path,
    init
      ? {
          method: init.method,
          headers: { "content-type": "application/json", Authorization: "Token sim_paid_key" },
          body: JSON.stringify(init.body),
        }
      : { headers: { Authorization: "Token sim_paid_key" } },
  );
  return (await response.json()) as T;
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const { signatureOf } = await import("@/lib/server/webhooks/verify");
  // In-process code (the boss, the containers query, its clock) and the children all talk to this simulator.
  const served = await serveSimulator(sim);
  closeSim = served.close;
  // Workspaces of earlier tests are left alone by the workers: already backfilled and connected, and with no
  // registration of their own for the scheduled check to renew on this simulator.
  await db.$executeRaw`
    INSERT INTO workspace_syncs (workspace_id, backfilled_at, webhook_upstream_id, updated_at)
    SELECT id, now(), 'other-test', now() FROM workspaces
    ON CONFLICT (workspace_id) DO UPDATE SET backfilled_at = coalesce(workspace_syncs.backfilled_at, now()), webhook_upstream_id = coalesce(workspace_syncs.webhook_upstream_id, 'other-test'), webhook_url = NULL`;
  workspaceId = (await createTestWorkspace(["admin"])).workspace.id;
  await clearBudget();

  const env = childEnv({ SIMULATOR_URL: served.url, LOG_LEVEL: "error" });
  const intakes = await Promise.all(
    [0, 1].map(
      async (i) =>
        (
          JSON.parse(await child(`intake ${i}`, "lib/server/webhooks/intake-server.fixture.ts", env)) as {
            port: number;
          }
        ).port,
    ),
  );
  // The simulator posts to one URL; this proxy spreads deliveries over both instances in turn.
  let turn = 0;
  const proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      let body = Buffer.concat(chunks);
      const parsed = JSON.parse(body.toString("utf8")) as { data: { id: string }; included?: unknown[] };
      seen.set(parsed.data.id, (seen.get(parsed.data.id) ?? 0) + 1);
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "x-t49-webhook-signature": String(incoming.headers["x-t49-webhook-signature"] ?? ""),
      };
      if (proxyMode === "strip" && secret) {
        body = Buffer.from(JSON.stringify({ ...parsed, included: [] }));
        headers["x-t49-webhook-signature"] = signatureOf(secret, body);
      }
      const port = intakes[turn++ % intakes.length];
      void fetch(`http://127.0.0.1:${port}${incoming.url ?? "/"}`, { method: "POST", headers, body }).then(
        async (response) => {
          outgoing.writeHead(response.status);
          outgoing.end(await response.text());
        },
        () => {
          outgoing.writeHead(502);
          outgoing.end();
        },
      );
    });
  });
  servers.push(proxy);
  const proxyPort: number = await new Promise((resolve) =>
    proxy.listen(0, "127.0.0.1", () => resolve((proxy.address() as { port: number }).port)),
  );
  const workerEnv = { ...env, APP_URL: `http://127.0.0.1:${proxyPort}` };
  for (const i of [0, 1]) void child(`worker ${i}`, "scripts/worker.ts", workerEnv);
}, 60_000);

afterAll(async () => {
  for (const proc of children) proc.kill("SIGTERM");
  await Promise.all(
    children.filter((proc) => proc.exitCode === null).map((proc) => new Promise((resolve) => proc.on("exit", resolve))),
  );
  for (const server of servers) server.close();
  await closeSim?.();
  await sim.stop();
  await clearBudget();
}, 30_000);

/**
 * Every test file talks to a simulator with the same key, so all share one request budget in the database.
 * This file starts with the whole budget (the storm's retries need it) and leaves it whole for the next.
 */
async function clearBudget(): Promise<void> {
  const { db } = await import("@/lib/server/db");
  const { env } = await import("@/lib/env.mjs");
  const { accountOf } = await import("@/lib/server/budget/budget");
  const account = accountOf(env.SIMULATOR_KEY);
  await db.$executeRaw`DELETE FROM upstream_grants WHERE account = ${account}`;
  await db.$executeRaw`DELETE FROM upstream_pauses WHERE account = ${account}`;
}

/**
 * The workers backfill and connect live updates on their own once started; every test waits for that itself
 * (and learns the webhook secret), so the tests pass in any order.
 */
let connection: Promise<{ webhookUpstreamId: string | null; webhookSecretCiphertext: string | null }> | undefined;
function connected() {
  connection ??= (async () => {
    const { db } = await import("@/lib/server/db");
    const { decryptSecret } = await import("@/lib/server/crypto");
    const sync = await until("backfill and webhook", async () => {
      const row = await db.workspaceSync.findUnique({ where: { workspaceId } });
      return row?.backfilledAt && row.webhookSecretCiphertext ? row : null;
    });
    secret = decryptSecret(sync.webhookSecretCiphertext ?? "");
    return sync;
  })();
  return connection;
}

describe("two intake instances and two workers on one database", () => {
  it("connect live updates once at simulated start, with the secret stored encrypted, and backfill", async () => {
    const { db } = await import("@/lib/server/db");
    const sync = await connected();
    const hooks = await simJson<{ data: { id: string; attributes: { url: string; secret?: string } }[] }>(
      "/v2/webhooks",
    );
    expect(hooks.data).toHaveLength(1);
    expect(hooks.data[0]?.id).toBe(sync.webhookUpstreamId);
    const stored = sync.webhookSecretCiphertext ?? "";
    expect(secret.length).toBeGreaterThan(8);
    expect(stored).not.toContain(secret);
    expect(await db.container.count({ where: { workspaceId } })).toBeGreaterThan(40);
  }, 60_000);

  it("processes every delivery once, duplicated and reordered, and announces changes to other processes", async () => {
    const { db } = await import("@/lib/server/db");
    const { liveHub } = await import("@/lib/server/live/hub");
    await connected();
    // Deliveries of other tests (some retried on purpose) are not this test's to count.
    const earlier = new Set(seen.keys());
    const events: LiveEvent[] = [];
    const unsubscribe = liveHub().subscribe(workspaceId, (event) => events.push(event));
    await liveHub().listening();
    await simJson("/_sim/faults", { method: "POST", body: { duplicate_rate: 0.4, reorder_rate: 0.4 } });
    const candidates = await db.container.findMany({ where: { workspaceId }, orderBy: { number: "asc" }, take: 30 });
    const appointments = new Map<string, string>();
    for (const [i, container] of candidates.entries()) {
      const at = new Date(Date.UTC(2026, 2, 6, 8, i * 3)).toISOString();
      const result = await simJson<{ data: { attributes: { pickup_appointment_at: string | null } } }>(
        `/_sim/containers/${container.number}`,
        { method: "POST", body: { pickup_appointment_at: at } },
      );
      // Boxes already delivered or of stopped shipments keep their data frozen: no event, nothing to expect.
      const applied = result.data.attributes.pickup_appointment_at;
      if (applied && new Date(applied).toISOString() === at) appointments.set(container.upstreamId, at);
    }
    expect(appointments.size).toBeGreaterThan(5);
    const targets = candidates.filter((c) => appointments.has(c.upstreamId));
    await sim.control.flushWebhooks();
    await simJson("/_sim/faults", { method: "DELETE", body: {} });
    const mine = new Map([...seen].filter(([id]) => !earlier.has(id)));
    const duplicated = [...mine.values()].filter((count) => count > 1).length;
    expect(duplicated).toBeGreaterThan(0);

    const rows = await until("every delivery processed", async () => {
      const inbox = await db.webhookInbox.findMany({
        where: { workspaceId, notificationId: { in: [...mine.keys()] } },
      });
      return inbox.length === mine.size && inbox.every((row) => row.status === "processed") ? inbox : null;
    });
    expect(new Set(rows.map((row) => row.notificationId))).toEqual(new Set(mine.keys()));
    // Claimed once each: a second worker never took a row another one held.
    expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
    for (const container of await db.container.findMany({
      where: { workspaceId, upstreamId: { in: [...appointments.keys()] } },
    })) {
      expect(container.pickupAppointmentAt?.toISOString(), container.number).toBe(
        appointments.get(container.upstreamId),
      );
    }
    const announced = await until("a containers event from a worker", async () =>
      events.find((event) => event.topic === "containers" && event.ids?.some((id) => targets.some((t) => t.id === id))),
    );
    expect(announced.topic).toBe("containers");
    unsubscribe();
  }, 90_000);

  it("keeps serving the cache through a 5xx storm and an outage, then recovers with nothing lost", async () => {
    const { db } = await import("@/lib/server/db");
    const { listContainers } = await import("@/lib/server/containers/query");
    const { containersQuerySchema } = await import("@/lib/validations/containers-query");
    const { sendFor, startBoss, QUEUES } = await import("./boss");
    // The outage's deliveries are re-signed with the secret, so it is known before the first one.
    await connected();
    const boss = await startBoss();
    try {
      const before = await listContainers(workspaceId, containersQuerySchema.parse({ limit: "500" }));
      await simJson("/_sim/faults", { method: "POST", body: { error_rate: 1, error_statuses: [500, 502, 503, 504] } });
      await sendFor(boss, QUEUES.sweep, workspaceId);
      const down = await until(
        "the sweep to give up and mark the service unreachable",
        async () => {
          const page = await listContainers(workspaceId, containersQuerySchema.parse({ limit: "500" }));
          return page.freshness.upstreamReachable ? null : page;
        },
        60_000,
      );
      expect(down.total).toBe(before.total);
      expect(down.data.map((row) => row.id)).toEqual(before.data.map((row) => row.id));
      expect(down.freshness.upstreamDownSince).not.toBeNull();

      // Full outage; the service still delivers, minimal payloads that cannot be applied without it.
      await simJson("/_sim/faults", { method: "POST", body: { error_rate: 0, outage: true } });
      proxyMode = "strip";
      const at = "2026-03-07T10:30:00.000Z";
      let target: { id: string; number: string } | null = null;
      for (const candidate of await db.container.findMany({
        where: { workspaceId },
        orderBy: { number: "desc" },
        take: 30,
      })) {
        const result = await simJson<{ data: { attributes: { pickup_appointment_at: string | null } } }>(
          `/_sim/containers/${candidate.number}`,
          { method: "POST", body: { pickup_appointment_at: at } },
        );
        const applied = result.data.attributes.pickup_appointment_at;
        if (applied && new Date(applied).toISOString() === at) {
          target = candidate;
          break;
        }
      }
      if (!target) throw new Error("no container of the simulated world accepted an appointment");
      const targetId = target.id;
      await sim.control.flushWebhooks();
      const failedOnce = await until(
        "a delivery that failed during the outage",
        async () => {
          const rows = await db.webhookInbox.findMany({
            // A minimal payload waits in the inbox's follow-up lane for its read (webhooks/process.ts).
            where: { workspaceId, status: "follow_up", attempts: { gte: 1 }, lastError: { not: null } },
          });
          return rows.length > 0 ? rows : null;
        },
        60_000,
      );
      expect(failedOnce.length).toBeGreaterThan(0);
      const served = await listContainers(workspaceId, containersQuerySchema.parse({ limit: "500" }));
      expect(served.total).toBe(before.total);
      expect(served.freshness).toMatchObject({
        upstreamReachable: false,
        upstreamDownSince: down.freshness.upstreamDownSince,
      });

      await simJson("/_sim/faults", { method: "DELETE", body: {} });
      proxyMode = "pass";
      await sendFor(boss, QUEUES.sweep, workspaceId);
      // The inbox retries on its own backoff (2 s doubling per attempt), so allow a few attempts' worth.
      await until(
        "every delivery processed after recovery",
        async () => (await db.webhookInbox.count({ where: { workspaceId, status: { not: "processed" } } })) === 0,
        90_000,
      );
      const recovered = await until(
        "the container updated and the service reachable again",
        async () => {
          const row = await db.container.findUniqueOrThrow({ where: { id: targetId } });
          const page = await listContainers(workspaceId, containersQuerySchema.parse({ limit: "1" }));
          return row.pickupAppointmentAt?.toISOString() === at && page.freshness.upstreamReachable ? page : null;
        },
        90_000,
      );
      expect(recovered.freshness.upstreamDownSince).toBeNull();
    } finally {
      await boss.stop({ graceful: false });
    }
  }, 240_000);
});
