// `npm run bench:alerts [-- containers=5000 users=200 changes=5000 workers=2 emailEvery=10]`: a burst of
// container changes against 200 subscribed users on a fresh database, with `workers` worker processes and one
// `next start`. Prints:
//  1. time from the burst until every alert is delivered (notifications in the app and every email accepted
//     by an SMTP server), and alerts per second;
//  2. duplicates: notifications per (user, event) and emails per Message-ID and per (recipient, subject), each
//     must be 0 (the SMTP server here counts every message handed to it; it does not dedupe);
//  3. board p95: GET /api/containers for a signed-in dispatcher, two at a time, while the alerts are delivered.
// Each user subscribes to "hold placed" and "LFD changed" on a saved view of one terminal (round robin), in the
// app; every `emailEvery`-th user also by email. The burst changes boxes whose data is fresh (a box whose urgency
// is unknown rightly raises nothing): every other change puts a customs hold on a box, the rest move a box's
// terminal LFD, in SQL batches of 500, each announced like the cache announces a change.
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

import { childEnv, env } from "../../lib/env.mjs";
import { startProcess } from "../lib/processes";

import { ms, percentile, signInCookie, startBenchStack } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 5000);
const USERS = Number(args["users"] ?? 200);
const CHANGES = Number(args["changes"] ?? 5000);
const WORKERS = Number(args["workers"] ?? 2);
const EMAIL_EVERY = Number(args["emailEvery"] ?? 10);

const { db } = await import("../../lib/server/db");
const { deriveChangedBoxes } = await import("../../lib/server/alerts/derive-changed");
const { hashPassword } = await import("../../lib/server/password-hash");

