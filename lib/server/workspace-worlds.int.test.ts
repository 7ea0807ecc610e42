// Two workspaces without an account key, on the real database and an in-process simulator over HTTP: each
// runs on a simulated account of its own (workspace_settings.simulator_key), so what one uploads, requests,
// stops or is told by webhook is invisible to, and out of reach of, the other. And with the simulator off
// (QUAYSIDE_DEMO=false), a keyless workspace is unconfigured: it calls nothing and says what to do.
import type { Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { downloadUrl } from "@/lib/server/documents/actions";
import { findDocument } from "@/lib/server/documents/document-detail";
import { listDocuments } from "@/lib/server/documents/documents-query";
import { uploadDocument } from "@/lib/server/documents/upload";
import { prepareWorkspace } from "@/lib/server/jobs/handlers";
import { getUpstreamTarget, workspaceMode } from "@/lib/server/settings";
import { syncDocuments } from "@/lib/server/sync/document-sync";
import { syncLists } from "@/lib/server/sync/lists";
import { followUpTrackingRequests } from "@/lib/server/sync/tracking";
import { upstreamFor } from "@/lib/server/sync/upstream";
import { createTrackingRequests, listTrackingRequests, trackedNumbers } from "@/lib/server/tracking/requests";
import { setShipmentTracking } from "@/lib/server/tracking/shipments";
import { UpstreamError } from "@/lib/server/upstream/errors";
import { connectLiveUpdates } from "@/lib/server/webhooks/connect";
import type { Actor } from "@/lib/server/work/audit-write";
import { AppError } from "@/lib/shared/app-error";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { webhookIntakeServer } from "@/lib/testing/webhook-intake-server";
import { serveSimulator, type ServedSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { documentsQuerySchema } from "@/lib/validations/documents";
import { startSimulator } from "@/simulator/testing";

import type PgBoss from "pg-boss";

const sim = startSimulator({
  containers: 20,
  accountContainers: 40,
  start: SIM_START,
  speed: 0,
  webhookRetryBaseMs: 10,
  webhookRetryMaxMs: 20,
});
let served: ServedSimulator | undefined;
let receiver: Server | undefined;
const previousAppUrl = env.APP_URL;

type Side = { workspaceId: string; actor: Actor; key: string };
let a: Side;
let b: Side;

async function keylessWorkspace(): Promise<Side> {
  const { workspace, users } = await createTestWorkspace(["admin"], { simulatorKey: null });
  const user = users[0];
  if (!user) throw new Error("no user");
  const target = await getUpstreamTarget(workspace.id);
  return {
    workspaceId: workspace.id,
    actor: { id: user.id, name: user.name, email: user.email, workspaceId: workspace.id },
    key: target.apiKey,
  };
}

/** The app's webhook intake (the real route handler) on a loopback port: APP_URL points at it. */
async function serveIntake(): Promise<Server> {
  const server = webhookIntakeServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  env.APP_URL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return server;
}

const upstreamKind = (error: unknown): string | null => (error instanceof UpstreamError ? error.kind : null);

beforeAll(async () => {
  served = await serveSimulator(sim);
  receiver = await serveIntake();
  a = await keylessWorkspace();
  b = await keylessWorkspace();
  await syncLists(a.workspaceId, { ref: "backfill", backfill: true });
  await syncLists(b.workspaceId, { ref: "backfill", backfill: true });
});
afterAll(async () => {
  env.APP_URL = previousAppUrl;
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await served?.close();
  await sim.stop();
});

describe("a simulated account per workspace", () => {
  it("gives each keyless workspace its own key, once, whoever asks first", async () => {
    expect(a.key).toMatch(/^sim_ws_[A-Za-z0-9]{32}$/);
    expect(b.key).toMatch(/^sim_ws_[A-Za-z0-9]{32}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.key).not.toBe(env.SIMULATOR_KEY);
    expect((await getUpstreamTarget(a.workspaceId)).apiKey).toBe(a.key);

    const { workspace } = await createTestWorkspace(["admin"], { simulatorKey: null });
    const keys = await Promise.all(Array.from({ length: 5 }, () => getUpstreamTarget(workspace.id)));
    expect(new Set(keys.map((k) => k.apiKey)).size).toBe(1);
    // The fixtures' default keeps today's tests on the seeded world.
    const { workspace: seeded } = await createTestWorkspace(["admin"]);
    expect((await getUpstreamTarget(seeded.id)).apiKey).toBe(env.SIMULATOR_KEY);
  });

  it("shows each workspace its own shipments and containers", async () => {
    const numbers = async (workspaceId: string) =>
      (await db.container.findMany({ where: { workspaceId }, select: { number: true } })).map((c) => c.number);
    const [ofA, ofB] = [await numbers(a.workspaceId), await numbers(b.workspaceId)];
    expect(ofA.length).toBeGreaterThan(5);
    expect(ofB.length).toBeGreaterThan(5);
    expect(ofA.filter((n) => ofB.includes(n))).toEqual([]);
    const shipments = async (workspaceId: string) =>
      (await db.shipment.findMany({ where: { workspaceId }, select: { upstreamId: true } })).map((s) => s.upstreamId);
    const shipmentsOfB = await shipments(b.workspaceId);
    expect((await shipments(a.workspaceId)).filter((id) => shipmentsOfB.includes(id))).toEqual([]);
  });

  it("keeps a document uploaded by A out of B's list, detail and downloads", async () => {
    const bytes = Buffer.from("%PDF-1.4\nWorkspace A's delivery order, not for B\n%%EOF\n");
    const uploaded = await uploadDocument({
      workspaceId: a.workspaceId,
      userId: a.actor.id,
      name: "a-delivery-order.pdf",
      contentType: "application/pdf",
      contentLength: bytes.length,
      body: new Blob([new Uint8Array(bytes)]).stream(),
    });
    await syncDocuments(b.workspaceId);
    const query = documentsQuerySchema.parse({});
    const idsOf = async (workspaceId: string) => (await listDocuments(workspaceId, query)).data.map((d) => d.id);
    expect(await idsOf(a.workspaceId)).toContain(uploaded.id);
    expect(await idsOf(b.workspaceId)).not.toContain(uploaded.id);
    expect(await db.document.count({ where: { workspaceId: b.workspaceId, upstreamId: uploaded.upstreamId } })).toBe(0);
    await expect(findDocument(b.workspaceId, uploaded.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(downloadUrl(b.workspaceId, uploaded.id)).rejects.toMatchObject({ code: "not_found" });
    // Even asked directly with B's account, the service does not know A's document.
    const { client } = await upstreamFor(b.workspaceId, "interactive");
    const refused = await client.get(`documents/${uploaded.upstreamId}/download_url`).catch((e: unknown) => e);
    expect(upstreamKind(refused)).toBe("not_found");
    // A gets its exact bytes back.
    const own = await downloadUrl(a.workspaceId, uploaded.id);
    expect(Buffer.from(await (await fetch(own.url)).arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("keeps A's tracking requests out of B's queue and check", async () => {
    const number = "WSWORLDSA123456";
    const [created] = await createTrackingRequests(a.workspaceId, [
      { requestType: "bill_of_lading", requestNumber: number, scac: "MAEU" },
    ]);
    expect(created).toMatchObject({ ok: true });
    await followUpTrackingRequests(b.workspaceId);
    const queue = async (workspaceId: string) =>
      (await listTrackingRequests(workspaceId, { limit: 200 })).data.map((r) => r.requestNumber);
    expect(await queue(a.workspaceId)).toContain(number);
    expect(await queue(b.workspaceId)).not.toContain(number);
    expect(await trackedNumbers(a.workspaceId, [number])).toEqual([number]);
    expect(await trackedNumbers(b.workspaceId, [number])).toEqual([]);
    const { client } = await upstreamFor(b.workspaceId, "interactive");
    const listed = await client.get("tracking_requests", { "page[size]": "100" });
    const upstream = Array.isArray(listed.data) ? listed.data : [listed.data];
    expect(upstream.map((r) => r?.attributes["request_number"])).not.toContain(number);
  });

  it("lets B neither stop nor resume A's shipment, and tells A nothing", async () => {
    const shipment = await db.shipment.findFirstOrThrow({
      where: { workspaceId: a.workspaceId, lineTrackingStoppedAt: null },
      select: { upstreamId: true },
    });
    await expect(setShipmentTracking(b.actor, shipment.upstreamId, "stop")).rejects.toMatchObject({
      code: "not_found",
    });
    const { client } = await upstreamFor(b.workspaceId, "interactive");
    for (const action of ["stop_tracking", "resume_tracking"]) {
      const answer = await client.patch(`shipments/${shipment.upstreamId}/${action}`).catch((e: unknown) => e);
      expect(upstreamKind(answer)).toBe("not_found");
    }
    const own = await (await upstreamFor(a.workspaceId, "interactive")).client.get(`shipments/${shipment.upstreamId}`);
    const data = Array.isArray(own.data) ? own.data[0] : own.data;
    expect(data?.attributes["line_tracking_stopped_at"]).toBeNull();
    await sim.control.flushWebhooks();
    expect(
      await db.webhookInbox.count({
        where: { workspaceId: a.workspaceId, event: "tracking_request.tracking_stopped" },
      }),
    ).toBe(0);
  });

  it("delivers webhooks of A's account to A only", async () => {
    await connectLiveUpdates(a.workspaceId);
    await connectLiveUpdates(b.workspaceId);
    const inbox = (workspaceId: string) => db.webhookInbox.count({ where: { workspaceId } });
    const before = { a: await inbox(a.workspaceId), b: await inbox(b.workspaceId) };
    const control = `${served?.url.replace(/\/v2$/, "")}/_sim`;
    // A new shipment in A's account: the service tells A's webhook about its containers.
    const added = await fetch(`${control}/shipments?account=${a.key}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ containers: 2, phase: "soon" }),
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const box = ((await added.json()) as { containers: { attributes: { number: string } }[] }).containers[0];
    await sim.control.flushWebhooks();
    await vi.waitFor(async () => expect(await inbox(a.workspaceId)).toBeGreaterThan(before.a), { timeout: 10_000 });
    expect(await inbox(b.workspaceId)).toBe(before.b);
    // The box is in A's world only: named in B's world, the simulator does not find it.
    const elsewhere = await fetch(`${control}/containers/${box?.attributes.number}?account=${b.key}`);
    expect(elsewhere.status).toBe(404);
  });
});

describe("no simulator (QUAYSIDE_DEMO=false)", () => {
  it("leaves a keyless workspace unconfigured: no key made, no upstream call, a clear refusal", async () => {
    const saved = { demo: env.QUAYSIDE_DEMO, embedded: env.SIMULATOR_EMBEDDED };
    env.QUAYSIDE_DEMO = false;
    env.SIMULATOR_EMBEDDED = false;
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const { workspace, users } = await createTestWorkspace(["admin"], { simulatorKey: null });
      const workspaceId = workspace.id;
      expect(await workspaceMode(workspaceId)).toBe("unconfigured");
      const refusal = await getUpstreamTarget(workspaceId).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ code: "conflict", message: expect.stringMatching(/account key in Settings/) });

      const [created] = await createTrackingRequests(workspaceId, [
        { requestType: "bill_of_lading", requestNumber: "UNCONFIGURED1", scac: "MAEU" },
      ]);
      expect(created).toMatchObject({ ok: false, code: "conflict" });
      await expect(
        uploadDocument({
          workspaceId,
          userId: users[0]?.id ?? "",
          name: "x.pdf",
          contentType: "application/pdf",
          contentLength: 4,
          body: new Blob([new Uint8Array([37, 80, 68, 70])]).stream(),
        }),
      ).rejects.toMatchObject({ code: "conflict" });
      await expect(connectLiveUpdates(workspaceId)).rejects.toMatchObject({ code: "conflict" });
      await expect(syncLists(workspaceId, { ref: "backfill", backfill: true })).rejects.toMatchObject({
        code: "conflict",
      });
      // The worker queues nothing that would call the service.
      const send = vi.fn(async () => null);
      await prepareWorkspace({ send } as unknown as PgBoss, workspaceId, null);
      expect(send).not.toHaveBeenCalled();

      expect(fetchSpy).not.toHaveBeenCalled();
      const settings = await db.workspaceSettings.findUnique({ where: { workspaceId } });
      expect(settings?.simulatorKey ?? null).toBeNull();
      expect(await db.trackingRequest.count({ where: { workspaceId } })).toBe(0);
    } finally {
      fetchSpy.mockRestore();
      env.QUAYSIDE_DEMO = saved.demo;
      env.SIMULATOR_EMBEDDED = saved.embedded;
    }
  });
});
