// Retrying failed webhook deliveries (Settings → live updates → retry): POST /api/admin/webhooks/retry, the
// real handler, with the real inbox processing against a simulator on a free port. The scenario: a delivery
// that only names its container (the service's minimal payload) has already failed all but its last attempt;
// its last attempt meets the service down, so it is marked failed. Once the service is back, an admin's retry
// puts it back in the queue and it applies the container as the service now has it. Another workspace's
// failed delivery is left alone. Only the session lookup is replaced.
import { randomUUID } from "node:crypto";

import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { drainInbox } from "@/lib/testing/drain-inbox";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const retryRoute = await import("@/app/api/admin/webhooks/retry/route");

const APP = "http://127.0.0.1:3000";
const world = backfilledWorkspace({ containers: 40, roles: ["admin"] });

// Every integration file talks to its simulator with the same key, so all share one request budget in the
// database; the earlier files' backfills may have spent this minute's background share. This test's fetches
// (each retried against the outage) start from a whole budget instead of waiting out the window.
beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const { env } = await import("@/lib/env.mjs");
  const { accountOf } = await import("@/lib/server/budget/budget");
  const account = accountOf(env.SIMULATOR_KEY);
  await db.$executeRaw`DELETE FROM upstream_grants WHERE account = ${account}`;
  await db.$executeRaw`DELETE FROM upstream_pauses WHERE account = ${account}`;
});

async function simControl(
  path: string,
  method: "POST" | "DELETE",
  body: unknown = {},
): Promise<{ status: number; body: unknown }> {
  const response = await world.sim.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** A container.updated delivery that carries only a transport event pointing at the container. */
function minimalDelivery(notificationId: string, containerUpstreamId: string): string {
  const eventId = randomUUID();
  return JSON.stringify({
    data: {
      id: notificationId,
      type: "webhook_notification",
      attributes: {
        id: notificationId,
        event: "container.updated",
        delivery_status: "pending",
        created_at: new Date().toISOString(),
      },
      relationships: { reference_object: { data: { type: "transport_event", id: eventId } } },
    },
    included: [
      {
        id: eventId,
        type: "transport_event",
        attributes: { event: "container.updated" },
        relationships: { container: { data: { type: "container", id: containerUpstreamId } } },
      },
    ],
  });
}

async function processAll(): Promise<void> {
  await drainInbox(world.workspaceId);
}

function retry(user: SessionUser): Promise<Response> {
  session.user = user;
  const request = new NextRequest(`${APP}/api/admin/webhooks/retry`, {
    method: "POST",
    headers: { host: "127.0.0.1:3000", origin: APP },
  });
  return retryRoute.POST(request, { params: Promise.resolve({}) });
}

describe("retrying failed webhook deliveries", () => {
  it("puts the workspace's failed deliveries back in the queue, and they apply once the service answers", async () => {
    const { db } = await import("@/lib/server/db");
    const { MAX_ATTEMPTS } = await import("@/lib/server/webhooks/process");
    const workspaceId = world.workspaceId;
    const admin = await db.user.findFirstOrThrow({ where: { workspaceId }, include: { workspace: true } });
    const signedIn: SessionUser = {
      id: admin.id,
      email: admin.email,
      name: null,
      role: "admin",
      workspaceId,
      workspaceName: admin.workspace.name,
    };

    // The appointment the service will have: one this box does not have yet (any box still being tracked).
    const appointment = "2026-12-01T16:30:00.000Z";
    let target: { id: string; upstreamId: string } | null = null;
    for (const candidate of await db.container.findMany({
      where: { workspaceId, pickupAppointmentAt: null },
      orderBy: { number: "asc" },
    })) {
      const set = await simControl(`/_sim/containers/${candidate.number}`, "POST", {
        pickup_appointment_at: appointment,
      });
      const applied = (set.body as { data?: { attributes?: { pickup_appointment_at?: string | null } } }).data
        ?.attributes?.pickup_appointment_at;
      if (set.status === 200 && applied && new Date(applied).toISOString() === appointment) {
        target = candidate;
        break;
      }
    }
    if (!target) throw new Error("no box of the simulated world took an appointment");

    const notificationId = `retry-${randomUUID()}`;
    await db.webhookInbox.create({
      data: {
        workspaceId,
        notificationId,
        body: minimalDelivery(notificationId, target.upstreamId),
        // A minimal delivery waits in the follow-up lane for its read (webhooks/process.ts): its last try is next.
        status: "follow_up",
        attempts: MAX_ATTEMPTS - 1,
      },
    });
    // Another workspace's failed delivery: an admin's retry here must not touch it.
    const other = (await createTestWorkspace(["admin"])).workspace.id;
    const otherRow = await db.webhookInbox.create({
      data: {
        workspaceId: other,
        notificationId: `other-${randomUUID()}`,
        body: "{}",
        status: "failed",
        attempts: MAX_ATTEMPTS,
        lastError: "kept",
      },
    });

    await simControl("/_sim/faults", "POST", { outage: true });
    try {
      await processAll();
    } finally {
      await simControl("/_sim/faults", "DELETE");
    }
    const failed = await db.webhookInbox.findUniqueOrThrow({
      where: { workspaceId_notificationId: { workspaceId, notificationId } },
    });
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(failed.lastError).not.toBeNull();
    expect((await db.container.findUniqueOrThrow({ where: { id: target.id } })).pickupAppointmentAt).toBeNull();

    // A dispatcher cannot retry; an admin can, and only their own workspace's.
    expect((await retry({ ...signedIn, role: "dispatcher" })).status).toBe(403);
    const response = await retry(signedIn);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ retried: 1 });
    expect(await db.webhookInbox.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "pending",
      attempts: 0,
    });
    expect(await db.webhookInbox.findUniqueOrThrow({ where: { id: otherRow.id } })).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "kept",
    });

    await processAll();
    expect(await db.webhookInbox.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      status: "processed",
      attempts: 1,
    });
    expect(
      (await db.container.findUniqueOrThrow({ where: { id: target.id } })).pickupAppointmentAt?.toISOString(),
    ).toBe(appointment);
    // Nothing failed is left to retry.
    expect(await (await retry(signedIn)).json()).toEqual({ retried: 0 });
  });
});