// An SMTP server that records every message it is handed.
const mail: { id: string; to: string; subject: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    stream.on("end", () => {
      const header = (name: string): string => new RegExp(`^${name}:\\s*(.+)$`, "im").exec(raw)?.[1]?.trim() ?? "";
      for (const rcpt of session.envelope.rcptTo)
        mail.push({ id: header("Message-ID"), to: rcpt.address, subject: header("Subject") });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

const stack = await startBenchStack({ containers: CONTAINERS, apps: 1, workers: 0, secret: "bench-alerts" });
const [app = ""] = stack.apps;
const workspaceId = stack.workspaceId;

try {
  // People: the stack's dispatcher and USERS − 1 more, each with a saved view of one terminal.
  const terminals = (
    await db.container.groupBy({
      by: ["terminalName"],
      where: { workspaceId, terminalName: { not: null } },
      _count: { _all: true },
    })
  ).map((group) => group.terminalName ?? "");
  const people = [await db.user.findFirstOrThrow({ where: { workspaceId } })];
  const passwordHash = await hashPassword("bench-password-1");
  await db.user.createMany({
    data: Array.from({ length: USERS - 1 }, (_, i) => ({
      workspaceId,
      email: `bench-${i + 1}@alerts.test`,
      role: "dispatcher" as const,
      passwordHash,
    })),
  });
  people.push(
    ...(await db.user.findMany({
      where: { workspaceId, email: { endsWith: "@alerts.test" } },
      orderBy: { email: "asc" },
    })),
  );
  for (const [index, person] of people.entries()) {
    const terminal = terminals[index % terminals.length] ?? "";
    const view = await db.savedView.create({
      data: {
        workspaceId,
        userId: person.id,
        name: terminal,
        nameKey: terminal.toLowerCase(),
        query: new URLSearchParams({ terminal }).toString(),
      },
    });
    await db.alertPreference.create({ data: { userId: person.id, workspaceId, digestEnabled: false } });
    await db.alertSubscription.create({
      data: {
        workspaceId,
        userId: person.id,
        name: "My terminal",
        kinds: ["hold_placed", "lfd_changed"],
        scope: "view",
        viewId: view.id,
        channels: index % EMAIL_EVERY === 0 ? ["in_app", "email"] : ["in_app"],
      },
    });
  }
  // The pipeline's own speed is measured: emails go as soon as they are claimed, not after the window in which
  // a box's changes are gathered into one email (a product choice, 2 minutes by default).
  await db.alertSettings.upsert({
    where: { workspaceId },
    create: { workspaceId, emailWindowMinutes: 0 },
    update: { emailWindowMinutes: 0 },
  });
  console.log(
    `setup: ${people.length} users over ${terminals.length} terminals, ${Math.ceil(people.length / EMAIL_EVERY)} of them by email too; ${await db.container.count({ where: { workspaceId } })} containers`,
  );

  // First look at every box (nothing to tell), so the burst alone is measured.
  const baseline = await deriveChangedBoxes(workspaceId, new Date());
  console.log(`baseline: ${baseline.boxes} boxes looked at, ${baseline.events} events`);
  const base = childEnv({
    DATABASE_URL: env.DATABASE_URL,
    AUTH_SECRET: env.AUTH_SECRET,
    SIMULATOR_URL: stack.simulatorUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    APP_URL: app,
    LOG_LEVEL: "error",
    NODE_OPTIONS: "",
  });
  for (let i = 0; i < WORKERS; i += 1)
    startProcess(
      `alerts-worker${i}`,
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"],
      base,
      { quiet: true },
    );
  // Workers up and idle: the clock pass's watchdog and lead-time alerts for the seeded world are not part of the burst.
  for (let quiet = 0; quiet < 3;) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const pending = await db.alertEvent.count({ where: { workspaceId, fannedOutAt: null } });
    const sending = await db.alertDelivery.count({ where: { workspaceId, status: { in: ["pending", "sending"] } } });
    quiet = pending + sending === 0 ? quiet + 1 : 0;
  }
  const before = {
    notifications: await db.notification.count({ where: { workspaceId } }),
    mail: mail.length,
    events: await db.alertEvent.count({ where: { workspaceId } }),
  };

  // Board load for the whole measurement.
  const cookie = await signInCookie(app, stack.email, stack.password);
  const latencies: number[] = [];
  let loading = true;
  const load = Promise.all(
    [0, 1].map(async () => {
      while (loading) {
        const started = performance.now();
        await (await fetch(`${app}/api/containers?limit=100`, { headers: { cookie } })).arrayBuffer();
        latencies.push(performance.now() - started);
      }
    }),
  );
  // Warm the app up, then the board alone for a few seconds.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  latencies.length = 0;
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const idleP95 = percentile(latencies, 95);
  const idleCount = latencies.length;
  latencies.length = 0;

  // The burst.
  const fresh = await db.container.findMany({
    where: {
      workspaceId,
      flagUrgencyUnknown: false,
      // Stale terminal data rightly raises no hold or terminal-LFD alert either.
      flagStale: false,
      bucket: { notIn: ["stale", "done"] },
      NOT: { holdNames: { has: "customs" } },
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const changes = Array.from({ length: CHANGES }, (_, i) => ({
    id: fresh[i % fresh.length]?.id ?? "",
    hold: i < fresh.length ? i % 2 === 0 : false,
  }));
  const burstStarted = performance.now();
  const burstAt = new Date();
  const burstKinds = { kind: { in: ["hold_placed", "lfd_changed"] }, createdAt: { gte: burstAt } };
  for (let start = 0; start < changes.length; start += 500) {
    const chunk = changes.slice(start, start + 500);
    const holds = chunk.filter((change) => change.hold).map((change) => change.id);
    const moved = chunk.filter((change) => !change.hold).map((change) => change.id);
    await db.$executeRaw`UPDATE containers SET holds = coalesce(holds, '[]'::jsonb) || '[{"name":"customs","status":"hold"}]'::jsonb WHERE id = ANY(${holds}::uuid[])`;
    await db.$executeRaw`UPDATE containers SET lfd_terminal = coalesce(lfd_terminal, now()) + interval '1 day' WHERE id = ANY(${moved}::uuid[])`;
    await db.$executeRaw`SELECT pg_notify('quayside_live', ${JSON.stringify({ workspaceId, topic: "containers" })})`;
  }
  const burstMs = performance.now() - burstStarted;

  // Until every changed box is derived, every event fanned out and every delivery sent (or given up).
  const changedLeft = async (): Promise<number> =>
    Number(
      (
        await db.$queryRaw<
          { n: bigint }[]
        >`SELECT count(*) AS n FROM containers WHERE workspace_id = ${workspaceId}::uuid AND alert_pending`
      )[0]?.n ?? 0,
    );
  let lastNotificationAt = burstStarted;
  let firstNotificationAt: number | null = null;
  let seen = before.notifications;
  for (let stable = 0; stable < 2;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const [left, pending, sending, notifications, events] = await Promise.all([
      changedLeft(),
      db.alertEvent.count({ where: { workspaceId, fannedOutAt: null } }),
      db.alertDelivery.count({ where: { workspaceId, status: { in: ["pending", "sending", "failed"] } } }),
      db.notification.count({ where: { workspaceId } }),
      db.alertEvent.count({ where: { workspaceId } }),
    ]);
    if (notifications > seen) {
      firstNotificationAt ??= performance.now();
      lastNotificationAt = performance.now();
      seen = notifications;
    }
    stable = events > before.events && left === 0 && pending === 0 && sending === 0 ? stable + 1 : 0;
    if (performance.now() - burstStarted > 20 * 60_000) throw new Error("alerts not delivered within 20 minutes");
  }
  const doneAt = performance.now();

  // One change at a time, as a day goes: from the write (and its announcement) to the notification's row.
  const single: number[] = [];
  const spare = fresh.slice(0, 20);
  for (const box of spare) {
    const started = performance.now();
    await db.$executeRaw`UPDATE containers SET lfd_terminal = coalesce(lfd_terminal, now()) + interval '2 days' WHERE id = ${box.id}::uuid`;
    await db.$executeRaw`SELECT pg_notify('quayside_live', ${JSON.stringify({ workspaceId, topic: "containers", ids: [box.id] })})`;
    const since = new Date(Date.now() - 1_000);
    for (;;) {
      if (
        (await db.notification.count({
          where: { containerId: box.id, kind: "lfd_changed", createdAt: { gte: since } },
        })) > 0
      )
        break;
      if (performance.now() - started > 30_000) throw new Error("a single change was not told within 30 s");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    single.push(performance.now() - started);
  }
  loading = false;
  await load;

  const events = await db.alertEvent.count({ where: { workspaceId, ...burstKinds } });
  const notifications = await db.notification.count({ where: { workspaceId, ...burstKinds } });
  const emails = mail.length - before.mail;
  const dead = await db.alertDelivery.count({ where: { workspaceId, status: "dead" } });
  const [notificationDuplicates] = await db.$queryRaw<
    { n: bigint }[]
  >`SELECT count(*) - count(DISTINCT (user_id, event_id)) AS n FROM notifications WHERE workspace_id = ${workspaceId}::uuid`;
  const burstMail = mail.slice(before.mail);
  const idDuplicates = burstMail.length - new Set(burstMail.map((m) => m.id)).size;
  // What each email was about, from its Message-ID (the delivery id): one email per recipient and event.
  const deliveryIds = burstMail.map((m) => /^<([0-9a-f-]{36})@/.exec(m.id)?.[1] ?? "").filter(Boolean);
  const about = new Map(
    (
      await db.alertDelivery.findMany({
        where: { id: { in: deliveryIds } },
        select: { id: true, notification: { select: { eventId: true } } },
      })
    ).map((d) => [d.id, d.notification?.eventId?.toString() ?? "?"]),
  );
  const eventDuplicates =
    burstMail.length -
    new Set(burstMail.map((m) => `${m.to}|${about.get(/^<([0-9a-f-]{36})@/.exec(m.id)?.[1] ?? "") ?? m.id}`)).size;
  const totalMs = doneAt - burstStarted;
  const alerts = notifications + emails;
  console.log(
    `burst: ${changes.length} container changes (on ${Math.min(fresh.length, changes.length)} fresh boxes) written in ${ms(burstMs)} → ${events} events`,
  );
  console.log(
    `delivered: ${notifications} in-app notifications + ${emails} emails = ${alerts} alerts; first in-app alert after ${ms((firstNotificationAt ?? doneAt) - burstStarted)}, last in-app after ${ms(lastNotificationAt - burstStarted)}, everything (email included) after ${ms(totalMs)}`,
  );
  console.log(
    `rate: ${(alerts / (totalMs / 1000)).toFixed(0)} alerts/s (${(notifications / ((lastNotificationAt - burstStarted) / 1000)).toFixed(0)} in-app/s) with ${WORKERS} workers`,
  );
  console.log(
    `duplicates: notifications ${notificationDuplicates?.n ?? 0}, emails by Message-ID ${idDuplicates}, emails per recipient and event ${eventDuplicates} (must all be 0); given up: ${dead}`,
  );
  console.log(
    `single change → in-app notification (20 changes one at a time, after the burst): p50 ${ms(percentile(single, 50))}, p95 ${ms(percentile(single, 95))}, max ${ms(Math.max(...single))}`,
  );
  console.log(
    `board GET /api/containers?limit=100 (2 concurrent): p95 ${ms(idleP95)} before the burst (${idleCount} requests), p50 ${ms(percentile(latencies, 50))} / p95 ${ms(percentile(latencies, 95))} during it (${latencies.length} requests)`,
  );
} finally {
  await stack.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}
process.exit(0);
