import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { drainInbox } from "@/lib/testing/drain-inbox";

// The service loses Quayside's webhook (deleted through its API here; a restarted simulator or the real
// service disabling it look the same): deliveries stop. The scheduled check notices, registers again with a
// new secret, records when and why, and deliveries arrive and verify again.
const fixture = backfilledWorkspace({ containers: 60, roles: ["admin"] });
let receiver: Server | undefined;
let previousAppUrl = "";
/** Deliveries the receiver got, with the intake's answer (200 verified and stored, 401 refused). */
const received: { status: number }[] = [];

beforeAll(async () => {
  const { env } = await import("@/lib/env.mjs");
  const { receiveDelivery } = await import("@/lib/server/webhooks/inbox");
  const { SIGNATURE_HEADER } = await import("@/lib/server/webhooks/verify");
  // The app's webhook intake, in process: verify and store, as the route handler does.
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const signature = request.headers[SIGNATURE_HEADER];
      void receiveDelivery(Buffer.concat(chunks), typeof signature === "string" ? signature : null).then((result) => {
        received.push({ status: result.status });
        response.writeHead(result.status);
        response.end();
      });
    });
  });
  const port = await new Promise<number>((resolve) =>
    receiver?.listen(0, "127.0.0.1", () => resolve((receiver?.address() as { port: number }).port)),
  );
  previousAppUrl = env.APP_URL;
  env.APP_URL = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  const { env } = await import("@/lib/env.mjs");
  env.APP_URL = previousAppUrl;
  await new Promise((resolve) => receiver?.close(resolve));
});

type Hook = { id: string; attributes: { url: string; active: boolean } };

async function simApi<T>(method: string, path: string, body?: unknown): Promise<{ status: number; json: T | null }> {
  const response = await fixture.sim.request(path, {
    method,
    headers: { Authorization: "Token sim_paid_key", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as T) : null };
}

/** Sets an appointment on a box through the simulator and waits for its deliveries; returns the box's upstream id, or null if the box took no change. */
async function changeSomeBox(at: string): Promise<string | null> {
  const { db } = await import("@/lib/server/db");
  for (const box of await db.container.findMany({
    where: { workspaceId: fixture.workspaceId },
    orderBy: { number: "asc" },
    take: 30,
  })) {
    const result = await simApi<{ data: { attributes: { pickup_appointment_at: string | null } } }>(
      "POST",
      `/_sim/containers/${box.number}`,
      { pickup_appointment_at: at },
    );
    const applied = result.json?.data.attributes.pickup_appointment_at;
    if (applied && new Date(applied).toISOString() === at) {
      await fixture.sim.control.flushWebhooks();
      return box.upstreamId;
    }
  }
  return null;
}

describe("the scheduled webhook registration check", () => {
  it("registers again when the service no longer has the webhook, and deliveries arrive again", async () => {
    const workspaceId = fixture.workspaceId;
    const { db } = await import("@/lib/server/db");
    const { connectLiveUpdates, liveUpdatesStatus } = await import("@/lib/server/webhooks/connect");
    const { checkWebhookRegistration } = await import("@/lib/server/webhooks/registration-check");

    await connectLiveUpdates(workspaceId);
    expect(await checkWebhookRegistration(workspaceId)).toEqual({ status: "ok" });
    const before = await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } });
    const oldId = before.webhookUpstreamId ?? "";

    // The service loses it: deliveries stop (nothing reaches the app for a change).
    expect((await simApi("DELETE", `/v2/webhooks/${oldId}`)).status).toBe(200);
    const silent = received.length;
    expect(await changeSomeBox("2026-03-07T08:00:00.000Z")).not.toBeNull();
    expect(received.length).toBe(silent);

    const check = await checkWebhookRegistration(workspaceId);
    expect(check).toEqual({ status: "reregistered", reason: "the service no longer had the webhook" });
    const hooks = await simApi<{ data: Hook[] }>("GET", "/v2/webhooks");
    expect(hooks.json?.data).toHaveLength(1);
    const after = await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } });
    expect(after.webhookUpstreamId).toBe(hooks.json?.data[0]?.id);
    expect(after.webhookUpstreamId).not.toBe(oldId);
    expect(after.webhookSecretCiphertext).not.toBe(before.webhookSecretCiphertext);
    const status = await liveUpdatesStatus(workspaceId);
    expect(status).toMatchObject({ connected: true, reregisterReason: "the service no longer had the webhook" });
    expect(status.reregisteredAt).not.toBeNull();

    // Deliveries arrive again, verify with the new secret, and update the box.
    const at = "2026-03-07T10:30:00.000Z";
    const upstreamId = await changeSomeBox(at);
    if (!upstreamId) throw new Error("no box of the simulated world took an appointment");
    expect(received.length).toBeGreaterThan(silent);
    expect(received.slice(silent).every((delivery) => delivery.status === 200)).toBe(true);
    await drainInbox(workspaceId);
    expect(
      (await db.container.findFirstOrThrow({ where: { workspaceId, upstreamId } })).pickupAppointmentAt?.toISOString(),
    ).toBe(at);
    expect(await checkWebhookRegistration(workspaceId)).toEqual({ status: "ok" });
  });

  it("registers again when the service disabled the webhook", async () => {
    const workspaceId = fixture.workspaceId;
    const { db } = await import("@/lib/server/db");
    const { checkWebhookRegistration } = await import("@/lib/server/webhooks/registration-check");
    const id = (await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } })).webhookUpstreamId ?? "";
    expect(
      (await simApi("PATCH", `/v2/webhooks/${id}`, { data: { type: "webhook", attributes: { active: false } } }))
        .status,
    ).toBe(200);

    expect(await checkWebhookRegistration(workspaceId)).toEqual({
      status: "reregistered",
      reason: "the service had disabled the webhook",
    });
    const hooks = (await simApi<{ data: Hook[] }>("GET", "/v2/webhooks")).json?.data ?? [];
    // The disabled one is removed; one active registration remains, the stored one.
    expect(hooks.map((hook) => hook.attributes.active)).toEqual([true]);
    expect((await db.workspaceSync.findUniqueOrThrow({ where: { workspaceId } })).webhookUpstreamId).toBe(hooks[0]?.id);
  });
});
