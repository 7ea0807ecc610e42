// Metrics and traces end to end, with real route handlers, a real pg-boss queue, a simulated service served over
// HTTP on 127.0.0.1 and a loopback receiver for alerts. Spans are kept in memory (as an OTLP exporter would be
// handed them): a signed-in route, the upstream calls it makes and job runs carry the workspace and the bucket,
// and no attribute holds the account key, a Token header or the server secret. GET /api/metrics is off without a
// token, refuses a wrong one, and its series move by what the test did, including counts another process flushed.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import { NextRequest } from "next/server";
import PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { childEnv, env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import type { SessionUser } from "@/lib/shared/session-api";
import { createBox, settleOtherFilesDeliveries, subscribe } from "@/lib/testing/alert-fixtures";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator, type ServedSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { captureSpans } from "@/lib/testing/span-capture";
import { startSimulator } from "@/simulator/testing";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const spans = captureSpans();
const metricsRoute = await import("@/app/api/metrics/route");
const shippingLinesRoute = await import("@/app/api/shipping-lines/route");
const webhookRoute = await import("@/app/api/webhooks/terminal49/route");
const { accountOf } = await import("@/lib/server/budget/budget");
const { PGBOSS_SCHEMA } = await import("@/lib/server/jobs/lease");
const { runQueue } = await import("@/lib/server/jobs/runner");
const { updateAlertSettings } = await import("@/lib/server/alerts/admin-settings");
const { deliverDue } = await import("@/lib/server/alerts/deliver");
const { deriveChangedBoxes } = await import("@/lib/server/alerts/derive-changed");
const { fanOut } = await import("@/lib/server/alerts/fan-out");
const { registerLiveConnectionsGauge } = await import("./app-metrics");

const KEY = `sim_ws_${randomUUID().replace(/-/g, "")}`;
const TOKEN = `metrics-${randomUUID()}`;
const QUEUE = `test.metrics-${randomUUID().slice(0, 8)}`;
const APP = "http://127.0.0.1:3000";
const sim = startSimulator({ containers: 20, accountContainers: 20, start: SIM_START, speed: 0 });
let served: ServedSimulator | undefined;
let receiver: Server | undefined;
let receiverBase = "";
let workspaceId = "";
let adminId = "";

beforeAll(async () => {
  served = await serveSimulator(sim);
  const { workspace, users } = await createTestWorkspace(["admin"], { simulatorKey: KEY });
  workspaceId = workspace.id;
  const admin = users[0];
  if (!admin) throw new Error("fixture");
  adminId = admin.id;
  session.user = {
    id: admin.id,
    email: admin.email,
    name: admin.name,
    role: admin.role,
    workspaceId,
    workspaceName: workspace.name,
  };
  await settleOtherFilesDeliveries();
  receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(request.url === "/hook" ? 503 : 200).end("ok"));
  });
  await new Promise<void>((resolve) => receiver?.listen(0, "127.0.0.1", resolve));
  receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  env.METRICS_TOKEN = undefined;
  await db.$executeRaw`DELETE FROM upstream_pauses WHERE account = ${accountOf(KEY)}`;
  await sim.control.clearFaults();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await served?.close();
  await sim.stop();
  await spans.stop();
}, 30_000);

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}): NextRequest {
  return new NextRequest(`${APP}${path}`, {
    method: init.method ?? "GET",
    headers: { host: "127.0.0.1:3000", ...init.headers },
  });
}

async function scrape(): Promise<string> {
  const response = await metricsRoute.GET(request("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } }));
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of the sample with exactly these labels; 0 when the series has none yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([label, value]) => found[label] === value);
    if (same) return Number(match[3]);
  }
  return 0;
}

/** The spans named so that ended after `mark` (a count of the spans ended before). */
function spansNamed(name: string, mark: number): ReadableSpan[] {
  return spans.exporter
    .getFinishedSpans()
    .slice(mark)
    .filter((span) => span.name === name);
}

const ended = (): number => spans.exporter.getFinishedSpans().length;

