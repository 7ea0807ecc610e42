// Failures stay where they start, and nothing is told twice: a receiver that trickles its answer holds only its
// own sends (another workspace's go on, and the trickled send ends at its deadline); a claim whose lease was
// taken over can neither record an outcome nor renew; and boxes cached again under new row ids (a key saved
// again, a resync) raise nothing that was already told. Real PostgreSQL, receivers on loopback.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { forgetUpstreamCache } from "@/lib/server/sync/account-switch";
import { createBox, settleOtherFilesDeliveries, subscribe } from "@/lib/testing/alert-fixtures";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { startHeaderTrickler, type HeaderTrickler } from "@/lib/testing/header-trickler";

import { updateAlertSettings } from "./admin-settings";
import { clockPass } from "./clock-pass";
import { deliverClaimed, deliverDue } from "./deliver";
import { claimDeliveries, finishClaim, renewLease, TARGET_CAP } from "./delivery-claims";
import { startDeliveryPool } from "./delivery-pool";
import { deriveChangedBoxes } from "./derive-changed";
import { fanOut } from "./fan-out";

type Arrival = { path: string; at: number; headers: IncomingMessage["headers"] };
const arrivals: Arrival[] = [];
const held: ServerResponse[] = [];
let server: Server;
let trickler: HeaderTrickler;
let base = "";

beforeAll(async () => {
  await settleOtherFilesDeliveries();
  server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      arrivals.push({ path: request.url ?? "", at: Date.now(), headers: request.headers });
      if (request.url === "/answer-then-trickle") {
        response.writeHead(200, { "content-type": "text/plain" });
        response.flushHeaders();
        const timer = setInterval(() => response.write("."), 500);
        response.on("close", () => clearInterval(timer));
        held.push(response);
        return;
      }
      if (request.url === "/held") {
        held.push(response);
        return;
      }
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  trickler = await startHeaderTrickler({
    everyMs: 500,
    onRequest: () => arrivals.push({ path: "/trickle", at: Date.now(), headers: {} }),
  });
});

afterAll(async () => {
  for (const response of held) response.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await trickler.close();
});

const now = new Date("2026-11-22T20:00:00.000Z");

