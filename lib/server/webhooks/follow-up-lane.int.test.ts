import { describe, expect, it } from "vitest";

import { jsonRequired } from "@/lib/server/cache/json";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

// A minimal notification (a transport event naming its box, the box itself not included) needs a read from the
// service, which may wait minutes for the background budget. It must not hold up the deliveries behind it: the
// inbox lane applies what deliveries carry and hands such a one to the follow-up lane. Here the service answers
// nothing but errors while the inbox lane runs, so a call from that lane would show as a failed delivery.
const fixture = backfilledWorkspace({ containers: 40, roles: ["admin"] });

type Raw = { id: string; type: string; attributes: Record<string, unknown>; relationships: Record<string, unknown> };

async function deliverer(workspaceId: string) {
  const { db } = await import("@/lib/server/db");
  const { encryptSecret } = await import("@/lib/server/crypto");
  const { forgetSecrets, receiveDelivery } = await import("@/lib/server/webhooks/inbox");
  const { signatureOf } = await import("@/lib/server/webhooks/verify");
  const secret = `whsec_lane_${workspaceId.slice(0, 8)}`;
  await db.workspaceSync.update({
    where: { workspaceId },
    data: { webhookSecretCiphertext: encryptSecret(secret), webhookUpstreamId: "lane-test" },
  });
  forgetSecrets();
  return async (id: string, event: string, createdAt: string, included: Raw[], reference: Raw): Promise<void> => {
    const body = Buffer.from(
      JSON.stringify({
        data: {
          id,
          type: "webhook_notification",
          attributes: { id, event, delivery_status: "pending", created_at: createdAt },
          relationships: { reference_object: { data: { id: reference.id, type: reference.type } } },
        },
        included,
      }),
    );
    expect((await receiveDelivery(body, signatureOf(secret, body))).status).toBe(200);
  };
}

describe("the webhook inbox's two lanes", () => {
  it("applies a full delivery behind a minimal one without calling the service, then reads the minimal one's box", async () => {
    const workspaceId = fixture.workspaceId;
    const { db } = await import("@/lib/server/db");
    const { processFollowUps, processInboxBatch } = await import("@/lib/server/webhooks/process");
    const [first, second] = await db.container.findMany({
      where: { workspaceId, podDischargedAt: { not: null }, podFullOutAt: null, finalDestinationTimezone: null },
      orderBy: { number: "asc" },
      take: 2,
    });
    if (!first || !second) throw new Error("the simulated world has fewer than two boxes at a terminal");
    const clock = await fixture.control<{ now: string }>("/_sim/clock");
    const later = new Date(Date.parse(clock.now) + 60_000).toISOString();
    // The cache has an older state of the first box than the service: only a read of the box can correct it.
    const truth = (
      (await (
        await fixture.sim.request(`/v2/containers/${first.upstreamId}`, {
          headers: { Authorization: "Token sim_paid_key" },
        })
      ).json()) as { data: Raw }
    ).data.attributes;
    const stale = truth["current_status"] === "picked_up" ? "available" : "picked_up";
    const firstRaw = first.raw as Raw;
    await db.container.update({
      where: { id: first.id },
      data: {
        currentStatus: stale,
        raw: jsonRequired({ ...firstRaw, attributes: { ...firstRaw.attributes, current_status: stale } }),
      },
    });
    await fixture.control("/_sim/clock", { advance: "PT2M" });

    const send = await deliverer(workspaceId);
    const event: Raw = {
      id: `te-${first.upstreamId}`,
      type: "transport_event",
      attributes: { event: "container.transport.available", timestamp: later },
      relationships: { container: { data: { id: first.upstreamId, type: "container" } } },
    };
    await send("lane-minimal", "container.transport.available", later, [event], event);
    const raw = second.raw as Raw;
    const moved: Raw = { ...raw, attributes: { ...raw.attributes, pickup_appointment_at: "2026-12-03T08:00:00.000Z" } };
    await send("lane-full", "container.pickup_appointment.changed", later, [moved], moved);

    await fixture.control("/_sim/faults", { outage: true });
    try {
      expect(await processInboxBatch(50, workspaceId)).toBe(2);
    } finally {
      await fixture.control("/_sim/faults", { outage: false });
    }
    const rows = await db.webhookInbox.findMany({ where: { workspaceId }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.notificationId, row.status, row.lastError])).toEqual([
      ["lane-minimal", "follow_up", null],
      ["lane-full", "processed", null],
    ]);
    const behind = await db.container.findUniqueOrThrow({ where: { id: second.id } });
    expect(behind.pickupAppointmentAt?.toISOString()).toBe("2026-12-03T08:00:00.000Z");
    expect((await db.container.findUniqueOrThrow({ where: { id: first.id } })).currentStatus).toBe(stale);

    // The follow-up lane reads the box from the service.
    expect(await processFollowUps(10, workspaceId)).toBe(1);
    expect(await processFollowUps(10, workspaceId)).toBe(0);
    const read = await db.webhookInbox.findFirstOrThrow({ where: { workspaceId, notificationId: "lane-minimal" } });
    expect(read).toMatchObject({ status: "processed", attempts: 1 });
    const after = await db.container.findUniqueOrThrow({ where: { id: first.id } });
    expect(after.currentStatus).toBe(truth["current_status"]);
  });
});