describe("GET /api/metrics", () => {
  it("is off (404) while METRICS_TOKEN is unset, and needs the right bearer token once set (401 otherwise)", async () => {
    env.METRICS_TOKEN = undefined;
    expect(
      (await metricsRoute.GET(request("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } }))).status,
    ).toBe(404);
    env.METRICS_TOKEN = TOKEN;
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of wrong) {
      const refused = await metricsRoute.GET(request("/api/metrics", { headers }));
      expect(refused.status).toBe(401);
      expect(refused.headers.get("www-authenticate")).toContain("Bearer");
    }
    const response = await metricsRoute.GET(request("/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      "quayside_http_request_duration_seconds",
      "quayside_board_query_duration_seconds",
      "quayside_job_runs_total",
      "quayside_job_duration_seconds",
      "quayside_job_queue_depth",
      "quayside_job_queue_lag_seconds",
      "quayside_workers_alive",
      "quayside_upstream_requests_total",
      "quayside_upstream_request_duration_seconds",
      "quayside_upstream_rate_limited_total",
      "quayside_upstream_budget_remaining",
      "quayside_upstream_budget_limit",
      "quayside_upstream_paused_accounts",
      "quayside_webhook_deliveries_received_total",
      "quayside_webhook_deliveries_processed_total",
      "quayside_webhook_inbox",
      "quayside_webhook_inbox_oldest_seconds",
      "quayside_alert_deliveries_total",
      "quayside_alert_deliveries_queued",
      "quayside_alert_deliveries_oldest_due_seconds",
      "quayside_live_connections",
      "quayside_db_pool_connections",
      "quayside_db_connections",
      "quayside_db_max_connections",
      "quayside_database_up",
      "quayside_metrics_scrape_database_seconds",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ])
      expect(text).toContain(`# TYPE ${name} `);
    expect(sample(text, "quayside_database_up")).toBe(1);
    expect(sample(text, "quayside_upstream_budget_limit", { bucket: "refresh" })).toBe(10);
    expect(sample(text, "quayside_db_pool_connections", { state: "open" })).toBeGreaterThan(0);
    registerLiveConnectionsGauge(() => 3);
    expect(sample(await scrape(), "quayside_live_connections")).toBe(3);
  });
});

describe("a signed-in route and the upstream calls it makes", () => {
  it("are spans of the workspace, the calls children of the route's and named by bucket; their counts and latency move", async () => {
    env.METRICS_TOKEN = TOKEN;
    const before = await scrape();
    const mark = ended();
    // A new workspace has no shipping lines cached: the list is read from the service.
    const response = await shippingLinesRoute.GET(request("/api/shipping-lines"), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);

    const [route] = spansNamed("route.handle", mark);
    expect(route?.attributes).toMatchObject({
      "http.route": "/api/shipping-lines",
      "http.request.method": "GET",
      "http.response.status_code": 200,
      "quayside.workspace.id": workspaceId,
    });
    const calls = spansNamed("upstream.request", mark);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(call.parentSpanContext?.spanId).toBe(route?.spanContext().spanId);
      expect(call.attributes).toMatchObject({
        "quayside.upstream.bucket": "default",
        "quayside.workspace.id": workspaceId,
        "http.request.method": "GET",
        "http.response.status_code": 200,
      });
      expect(String(call.attributes["url.template"])).toMatch(/^\/v2\/[a-z_/{}]+$/);
    }

    const after = await scrape();
    const ok = { bucket: "default", status: "200" };
    expect(
      sample(after, "quayside_upstream_requests_total", ok) - sample(before, "quayside_upstream_requests_total", ok),
    ).toBe(calls.length);
    const latency = { method: "GET", route: "/api/shipping-lines", status: "200" };
    const count = "quayside_http_request_duration_seconds_count";
    expect(sample(after, count, latency) - sample(before, count, latency)).toBe(1);
  });

  it("a 429 from the service is a span with its status and moves the 429 and request counters of its bucket", async () => {
    const before = await scrape();
    const mark = ended();
    await sim.control.setFaults({ error_rate: 1, error_statuses: [429], retry_after_s: 150 });
    const other = await createTestWorkspace(["dispatcher"], { simulatorKey: KEY });
    const user = other.users[0];
    if (!user) throw new Error("fixture");
    const previous = session.user;
    session.user = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      workspaceId: other.workspace.id,
      workspaceName: other.workspace.name,
    };
    try {
      const response = await shippingLinesRoute.GET(request("/api/shipping-lines"), { params: Promise.resolve({}) });
      expect(response.status).toBe(429);
    } finally {
      session.user = previous;
      await sim.control.clearFaults();
    }
    expect(spansNamed("upstream.request", mark).map((span) => span.attributes)).toEqual([
      expect.objectContaining({
        "quayside.upstream.bucket": "default",
        "http.response.status_code": 429,
        "error.type": "upstream_rate_limited",
        "quayside.workspace.id": other.workspace.id,
      }),
    ]);
    const after = await scrape();
    const limited = { bucket: "default" };
    expect(
      sample(after, "quayside_upstream_rate_limited_total", limited) -
        sample(before, "quayside_upstream_rate_limited_total", limited),
    ).toBe(1);
    const refused = { bucket: "default", status: "429" };
    expect(
      sample(after, "quayside_upstream_requests_total", refused) -
        sample(before, "quayside_upstream_requests_total", refused),
    ).toBe(1);
    // The pause the 429 set is this account's: the bucket has no requests left and one account paused.
    expect(sample(after, "quayside_upstream_budget_remaining", limited)).toBe(0);
    expect(sample(after, "quayside_upstream_paused_accounts", limited)).toBeGreaterThanOrEqual(1);
  });
});

