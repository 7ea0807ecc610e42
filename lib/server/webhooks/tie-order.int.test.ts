import { describe, expect, it } from "vitest";

import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

// Two notifications of one box stamped with the same second (the service stamps to the second and delivers
// concurrently, so a box's creation and a change a moment later can arrive in either order). Which is newer
// cannot be read from them: the app must end in the service's state, whatever the delivery and processing
// order. Before, the later-delivered one won: a box created and then given a hold reverted to its creation
// state when the creation was delivered last, and stayed so until the next sweep. Now the disagreement marks
// the box, and a worker reads it from the service (sync/settle.ts).
const fixture = backfilledWorkspace({ containers: 40, roles: ["admin"] });

type Raw = { id: string; type: string; attributes: Record<string, unknown>; relationships: Record<string, unknown> };
type Box = { id: string; upstreamId: string; number: string; raw: Raw };

async function simPost(path: string, body: unknown): Promise<void> {
  const { env } = await import("@/lib/env.mjs");
  const response = await fetch(`${env.SIMULATOR_URL.replace(/\/v2$/, "")}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

async function simSecond(): Promise<string> {
  const { env } = await import("@/lib/env.mjs");
  const response = await fetch(`${env.SIMULATOR_URL.replace(/\/v2$/, "")}/_sim/clock`);
  const { now } = (await response.json()) as { now: string };
  return now.replace(/\.\d{3}Z$/, "Z");
}

/** Three boxes still at their terminal, so an appointment can be set on them. */
async function boxesAtTerminal(workspaceId: string): Promise<[Box, Box, Box]> {
  const { db } = await import("@/lib/server/db");
  const rows = await db.container.findMany({
    where: {
      workspaceId,
      podDischargedAt: { not: null },
      podFullOutAt: null,
      finalDestinationTimezone: null,
      lineTrackingStoppedAt: null,
    },
    orderBy: { number: "asc" },
    take: 3,
  });
  const [first, second, third] = rows.map((row) => ({
    id: row.id,
    upstreamId: row.upstreamId,
    number: row.number,
    raw: row.raw as Raw,
  }));
  if (!first || !second || !third) throw new Error("the simulated world has fewer than three boxes at a terminal");
  return [first, second, third];
}

async function setUp(workspaceId: string) {
  const { db } = await import("@/lib/server/db");
  const { encryptSecret } = await import("@/lib/server/crypto");
  const { forgetSecrets, receiveDelivery } = await import("@/lib/server/webhooks/inbox");
  const { signatureOf } = await import("@/lib/server/webhooks/verify");
  const secret = `whsec_tie_${workspaceId.slice(0, 8)}`;
  await db.workspaceSync.update({
    where: { workspaceId },
    data: { webhookSecretCiphertext: encryptSecret(secret), webhookUpstreamId: "tie-test" },
  });
  forgetSecrets();
  const stamp = await simSecond();
  /** Delivers the box's state with `appointment`, stamped with this second; returns its inbox row id. */
  return async (box: Box, id: string, event: string, appointment: string | null): Promise<bigint> => {
    const body = Buffer.from(
      JSON.stringify({
        data: {
          id,
          type: "webhook_notification",
          attributes: { id, event, delivery_status: "pending", created_at: stamp },
          relationships: {},
        },
        included: [{ ...box.raw, attributes: { ...box.raw.attributes, pickup_appointment_at: appointment } }],
      }),
    );
    expect(await receiveDelivery(body, signatureOf(secret, body))).toMatchObject({ status: 200, duplicate: false });
    const row = await db.webhookInbox.findFirstOrThrow({ where: { workspaceId, notificationId: id } });
    return row.id;
  };
}

/**
 * Two seconds pass, on the service's (frozen) clock and for the box's mark (a mark is read a second after it
 * was made), without waiting for them.
 */
async function secondPassed(box: Box): Promise<void> {
  const { db } = await import("@/lib/server/db");
  const { resetClock } = await import("@/lib/server/clock");
  await simPost("/_sim/clock", { advance: "PT2S" });
  resetClock();
  await db.$executeRaw`UPDATE containers SET settle_requested_at = settle_requested_at - interval '2 seconds'
    WHERE id = ${box.id}::uuid AND settle_requested_at IS NOT NULL`;
}

async function appointmentOf(box: Box): Promise<string | null> {
  const { db } = await import("@/lib/server/db");
  const row = await db.container.findUniqueOrThrow({ where: { id: box.id } });
  return row.pickupAppointmentAt?.toISOString() ?? null;
}

describe("deliveries of one box stamped with the same second", () => {
  it("end in the service's state when the creation is delivered after the change", async () => {
    const workspaceId = fixture.workspaceId;
    const { processInboxBatch } = await import("@/lib/server/webhooks/process");
    const [box] = await boxesAtTerminal(workspaceId);
    const send = await setUp(workspaceId);
    // The service's truth: the box was given an appointment after it was created.
    const appointment = "2026-12-01T09:30:00.000Z";
    await simPost(`/_sim/containers/${box.number}`, { pickup_appointment_at: appointment });

    await send(box, "late-updated", "container.pickup_appointment.changed", appointment);
    await send(box, "late-created", "container.created", null);
    await drain(processInboxBatch, workspaceId);
    const { db } = await import("@/lib/server/db");
    const marked = await db.container.findUniqueOrThrow({ where: { id: box.id } });
    expect(marked.settleRequestedAt).not.toBeNull();

    // A worker reads the box the two deliveries disagreed on, once that second is surely over.
    const { settleMarked } = await import("@/lib/server/sync/settle");
    expect(await settleMarked({ workspaceId })).toBe(0);
    await secondPassed(box);
    expect(await settleMarked({ workspaceId })).toBe(1);

    expect(await appointmentOf(box)).toBe(appointment);
    const row = await db.container.findUniqueOrThrow({ where: { id: box.id } });
    expect(row.settleRequestedAt).toBeNull();
    expect(row.fetchedAt).not.toBeNull();
    expect(await settleMarked({ workspaceId })).toBe(0);
  });

  it("end in the service's state when processed in reverse order", async () => {
    const workspaceId = fixture.workspaceId;
    const { db } = await import("@/lib/server/db");
    const { processInboxBatch } = await import("@/lib/server/webhooks/process");
    const [, box] = await boxesAtTerminal(workspaceId);
    const send = await setUp(workspaceId);
    const appointment = "2026-12-02T14:00:00.000Z";
    await simPost(`/_sim/containers/${box.number}`, { pickup_appointment_at: appointment });

    // Delivered in order (the creation, then the change), processed in reverse: the creation is held back.
    const created = await send(box, "tie-created", "container.created", null);
    await send(box, "tie-updated", "container.pickup_appointment.changed", appointment);
    await db.webhookInbox.update({ where: { id: created }, data: { nextAttemptAt: new Date(Date.now() + 3_600_000) } });
    await drain(processInboxBatch, workspaceId);
    expect(await appointmentOf(box)).toBe(appointment);
    await db.webhookInbox.update({ where: { id: created }, data: { nextAttemptAt: new Date() } });
    await drain(processInboxBatch, workspaceId);
    await secondPassed(box);
    const { settleMarked } = await import("@/lib/server/sync/settle");
    await settleMarked({ workspaceId });

    expect(await appointmentOf(box)).toBe(appointment);
    // The history holds the change once and no revert.
    const changes = await db.containerChange.findMany({
      where: { workspaceId, containerUpstreamId: box.upstreamId, field: "pickup_appointment_at", kind: "change" },
    });
    expect(changes.map((change) => change.newValue)).toEqual([appointment]);
  });

  it("end in the service's state when a read made within the second came before the delivery's event", async () => {
    const workspaceId = fixture.workspaceId;
    const { db } = await import("@/lib/server/db");
    const { processInboxBatch } = await import("@/lib/server/webhooks/process");
    const [, , box] = await boxesAtTerminal(workspaceId);
    const send = await setUp(workspaceId);
    const stamp = new Date(await simSecond());
    // What is stored was read half a second into the second, before the event this delivery reports.
    const before = await appointmentOf(box);
    await db.container.update({
      where: { id: box.id },
      data: { observedAt: new Date(stamp.getTime() + 500), observedSeq: null },
    });
    const appointment = "2026-12-03T07:15:00.000Z";
    await simPost(`/_sim/containers/${box.number}`, { pickup_appointment_at: appointment });

    await send(box, "read-then-updated", "container.pickup_appointment.changed", appointment);
    await drain(processInboxBatch, workspaceId);
    // The delivery's stamp is earlier than the read, so it is not applied over it; the box is read again.
    expect(await appointmentOf(box)).toBe(before);
    await secondPassed(box);
    const { settleMarked } = await import("@/lib/server/sync/settle");
    expect(await settleMarked({ workspaceId })).toBe(1);

    expect(await appointmentOf(box)).toBe(appointment);
  });
});

/** Processes whatever of this workspace's inbox is due, until nothing is. */
async function drain(processBatch: (limit?: number) => Promise<number>, workspaceId: string): Promise<void> {
  const { db } = await import("@/lib/server/db");
  while ((await processBatch(50)) > 0) {
    // until nothing is due
  }
  expect(
    await db.webhookInbox.count({ where: { workspaceId, status: "processing", nextAttemptAt: { lte: new Date() } } }),
  ).toBe(0);
}
