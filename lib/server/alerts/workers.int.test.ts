// Two worker processes on the same burst of changes: every alert is derived and notified exactly once, and each
// person gets exactly one email per box carrying both of its changes, whichever worker claims which. The SMTP
// server here counts every message it is handed (it does not dedupe), so a double send shows.
import { spawn } from "node:child_process";
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { childEnv } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { createBox, settleOtherFilesDeliveries, subscribe } from "@/lib/testing/alert-fixtures";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

const received: string[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  await settleOtherFilesDeliveries();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push(/^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? "none");
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Done = { boxes: number; events: number; notifications: number; sent: number };

function runWorker(workspaceId: string, at: Date): Promise<Done> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--conditions=react-server",
        "--import",
        "tsx",
        "lib/server/alerts/worker-child.fixture.ts",
        workspaceId,
        at.toISOString(),
      ],
      {
        env: childEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: "error" }),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code !== 0) reject(new Error(`worker exited ${code}: ${out}`));
      else resolve(JSON.parse(line) as Done);
    });
  });
}

describe("two workers", () => {
  it("derive, notify and email each alert of a burst once", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher", "dispatcher", "manager"]);
    for (const user of users)
      await subscribe(workspace.id, user.id, { kinds: ["lfd_today", "hold_placed"], channels: ["in_app", "email"] });
    const boxes = [];
    for (let i = 0; i < 60; i += 1) boxes.push(await createBox(workspace.id));
    const now = new Date("2026-11-22T20:00:00.000Z");
    // Baseline, then the burst: every box due today with a customs hold (two facts per box).
    const { deriveChangedBoxes } = await import("./derive-changed");
    await deriveChangedBoxes(workspace.id, now);
    await db.container.updateMany({
      where: { workspaceId: workspace.id },
      data: {
        bucket: "lfd_today",
        governingLfdDate: new Date("2026-11-22T00:00:00Z"),
        lfdSource: "terminal",
        holds: [{ name: "customs", status: "hold" }],
      },
    });

    const results = await Promise.all([runWorker(workspace.id, now), runWorker(workspace.id, now)]);

    const told = boxes.length * 2 * users.length;
    const emails = boxes.length * users.length;
    expect(results.reduce((sum, r) => sum + r.events, 0)).toBe(boxes.length * 2);
    expect(results.reduce((sum, r) => sum + r.notifications, 0)).toBe(told);
    expect(await db.notification.count({ where: { workspaceId: workspace.id } })).toBe(told);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(emails);
    expect(received).toHaveLength(emails);
    expect(new Set(received).size).toBe(emails);
    expect(await db.alertDelivery.count({ where: { workspaceId: workspace.id, status: "sent", attempts: 1 } })).toBe(
      emails,
    );
    // Each email carried the box's other change: its delivery joined the one that went.
    const merged = await db.alertDelivery.findMany({
      where: { workspaceId: workspace.id, status: "merged" },
      select: { groupId: true, notification: { select: { userId: true, containerId: true } } },
    });
    expect(merged).toHaveLength(told - emails);
    const senders = await db.alertDelivery.findMany({
      where: { id: { in: merged.map((row) => row.groupId ?? "") }, status: "sent" },
      select: { id: true, notification: { select: { userId: true, containerId: true } } },
    });
    const sender = new Map(senders.map((row) => [row.id, row.notification]));
    for (const row of merged) expect(sender.get(row.groupId ?? "")).toEqual(row.notification);
  }, 120_000);
});