describe("jobs", () => {
  it("show as queue depth while they wait, then as runs, durations and job.run spans of their workspace", async () => {
    const boss = new PgBoss({
      connectionString: env.DATABASE_URL,
      schema: PGBOSS_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    try {
      await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0 });
      await boss.send(QUEUE, { workspaceId, fail: false });
      await boss.send(QUEUE, { workspaceId, fail: true });
      const waiting = await scrape();
      expect(sample(waiting, "quayside_job_queue_depth", { queue: QUEUE, state: "ready" })).toBe(2);
      expect(sample(waiting, "quayside_job_queue_lag_seconds", { queue: QUEUE })).toBeGreaterThanOrEqual(0);

      const mark = ended();
      let handled = 0;
      const runner = runQueue<{ workspaceId: string; fail: boolean }>(boss, QUEUE, async (job) => {
        handled += 1;
        if (job.data.fail) throw new Error("this job fails");
        return { done: true };
      });
      await vi.waitFor(() => expect(handled).toBe(2), { timeout: 20_000, interval: 100 });
      await runner.stop(5_000);

      const runs = spansNamed("job.run", mark);
      expect(runs.map((span) => span.attributes)).toEqual(
        expect.arrayContaining([
          { "quayside.job.queue": QUEUE, "quayside.workspace.id": workspaceId },
          { "quayside.job.queue": QUEUE, "quayside.workspace.id": workspaceId, "error.type": "Error" },
        ]),
      );
      const after = await scrape();
      expect(sample(after, "quayside_job_runs_total", { outcome: "completed", queue: QUEUE })).toBe(1);
      expect(sample(after, "quayside_job_runs_total", { outcome: "failed", queue: QUEUE })).toBe(1);
      expect(sample(after, "quayside_job_duration_seconds_count", { queue: QUEUE })).toBe(2);
      expect(sample(after, "quayside_job_duration_seconds_bucket", { le: "+Inf", queue: QUEUE })).toBe(2);
      expect(sample(after, "quayside_job_queue_depth", { queue: QUEUE, state: "ready" })).toBe(0);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it("counts another process flushed (a worker's) are in the app's scrape, summed over processes", async () => {
    const queue = `${QUEUE}-child`;
    const before = await scrape();
    const child = (): Promise<void> =>
      new Promise((resolve, reject) => {
        const spawned = spawn(
          process.execPath,
          [
            "--conditions=react-server",
            "--import",
            "tsx",
            "lib/server/observability/counters-child.fixture.ts",
            queue,
            "3",
          ],
          { env: childEnv({ LOG_LEVEL: "error" }), stdio: ["ignore", "pipe", "inherit"] },
        );
        spawned.on("error", reject);
        spawned.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`child exited ${code}`))));
      });
    await Promise.all([child(), child()]);
    const after = await scrape();
    expect(sample(after, "quayside_job_runs_total", { outcome: "completed", queue })).toBe(4);
    expect(sample(after, "quayside_job_runs_total", { outcome: "failed", queue })).toBe(2);
    const sent = { channel: "chat", outcome: "sent" };
    expect(
      sample(after, "quayside_alert_deliveries_total", sent) - sample(before, "quayside_alert_deliveries_total", sent),
    ).toBe(2);
  });
});

