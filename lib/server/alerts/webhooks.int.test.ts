// The team channels over real HTTP to a local receiver: a Slack/Teams-style chat post and the signed outbound
// webhook, a failure retried with backoff (the same delivery id, so the receiver can tell), and the address
// rules for live mode.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { createBox, settleOtherFilesDeliveries, subscribe } from "@/lib/testing/alert-fixtures";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { updateAlertSettings } from "./admin-settings";
import { deliverDue } from "./deliver";
import { deriveChangedBoxes } from "./derive-changed";
import { fanOut } from "./fan-out";
import { verifyWebhookSignature } from "./sign-webhook";
import { checkWebhookTarget } from "./webhook-target";

type Received = { path: string; headers: IncomingMessage["headers"]; body: string };
const received: Received[] = [];
const failNext = { hook: 0 };
let server: Server;
let base = "";

beforeAll(async () => {
  await settleOtherFilesDeliveries();
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body });
      if (request.url === "/gone") {
        response.writeHead(410).end("this hook was removed");
        return;
      }
      if (request.url === "/hook" && failNext.hook > 0) {
        failNext.hook -= 1;
        response.writeHead(503).end("busy");
        return;
      }
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const now = new Date("2026-11-22T20:00:00.000Z");

describe("team channels", () => {
  it("posts to the chat webhook and sends a signed webhook, retrying a failure without a second delivery", async () => {
    const { workspace, users } = await createTestWorkspace(["admin"]);
    const admin = users[0];
    if (!admin) throw new Error("fixture");
    await subscribe(workspace.id, admin.id, { kinds: ["hold_placed"], channels: ["in_app"] });
    const saved = await updateAlertSettings(workspace.id, {
      chatUrl: `${base}/chat`,
      chatKinds: ["hold_placed"],
      hookUrl: `${base}/hook`,
      hookKinds: ["hold_placed"],
    });
    expect(saved.hookSecret).toMatch(/^whsec_/);
    expect(saved.chat).toMatchObject({ configured: true, host: new URL(base).host });
    const secret = saved.hookSecret ?? "";

    const box = await createBox(workspace.id);
    await deriveChangedBoxes(workspace.id, now);
    await db.container.update({ where: { id: box.id }, data: { holds: [{ name: "USDA", status: "hold" }] } });
    await deriveChangedBoxes(workspace.id, now);
    await fanOut(workspace.id, now);
    failNext.hook = 1;
    received.length = 0;

    expect(await deliverDue()).toEqual({ sent: 1, failed: 1 });
    const chat = received.find((r) => r.path === "/chat");
    expect(JSON.parse(chat?.body ?? "{}")).toEqual({
      text: expect.stringContaining(`${box.number}: USDA hold placed`),
    });
    const failed = await db.alertDelivery.findFirstOrThrow({
      where: { workspaceId: workspace.id, channel: "webhook" },
    });
    expect(failed).toMatchObject({ status: "failed", attempts: 1, responseStatus: 503 });
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent again.
    expect(await deliverDue()).toEqual({ sent: 0, failed: 0 });

    await db.alertDelivery.update({ where: { id: failed.id }, data: { nextAttemptAt: new Date() } });
    expect(await deliverDue()).toEqual({ sent: 1, failed: 0 });
    const hooks = received.filter((r) => r.path === "/hook");
    expect(hooks).toHaveLength(2);
    expect(new Set(hooks.map((h) => h.headers["x-quayside-delivery"]))).toEqual(new Set([failed.id]));
    const last = hooks[1];
    const timestamp = String(last?.headers["x-quayside-timestamp"] ?? "");
    expect(
      verifyWebhookSignature(secret, timestamp, last?.body ?? "", String(last?.headers["x-quayside-signature"] ?? "")),
    ).toBe(true);
    expect(
      verifyWebhookSignature(
        "whsec_wrong",
        timestamp,
        last?.body ?? "",
        String(last?.headers["x-quayside-signature"] ?? ""),
      ),
    ).toBe(false);
    expect(JSON.parse(last?.body ?? "{}")).toMatchObject({
      type: "hold_placed",
      container: { id: box.id, number: box.number },
      data: { hold: "USDA" },
    });
    expect(await db.alertDelivery.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "sent",
      attempts: 2,
    });
  });

  it("a receiver that refuses (4xx) is given up at once; a closed port is retried later", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    await updateAlertSettings(workspace.id, {
      chatUrl: `${base}/gone`,
      chatKinds: ["became_ready"],
      hookUrl: `${base.replace(/:\d+$/, ":1")}/closed`,
      hookKinds: ["became_ready"],
    });
    const box = await createBox(workspace.id);
    await deriveChangedBoxes(workspace.id, now);
    await db.container.update({ where: { id: box.id }, data: { flagReady: true, bucket: "ready" } });
    await deriveChangedBoxes(workspace.id, now);
    await fanOut(workspace.id, now);
    expect(await deliverDue()).toEqual({ sent: 0, failed: 2 });
    const chat = await db.alertDelivery.findFirstOrThrow({ where: { workspaceId: workspace.id, channel: "chat" } });
    expect(chat).toMatchObject({
      status: "dead",
      responseStatus: 410,
      lastError: expect.stringContaining("answered 410"),
    });
    // The receiver is on this machine (demo mode): its answer is never read, so what a local service says (the
    // simulator's control API, say) cannot reach the log of whoever set the URL.
    expect(chat.lastError).not.toContain("this hook was removed");
    const hook = await db.alertDelivery.findFirstOrThrow({ where: { workspaceId: workspace.id, channel: "webhook" } });
    expect(hook.status).toBe("failed");
    // Nor which local ports are closed: the connection error is told in words that name no port or errno.
    expect(hook.lastError).toBe("127.0.0.1:1 could not be reached");
    expect(hook.lastError).not.toMatch(/ECONNREFUSED/);
  });

  it("live mode takes only https on public addresses; demo mode also local http", async () => {
    const publicResolver = async () => [{ address: "93.184.216.34", family: 4 }];
    const privateResolver = async () => [{ address: "10.1.2.3", family: 4 }];
    await expect(checkWebhookTarget("http://127.0.0.1:9/x", "live")).rejects.toMatchObject({ code: "bad_request" });
    await expect(checkWebhookTarget("https://127.0.0.1/x", "live")).rejects.toMatchObject({
      code: "bad_request",
      message: expect.stringContaining("private"),
    });
    await expect(checkWebhookTarget("https://hooks.internal/x", "live", privateResolver)).rejects.toMatchObject({
      code: "bad_request",
    });
    await expect(
      checkWebhookTarget("https://user:pw@hooks.example.com/x", "live", publicResolver),
    ).rejects.toMatchObject({ code: "bad_request" });
    await expect(checkWebhookTarget("not a url", "simulated")).rejects.toMatchObject({ code: "bad_request" });
    expect((await checkWebhookTarget("https://hooks.example.com/x", "live", publicResolver)).addresses).toEqual([
      { address: "93.184.216.34", family: 4 },
    ]);
    expect((await checkWebhookTarget("http://127.0.0.1:9/x", "simulated")).url.port).toBe("9");
  });
});