/** A workspace whose webhook goes to `url`, with `boxes` boxes that each have a customs hold placed. */
async function workspaceWithHolds(url: string, boxes: number) {
  const { workspace, users } = await createTestWorkspace(["admin"]);
  const admin = users[0];
  if (!admin) throw new Error("fixture");
  await subscribe(workspace.id, admin.id, { kinds: ["hold_placed"], channels: ["in_app"] });
  await updateAlertSettings(workspace.id, { hookUrl: url, hookKinds: ["hold_placed"] });
  const created = await Promise.all(Array.from({ length: boxes }, () => createBox(workspace.id)));
  await deriveChangedBoxes(workspace.id, now);
  await db.container.updateMany({
    where: { id: { in: created.map((box) => box.id) } },
    data: { holds: [{ name: "CUSTOMS", status: "hold" }] },
  });
  await deriveChangedBoxes(workspace.id, now);
  return { workspace, admin };
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("alert isolation", () => {
  it("a trickling receiver holds only its own sends: another workspace's are delivered meanwhile, and the trickled ones end at their deadline", async () => {
    const slow = await workspaceWithHolds(trickler.url, 6);
    const fast = await workspaceWithHolds(`${base}/fast`, 1);
    expect((await fanOut(slow.workspace.id, now)).deliveries).toBe(6);
    arrivals.length = 0;
    const pool = startDeliveryPool();
    try {
      await until(async () => arrivals.filter((a) => a.path === "/trickle").length >= TARGET_CAP.webhook!, 5_000);
      // The slow receiver is now holding its sends; the other workspace's alert is fanned out and sent past it.
      const fanned = await fanOut(fast.workspace.id, now);
      expect(fanned).toMatchObject({ notifications: 1, deliveries: 1 });
      const queuedAt = Date.now();
      pool.wake();
      await until(async () => arrivals.some((a) => a.path === "/fast"), 5_000);
      const fastArrival = arrivals.find((a) => a.path === "/fast")?.at ?? Number.NaN;
      // Well before the trickled sends' 10 s deadline: nothing waited behind them (the figure is bench:isolation's).
      expect(fastArrival - queuedAt).toBeLessThan(5_000);
      // Never more of the slow target's sends at once than its cap, however many are due.
      const sending = await db.alertDelivery.count({ where: { workspaceId: slow.workspace.id, status: "sending" } });
      expect(sending).toBeLessThanOrEqual(TARGET_CAP.webhook!);
      expect(arrivals.filter((a) => a.path === "/trickle").length).toBe(sending);

      // The trickled sends end at the whole-send deadline (10 s), not minutes later, and are retried later.
      await until(
        async () =>
          (await db.alertDelivery.count({ where: { workspaceId: slow.workspace.id, status: "failed" } })) >= 2,
        15_000,
      );
      const failed = await db.alertDelivery.findFirst({ where: { workspaceId: slow.workspace.id, status: "failed" } });
      expect(failed?.lastError).toMatch(/no complete answer within 10 s/);
      expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await settleOtherFilesDeliveries();
      await trickler.close();
      await pool.stop();
    }
  }, 40_000);

  it("a receiver that answers 200 and then trickles its body has answered: the send is done at once", async () => {
    await settleOtherFilesDeliveries();
    const { workspace } = await workspaceWithHolds(`${base}/answer-then-trickle`, 1);
    await fanOut(workspace.id, now);
    const started = Date.now();
    expect(await deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const response of held.splice(0)) response.destroy();
  });

  it("a claim whose lease lapsed and was taken over can neither renew nor record its outcome; a resend carries the same idempotency key", async () => {
    await settleOtherFilesDeliveries();
    const { workspace } = await workspaceWithHolds(`${base}/held`, 1);
    await fanOut(workspace.id, now);
    arrivals.length = 0;
    const [first] = await claimDeliveries(10);
    if (!first) throw new Error("nothing claimed");
    const firstSend = deliverClaimed(first);
    await until(async () => held.length === 1, 5_000);

    // While the lease holds, nobody else may take it.
    expect(await claimDeliveries(10)).toEqual([]);
    expect(await renewLease(first)).toBe(true);

    // The first worker stalls past its lease; another worker takes the delivery over.
    await db.$executeRaw`UPDATE alert_deliveries SET locked_until = now() - interval '1 second' WHERE id = ${first.id}::uuid`;
    const [second] = await claimDeliveries(10);
    expect(second?.id).toBe(first.id);
    expect(second?.lease_token).not.toBe(first.lease_token);
    expect(await renewLease(first)).toBe(false);

    // The first send's answer comes at last: it may not mark the delivery sent, the taker still holds it.
    held.shift()?.writeHead(200).end("ok");
    expect(await firstSend).toBe(true);
    const row = await db.alertDelivery.findUniqueOrThrow({ where: { id: first.id } });
    expect(row.status).toBe("sending");
    expect(row.leaseToken).toBe(second?.lease_token);
    expect(await finishClaim(first, { status: "sent", responseStatus: 200 })).toBe(false);

    if (!second) throw new Error("nothing taken over");
    const secondSend = deliverClaimed(second);
    await until(async () => held.length === 1, 5_000);
    held.shift()?.writeHead(200).end("ok");
    expect(await secondSend).toBe(true);
    expect((await db.alertDelivery.findUniqueOrThrow({ where: { id: first.id } })).status).toBe("sent");
    const keys = arrivals.filter((a) => a.path === "/held").map((a) => a.headers["idempotency-key"]);
    expect(keys).toEqual([first.id, first.id]);
    expect(arrivals.map((a) => a.headers["x-quayside-delivery"])).toEqual([first.id, first.id]);
  });

  it("boxes cached again under new row ids (an account key saved again) raise nothing already told, and new changes still are", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("fixture");
    await subscribe(workspace.id, user.id, {
      kinds: ["past_lfd", "lfd_today", "hold_placed", "lfd_approaching", "watchdog_terminal_silent"],
      leadDays: 5,
      channels: ["in_app"],
    });
    const facts = (number: string, holds: { name: string; status: string }[]) => ({
      number,
      bucket: "past_lfd",
      governingLfdDate: new Date("2026-11-20T00:00:00Z"),
      lfdSource: "terminal",
      lfdTerminal: new Date("2026-11-21T07:59:00Z"),
      holds,
      terminalCheckedAt: new Date("2026-11-22T19:00:00Z"),
    });
    const late = await createBox(workspace.id, facts("MSCU7654320", []));
    const held = await createBox(workspace.id, facts("TGHU1234561", []));
    await deriveChangedBoxes(workspace.id, now);
    await db.container.update({ where: { id: held.id }, data: { holds: [{ name: "CUSTOMS", status: "hold" }] } });
    await deriveChangedBoxes(workspace.id, now);
    await clockPass(workspace.id, now);
    await fanOut(workspace.id, now);
    const before = await db.notification.findMany({ where: { userId: user.id }, orderBy: { title: "asc" } });
    // Both were past their LFD at the first look: recorded, not told. The hold placed after it is told.
    expect(before.map((n) => n.kind).sort()).toEqual(["hold_placed"]);
    expect(await db.alertEvent.count({ where: { workspaceId: workspace.id, kind: "past_lfd" } })).toBe(2);

    // The account switch drops the cache; the next backfill makes new rows for the same boxes.
    await db.$transaction((tx) => forgetUpstreamCache(tx, workspace.id));
    await createBox(workspace.id, facts(late.number, []));
    const heldAgain = await createBox(workspace.id, facts(held.number, [{ name: "CUSTOMS", status: "hold" }]));
    for (let pass = 0; pass < 2; pass += 1) {
      await deriveChangedBoxes(workspace.id, now);
      await clockPass(workspace.id, now);
      await fanOut(workspace.id, now);
    }
    expect(await db.notification.count({ where: { userId: user.id } })).toBe(before.length);

    // A hold released and placed again after the resync is a new fact, told once.
    await db.container.update({ where: { id: heldAgain.id }, data: { holds: [] } });
    await deriveChangedBoxes(workspace.id, now);
    await db.container.update({
      where: { id: heldAgain.id },
      data: { holds: [{ name: "CUSTOMS", status: "hold" }] },
    });
    const later = new Date(now.getTime() + 7 * 3_600_000);
    await deriveChangedBoxes(workspace.id, later);
    await fanOut(workspace.id, later);
    const after = await db.notification.findMany({ where: { userId: user.id, kind: "hold_placed" } });
    expect(after).toHaveLength(2);
    expect(after.every((n) => n.title.includes(held.number))).toBe(true);
  });
});