describe("alert deliveries and webhook intake", () => {
  it("a send that went and one that failed move their channels' series", async () => {
    await subscribe(workspaceId, adminId, { kinds: ["hold_placed"], channels: ["in_app"] });
    await updateAlertSettings(workspaceId, {
      chatUrl: `${receiverBase}/chat`,
      chatKinds: ["hold_placed"],
      hookUrl: `${receiverBase}/hook`,
      hookKinds: ["hold_placed"],
    });
    const now = new Date("2026-11-22T20:00:00.000Z");
    const box = await createBox(workspaceId);
    await deriveChangedBoxes(workspaceId, now);
    await db.container.update({ where: { id: box.id }, data: { holds: [{ name: "USDA", status: "hold" }] } });
    await deriveChangedBoxes(workspaceId, now);
    await fanOut(workspaceId, now);
    const before = await scrape();
    expect(await deliverDue()).toEqual({ sent: 1, failed: 1 });
    const after = await scrape();
    const moved = (labels: Record<string, string>): number =>
      sample(after, "quayside_alert_deliveries_total", labels) -
      sample(before, "quayside_alert_deliveries_total", labels);
    expect(moved({ channel: "chat", outcome: "sent" })).toBe(1);
    expect(moved({ channel: "webhook", outcome: "failed" })).toBe(1);
    expect(moved({ channel: "webhook", outcome: "sent" })).toBe(0);
    const retry = { channel: "webhook", status: "failed" };
    expect(
      sample(after, "quayside_alert_deliveries_queued", retry) -
        sample(before, "quayside_alert_deliveries_queued", retry),
    ).toBe(1);
  });

  it("an unsigned delivery is refused and counted; a stored one waiting is backlog", async () => {
    const before = await scrape();
    const refused = await webhookRoute.POST(
      new NextRequest(`${APP}/api/webhooks/terminal49`, {
        method: "POST",
        body: "{}",
        headers: { "content-type": "application/json" },
      }),
    );
    expect(refused.status).toBe(401);
    const row = await db.webhookInbox.create({
      data: {
        workspaceId,
        notificationId: `metrics-${randomUUID()}`,
        body: "{}",
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
    });
    try {
      const after = await scrape();
      const intake = { outcome: "refused" };
      const name = "quayside_webhook_deliveries_received_total";
      expect(sample(after, name, intake) - sample(before, name, intake)).toBe(1);
      expect(
        sample(after, "quayside_webhook_inbox", { state: "backlog" }) -
          sample(before, "quayside_webhook_inbox", { state: "backlog" }),
      ).toBe(1);
      expect(sample(after, "quayside_webhook_inbox_oldest_seconds")).toBeGreaterThanOrEqual(0);
      const latency = { method: "POST", route: "/api/webhooks/terminal49", status: "401" };
      const count = "quayside_http_request_duration_seconds_count";
      expect(sample(after, count, latency) - sample(before, count, latency)).toBe(1);
    } finally {
      await db.webhookInbox.delete({ where: { id: row.id } });
    }
  });
});

describe("what spans carry", () => {
  it("no span of this file holds the account key, a Token header, the server secret or the metrics token", () => {
    const secrets = [KEY, "Token ", env.AUTH_SECRET ?? "", TOKEN].filter((secret) => secret !== "");
    expect(secrets).toHaveLength(4);
    const all = spans.exporter.getFinishedSpans();
    expect(all.map((span) => span.name)).toEqual(
      expect.arrayContaining(["route.handle", "upstream.request", "job.run"]),
    );
    const texts = all.flatMap((span) => [
      span.name,
      ...Object.values(span.attributes).map(String),
      ...span.events.flatMap((event) => Object.values(event.attributes ?? {}).map(String)),
      span.status.message ?? "",
    ]);
    for (const secret of secrets) expect(texts.filter((text) => text.includes(secret))).toEqual([]);
  });
});
