import { describe, expect, it } from "vitest";

import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

// Two notifications stamped with the same instant (a box created and updated within one millisecond, as the
// service stamps them): whichever order the workers process them in, the later delivery's state is what stays.
// Before the tie-break, equal instants both applied and the one processed last won: a box reverted to its
// creation state.
const fixture = backfilledWorkspace({ containers: 40, roles: ["admin"] });
const SAME_INSTANT = "2030-01-01T00:00:00.000Z";

type Raw = { id: string; type: string; attributes: Record<string, unknown>; relationships: Record<string, unknown> };

describe("deliveries stamped with the same instant", () => {
  it("end in the later delivery's state when processed in reverse order", async () => {
    const workspaceId = fixture.workspaceId;
    const { db } = await import("@/lib/server/db");
    const { encryptSecret } = await import("@/lib/server/crypto");
    const { forgetSecrets, receiveDelivery } = await import("@/lib/server/webhooks/inbox");
    const { signatureOf } = await import("@/lib/server/webhooks/verify");
    const { processInboxBatch } = await import("@/lib/server/webhooks/process");
    const secret = `whsec_tie_${workspaceId.slice(0, 8)}`;
    await db.workspaceSync.update({
      where: { workspaceId },
      data: { webhookSecretCiphertext: encryptSecret(secret), webhookUpstreamId: "tie-test" },
    });
    forgetSecrets();

    const row = await db.container.findFirstOrThrow({ where: { workspaceId }, orderBy: { number: "asc" } });
    const raw = row.raw as Raw;
    const send = async (id: string, event: string, appointment: string | null) => {
      const body = Buffer.from(
        JSON.stringify({
          data: {
            id,
            type: "webhook_notification",
            attributes: { id, event, delivery_status: "pending", created_at: SAME_INSTANT },
            relationships: {},
          },
          included: [{ ...raw, attributes: { ...raw.attributes, pickup_appointment_at: appointment } }],
        }),
      );
      expect(await receiveDelivery(body, signatureOf(secret, body))).toMatchObject({ status: 200, duplicate: false });
    };
    // Delivered in this order: the creation state, then the update that set an appointment.
    await send("tie-created", "container.created", null);
    await send("tie-updated", "container.pickup_appointment.changed", "2030-01-03T09:30:00.000Z");
    const [created, updated] = await db.webhookInbox.findMany({ where: { workspaceId }, orderBy: { id: "asc" } });
    if (!created || !updated) throw new Error("both deliveries should be in the inbox");
    expect([created.notificationId, updated.notificationId]).toEqual(["tie-created", "tie-updated"]);

    // Processed in reverse: the update first (the creation is held back), then the creation.
    await db.webhookInbox.update({
      where: { id: created.id },
      data: { nextAttemptAt: new Date(Date.now() + 3_600_000) },
    });
    await drain(processInboxBatch, workspaceId);
    expect((await db.container.findUniqueOrThrow({ where: { id: row.id } })).pickupAppointmentAt?.toISOString()).toBe(
      "2030-01-03T09:30:00.000Z",
    );
    await db.webhookInbox.update({ where: { id: created.id }, data: { nextAttemptAt: new Date() } });
    await drain(processInboxBatch, workspaceId);

    const after = await db.container.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.pickupAppointmentAt?.toISOString()).toBe("2030-01-03T09:30:00.000Z");
    expect(after.observedAt.toISOString()).toBe(SAME_INSTANT);
    const inbox = await db.webhookInbox.findMany({ where: { workspaceId }, orderBy: { id: "asc" } });
    expect(inbox.map((item) => [item.notificationId, item.status, item.lastError])).toEqual([
      ["tie-created", "processed", "older than the cache: not applied"],
      ["tie-updated", "processed", null],
    ]);
    // The history holds the update once and no revert.
    const changes = await db.containerChange.findMany({
      where: { workspaceId, containerUpstreamId: row.upstreamId, field: "pickup_appointment_at" },
    });
    expect(changes.map((change) => change.newValue)).toEqual(["2030-01-03T09:30:00.000Z"]);
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
