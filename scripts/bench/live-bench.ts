// `npm run bench:live [-- containers=2000 deliveries=5000]`: two `next start` instances and two workers on
// one fresh database, against a simulated world. Prints:
//  1. webhook intake over HTTP: signed deliveries acknowledged per second with 50 concurrent senders spread
//     over both instances (target ≥ 500/s), then the time to process them and whether each was processed
//     exactly once (one row, one claim);
//  2. delivery-to-visible latency: delivery posted to instance A until GET /api/containers on instance B shows
//     the change (target p95 < 2 s);
//  3. delivery-to-event latency: delivery posted to A until an SSE stream open on B receives the `containers`
//     event for that container (NOTIFY from a worker, fanned out by another instance).
import { env } from "../../lib/env.mjs";

import { ms, percentile, signInCookie, startBenchStack } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 2000);
const DELIVERIES = Number(args["deliveries"] ?? 5000);
const SENDERS = 50;
const SECRET = "bench-live-secret";

const { db } = await import("../../lib/server/db");
const { signatureOf } = await import("../../lib/server/webhooks/verify");

// Workers start after the intake phase, so the acknowledgement rate is the intake's own (measured with them
// running too, it shares the 2 cores with processing; both figures are printed).
const stack = await startBenchStack({ containers: CONTAINERS, apps: 2, workers: 0, secret: SECRET });
const [appA = "", appB = ""] = stack.apps;
const cookie = await signInCookie(appB, stack.email, stack.password);
// Only the backfilled rows: SQL copies (made when the world is smaller than asked) carry their original's
// payload, so a delivery built from one would update the original.
const containers = await db.container.findMany({
  where: { workspaceId: stack.workspaceId, NOT: { upstreamId: { contains: "-copy" } } },
  select: { id: true, number: true, raw: true },
  orderBy: { number: "asc" },
});
let sequence = 0;

/** A signed container.updated carrying the container with a new pickup appointment. */
function delivery(
  index: number,
  appointment: string,
): { body: Buffer; signature: string; container: (typeof containers)[number] } {
  const container = containers[index % containers.length];
  if (!container) throw new Error("no containers seeded");
  const raw = container.raw as { attributes: Record<string, unknown> };
  sequence += 1;
  const id = `bench-${process.pid}-${sequence}`;
  const createdAt = new Date(Date.parse("2026-03-05T16:00:00Z") + sequence * 1000).toISOString();
  const body = Buffer.from(
    JSON.stringify({
      data: {
        id,
        type: "webhook_notification",
        attributes: { id, event: "container.updated", delivery_status: "pending", created_at: createdAt },
        relationships: {},
      },
      included: [{ ...raw, attributes: { ...raw.attributes, pickup_appointment_at: appointment } }],
    }),
  );
  return { body, signature: signatureOf(SECRET, body), container };
}

async function post(app: string, item: { body: Buffer; signature: string }): Promise<Response> {
  return fetch(`${app}/api/webhooks/terminal49`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-t49-webhook-signature": item.signature },
    body: new Uint8Array(item.body),
  });
}

const appointmentOf = (i: number): string => new Date(Date.parse("2026-03-10T00:00:00Z") + i * 60_000).toISOString();

