// `npm run bench:isolation [-- workspaces=50 rounds=5 workers=2 trickleBoxes=10 slow=true]`: one slow receiver among many
// workspaces. Workspace 1's chat points at a receiver that answers 200 and then sends one byte of body every 5 s,
// forever, and its webhook at one that sends its status line and headers a byte every 5 s, forever; the other
// workspaces' webhooks answer at once. Every round places a customs hold on one box of
// each workspace (trickleBoxes of workspace 1) and announces it as the cache does; `workers` processes run the
// alert engine alone. Prints, for the other workspaces, change → in-app notification and change → email
// accepted by SMTP (p50 / p95 / max), and what became of the slow receiver's sends.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

import { childEnv, env } from "../../lib/env.mjs";
import { startProcess, stopAll } from "../lib/processes";

import { percentile } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const WORKSPACES = Number(args["workspaces"] ?? 50);
const ROUNDS = Number(args["rounds"] ?? 5);
const WORKERS = Number(args["workers"] ?? 2);
const TRICKLE_BOXES = Number(args["trickleBoxes"] ?? 10);
/** `slow=false`: workspace 1's receivers answer at once too (the baseline the slow run is compared with). */
const SLOW = args["slow"] !== "false";

// A simulator for the clock only: the workspaces are keyless (simulated), and their clock is the simulator's.
const { startSimulator } = await import("../../simulator/testing");
const sim = startSimulator({ containers: 10 });
const simListening = await sim.listen();

const { db } = await import("../../lib/server/db");
const { deriveChangedBoxes } = await import("../../lib/server/alerts/derive-changed");
const { updateAlertSettings } = await import("../../lib/server/alerts/admin-settings");
const { createTestWorkspace } = await import("../../lib/testing/db-fixtures");
const { createBox, subscribe } = await import("../../lib/testing/alert-fixtures");
const { startHeaderTrickler } = await import("../../lib/testing/header-trickler");