try {
  // 1. Intake.
  const items = Array.from({ length: DELIVERIES }, (_, i) => delivery(i, appointmentOf(i)));
  let next = 0;
  let accepted = 0;
  let refused = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < items.length) {
        const index = next++;
        const item = items[index];
        if (!item) break;
        const response = await post(index % 2 === 0 ? appA : appB, item);
        await response.arrayBuffer();
        if (response.status === 200) accepted += 1;
        else refused += 1;
      }
    }),
  );
  const intakeSeconds = (Date.now() - started) / 1000;
  console.log(
    `webhook intake over HTTP (2 instances, ${SENDERS} senders, ${DELIVERIES} deliveries of container.updated, workers not yet started): ${accepted} acknowledged in ${intakeSeconds.toFixed(2)} s = ${(accepted / intakeSeconds).toFixed(0)}/s (target ≥ 500/s); refused ${refused}`,
  );
  const processingStarted = Date.now();
  stack.startWorkers(2);
  const duplicates = await Promise.all(
    items
      .slice(0, 100)
      .map(async (item, i) => (await (await post(i % 2 === 0 ? appB : appA, item)).json()) as { duplicate?: boolean }),
  );
  const deadline = Date.now() + 10 * 60_000;
  let processed = 0;
  while (Date.now() < deadline) {
    processed = await db.webhookInbox.count({ where: { workspaceId: stack.workspaceId, status: "processed" } });
    if (processed >= accepted) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const drainSeconds = (Date.now() - processingStarted) / 1000;
  const rows = await db.webhookInbox.count({ where: { workspaceId: stack.workspaceId } });
  const claimedOnce = await db.webhookInbox.count({
    where: { workspaceId: stack.workspaceId, status: "processed", attempts: 1 },
  });
  console.log(
    `  processed by 2 workers: ${processed}/${accepted} in ${drainSeconds.toFixed(1)} s after the workers started (${(processed / drainSeconds).toFixed(0)}/s); ` +
      `inbox rows ${rows}, claimed exactly once ${claimedOnce}; 100 re-sent duplicates answered duplicate: ${duplicates.filter((d) => d.duplicate).length}/100`,
  );
  let wrong = 0;
  const latest = new Map<string, string>();
  items.forEach((item, i) => latest.set(item.container.id, appointmentOf(i)));
  for (const row of await db.container.findMany({
    where: { id: { in: [...latest.keys()] } },
    select: { id: true, pickupAppointmentAt: true },
  })) {
    if (row.pickupAppointmentAt?.toISOString() !== latest.get(row.id)) wrong += 1;
  }
  console.log(`  cache check: ${latest.size - wrong}/${latest.size} containers carry their newest appointment`);

  // 2. Delivery to visible in GET /api/containers on the other instance.
  const latencies: number[] = [];
  const LATENCY_SAMPLES = 100;
  let cursor = 0;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      while (cursor < LATENCY_SAMPLES) {
        const i = cursor++;
        const appointment = new Date(Date.parse("2026-04-01T00:00:00Z") + i * 60_000).toISOString();
        const item = delivery(DELIVERIES + i, appointment);
        const t0 = performance.now();
        await (await post(appA, item)).arrayBuffer();
        for (;;) {
          const page = (await (
            await fetch(`${appB}/api/containers?q=${item.container.number}&limit=5`, { headers: { cookie } })
          ).json()) as { data: { id: string; pickupAppointmentAt: string | null }[] };
          if (page.data.find((row) => row.id === item.container.id)?.pickupAppointmentAt === appointment) break;
          if (performance.now() - t0 > 30_000) throw new Error("a delivery did not become visible within 30 s");
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  console.log(
    `delivery-to-visible (POST to A → GET /api/containers on B, ${LATENCY_SAMPLES} deliveries, 5 at a time): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(Math.max(...latencies))} (target p95 < 2 s)`,
  );

  // 3. Delivery to SSE event on the other instance.
  const controller = new AbortController();
  const stream = await fetch(`${appB}/api/events`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  const reader = stream.body?.getReader();
  if (!reader) throw new Error("no event stream");
  const waiters = new Map<string, () => void>();
  let connected: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (chunk.includes(": connected")) connected();
        const data = chunk.split("\n").find((line) => line.startsWith("data: "));
        if (chunk.includes("event: containers") && data)
          for (const id of (JSON.parse(data.slice(6)) as { ids?: string[] }).ids ?? []) waiters.get(id)?.();
      }
    }
  })();
  await ready;
  const eventLatencies: number[] = [];
  for (let i = 0; i < 30; i += 1) {
    const item = delivery(
      DELIVERIES + LATENCY_SAMPLES + i,
      new Date(Date.parse("2026-05-01T00:00:00Z") + i * 60_000).toISOString(),
    );
    const t0 = performance.now();
    const seen = new Promise<void>((resolve, reject) => {
      waiters.set(item.container.id, resolve);
      setTimeout(() => reject(new Error("no SSE event within 10 s")), 10_000);
    });
    await (await post(appA, item)).arrayBuffer();
    await seen;
    waiters.delete(item.container.id);
    eventLatencies.push(performance.now() - t0);
  }
  controller.abort();
  console.log(
    `delivery-to-SSE event (POST to A → event: containers on B's stream, 30 deliveries): p50 ${ms(percentile(eventLatencies, 50))}, p95 ${ms(percentile(eventLatencies, 95))}, max ${ms(Math.max(...eventLatencies))} (target < 2 s)`,
  );
  console.log(`(simulator ${env.SIMULATOR_URL}, ${containers.length} containers)`);
} finally {
  await stack.stop();
}
process.exit(0);