// Mail: when each recipient's message was accepted.
const mailAt = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["AUTH", "STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () => {
      for (const rcpt of session.envelope.rcptTo) if (!mailAt.has(rcpt.address)) mailAt.set(rcpt.address, Date.now());
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

// Receivers: /trickle answers 200 and then a byte every 5 s; anything else answers at once.
const trickling = new Set<ServerResponse>();
const received = { trickle: 0, fast: 0 };
const receiver = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    if (request.url?.startsWith("/trickle")) {
      received.trickle += 1;
      response.writeHead(200);
      response.flushHeaders();
      const timer = setInterval(() => response.write("."), 5_000);
      trickling.add(response);
      response.on("close", () => {
        clearInterval(timer);
        trickling.delete(response);
      });
      return;
    }
    received.fast += 1;
    response.writeHead(200).end("ok");
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
// The header trickler: once the request is in, its status line and headers a byte every 5 s.
const headerTrickler = await startHeaderTrickler({
  everyMs: 5_000,
  path: "/hook",
  onRequest: () => (received.trickle += 1),
});
const headerTrickleUrl = headerTrickler.url;

type Change = { workspace: number; email: string; containerId: string; at: number };
const changes: Change[] = [];

try {
  const setupStarted = performance.now();
  const spaces: { id: string; email: string; boxes: string[] }[] = [];
  for (let i = 0; i < WORKSPACES; i += 1) {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("fixture");
    await subscribe(workspace.id, user.id, { kinds: ["hold_placed"], channels: ["in_app", "email"] });
    const slow = SLOW && i === 0;
    await updateAlertSettings(
      workspace.id,
      slow
        ? {
            chatUrl: `${receiverUrl}/trickle/chat`,
            chatKinds: ["hold_placed"],
            hookUrl: headerTrickleUrl,
            hookKinds: ["hold_placed"],
            emailWindowMinutes: 0,
          }
        : { hookUrl: `${receiverUrl}/fast`, hookKinds: ["hold_placed"], emailWindowMinutes: 0 },
    );
    const count = ROUNDS * (slow ? TRICKLE_BOXES : 1);
    const boxes = [];
    for (let b = 0; b < count; b += 1) boxes.push((await createBox(workspace.id)).id);
    await deriveChangedBoxes(workspace.id, new Date());
    spaces.push({ id: workspace.id, email: user.email, boxes });
  }
  console.log(
    `setup: ${WORKSPACES} workspaces, ${spaces.reduce((n, s) => n + s.boxes.length, 0)} boxes, ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  const childBase = childEnv({
    DATABASE_URL: env.DATABASE_URL,
    AUTH_SECRET: env.AUTH_SECRET,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SIMULATOR_URL: `${simListening.origin}/v2`,
    QUAYSIDE_DEMO: "true",
    LOG_LEVEL: "error",
    NODE_OPTIONS: "",
  });
  for (let w = 0; w < WORKERS; w += 1)
    startProcess(
      `alert-engine${w}`,
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/bench/lib/alert-engine-child.ts"],
      childBase,
      { quiet: true },
    );
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, space] of spaces.entries()) {
      const per = index === 0 ? TRICKLE_BOXES : 1;
      const ids = space.boxes.slice(round * per, (round + 1) * per);
      const at = Date.now();
      await db.container.updateMany({
        where: { id: { in: ids } },
        data: { holds: [{ name: "CUSTOMS", status: "hold" }] },
      });
      await db.$executeRaw`SELECT pg_notify('quayside_live', ${JSON.stringify({ workspaceId: space.id, topic: "containers" })})`;
      for (const containerId of ids) changes.push({ workspace: index, email: space.email, containerId, at });
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }

  // Until every other workspace's email is accepted (or a minute passes).
  const others = spaces.slice(1);
  const waitStarted = Date.now();
  while (others.some((space) => !mailAt.has(space.email)) && Date.now() - waitStarted < 60_000)
    await new Promise((resolve) => setTimeout(resolve, 250));
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const notifications = await db.notification.findMany({
    where: { kind: "hold_placed", workspaceId: { in: others.map((space) => space.id) } },
    select: { containerId: true, createdAt: true },
  });
  const toldAt = new Map(notifications.map((n) => [n.containerId ?? "", n.createdAt.getTime()]));
  const events = await db.alertEvent.findMany({
    where: { kind: "hold_placed", workspaceId: { in: others.map((space) => space.id) } },
    select: { containerId: true, createdAt: true },
  });
  const derivedAt = new Map(events.map((e) => [e.containerId ?? "", e.createdAt.getTime()]));
  const otherChanges = changes.filter((change) => change.workspace !== 0);
  const inApp = otherChanges.map((change) => (toldAt.get(change.containerId) ?? Number.NaN) - change.at);
  const derive = otherChanges.map((change) => (derivedAt.get(change.containerId) ?? Number.NaN) - change.at);
  const fanned = otherChanges.map(
    (change) => (toldAt.get(change.containerId) ?? Number.NaN) - (derivedAt.get(change.containerId) ?? Number.NaN),
  );
  // Email: a user's first change against their first email (later emails share the recipient).
  const firstChange = new Map<string, number>();
  for (const change of otherChanges) if (!firstChange.has(change.email)) firstChange.set(change.email, change.at);
  const email = [...firstChange].map(([address, at]) => (mailAt.get(address) ?? Number.NaN) - at);
  const missing = inApp.filter(Number.isNaN).length + email.filter(Number.isNaN).length;

  const slow = await db.alertDelivery.groupBy({
    by: ["channel", "status"],
    where: { workspaceId: spaces[0]?.id ?? "", channel: { in: ["chat", "webhook"] } },
    _count: { _all: true },
  });
  const slowErrors = await db.alertDelivery.findFirst({
    where: { workspaceId: spaces[0]?.id ?? "", status: "failed" },
    select: { lastError: true },
  });
  const fmt = (values: number[]): string => {
    const known = values.filter((value) => !Number.isNaN(value));
    return `${percentile(known, 50).toFixed(0)} / ${percentile(known, 95).toFixed(0)} / ${Math.max(...known).toFixed(0)} ms (${known.length})`;
  };
  console.log("\n| measure | figure | target |\n|---|---|---|");
  console.log(`| change → in-app alert, other workspaces, p50 / p95 / max | ${fmt(inApp)} | p95 < 2 s |`);
  console.log(`| of which change → event recorded (derive), p50 / p95 / max | ${fmt(derive)} | |`);
  console.log(`| of which event → notification (fan-out), p50 / p95 / max | ${fmt(fanned)} | |`);
  console.log(`| change → email accepted by SMTP, other workspaces, p50 / p95 / max | ${fmt(email)} | p95 < 10 s |`);
  console.log(`| alerts not delivered within a minute | ${missing} | 0 |`);
  console.log(
    `| the slow receivers' deliveries (chat: body trickled; webhook: headers trickled) | ${slow.map((g) => `${g.channel} ${g.status} ${g._count._all}`).join(", ")}; requests received ${received.trickle} | chat sent at its 200; webhook at most 2 in flight |`,
  );
  console.log(
    `| a header-trickled send ended with | ${slowErrors?.lastError ?? "(none failed yet)"} | the 10 s deadline |`,
  );
  console.log(`| other workspaces' webhooks received | ${received.fast} | ${otherChanges.length} |`);
} finally {
  for (const response of trickling) response.destroy();
  await headerTrickler.close();
  await stopAll();
  await sim.stop();
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await db.$disconnect();
}
process.exit(0);
