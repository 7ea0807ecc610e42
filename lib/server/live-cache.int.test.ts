import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { drainInbox } from "@/lib/testing/drain-inbox";
import { serveDuringTests } from "@/lib/testing/serve-during-tests";
import { sharedAvailable } from "@/lib/testing/shared-contract";
import { SIM_START } from "@/lib/testing/sim-start";
import { startSimulator } from "@/simulator/testing";

// The live cache end to end against an in-process simulator on a free port: backfill through the
// shared budget, the containers API, signed webhook intake, duplicates, reordering and the real examples.
const sim = startSimulator({ containers: 150, start: SIM_START, speed: 0 });
serveDuringTests(sim);

async function secretFor(workspaceId: string): Promise<string> {
  const { encryptSecret } = await import("@/lib/server/crypto");
  const { db } = await import("@/lib/server/db");
  const { forgetSecrets } = await import("@/lib/server/webhooks/inbox");
  const secret = `whsec_${workspaceId.slice(0, 8)}`;
  await db.workspaceSync.upsert({
    where: { workspaceId },
    create: { workspaceId, webhookSecretCiphertext: encryptSecret(secret), webhookUpstreamId: "test" },
    update: { webhookSecretCiphertext: encryptSecret(secret) },
  });
  forgetSecrets();
  return secret;
}

describe("live container cache", () => {
  it("backfills within ceil(containers/100) + ceil(shipments/100) + 10 requests and serves the board from PostgreSQL", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const { syncLists } = await import("@/lib/server/sync/lists");
    const { listContainers } = await import("@/lib/server/containers/query");
    const { containersQuerySchema } = await import("@/lib/validations/containers-query");
    const result = await syncLists(workspace.id, { ref: "backfill", backfill: true });
    const state = (await (await sim.request("/_sim/state")).json()) as Record<string, unknown>;
    expect(result.containers).toBeGreaterThan(100);
    const shipments = Math.ceil(result.containers / 2.9);
    expect(result.requests).toBeLessThanOrEqual(Math.ceil(result.containers / 100) + Math.ceil(shipments / 100) + 10);
    expect(state).toBeTruthy();
    const page = await listContainers(workspace.id, containersQuerySchema.parse({ limit: "20" }));
    // Every box is cached; the board leaves out the returned ones.
    const { db } = await import("@/lib/server/db");
    const returned = await db.container.count({ where: { workspaceId: workspace.id, bucket: "done" } });
    expect(await db.container.count({ where: { workspaceId: workspace.id } })).toBe(result.containers);
    expect(page.total).toBe(result.containers - returned);
    expect(page.data).toHaveLength(20);
    expect(page.nextCursor).not.toBeNull();
    expect(page.now).toBe(new Date(SIM_START).toISOString());
    expect(Object.values(page.bucketCounts).reduce((a, b) => a + (b ?? 0), 0)).toBe(result.containers - returned);
    const past = await listContainers(workspace.id, containersQuerySchema.parse({ bucket: "past_lfd" }));
    expect(past.data.every((row) => row.bucket === "past_lfd" && (row.lfd.daysLeft ?? 0) < 0)).toBe(true);
    // A second sweep changes nothing.
    expect((await syncLists(workspace.id, { ref: "sweep" })).changed).toBe(0);
  });

  it("refuses missing, bad and tampered signatures and stores nothing", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const secret = await secretFor(workspace.id);
    const { receiveDelivery } = await import("@/lib/server/webhooks/inbox");
    const { signatureOf } = await import("@/lib/server/webhooks/verify");
    const { db } = await import("@/lib/server/db");
    const body = Buffer.from(
      JSON.stringify({
        data: {
          id: "sig-test",
          type: "webhook_notification",
          attributes: { event: "container.updated", created_at: "2026-03-05T15:00:00Z" },
        },
        included: [],
      }),
    );
    expect((await receiveDelivery(body, null)).status).toBe(401);
    expect((await receiveDelivery(body, "0".repeat(64))).status).toBe(401);
    const tampered = Buffer.from(body.toString().replace("sig-test", "sig-tamp"));
    expect((await receiveDelivery(tampered, signatureOf(secret, body))).status).toBe(401);
    expect(await db.webhookInbox.count({ where: { workspaceId: workspace.id } })).toBe(0);
    expect((await receiveDelivery(body, signatureOf(secret, body))).status).toBe(200);
    expect(await db.webhookInbox.count({ where: { workspaceId: workspace.id } })).toBe(1);
  });

  it("processes a duplicate once and never lets an older delivery overwrite newer data", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const secret = await secretFor(workspace.id);
    const { syncLists } = await import("@/lib/server/sync/lists");
    await syncLists(workspace.id, { ref: "backfill", backfill: true });
    const { db } = await import("@/lib/server/db");
    const { receiveDelivery } = await import("@/lib/server/webhooks/inbox");
    const { signatureOf } = await import("@/lib/server/webhooks/verify");
    // The box must not already be in either status the deliveries set, or no change is recorded (the simulated
    // clock decides which boxes are picked up, so pick by the property the test needs).
    const row = await db.container.findFirstOrThrow({
      where: {
        workspaceId: workspace.id,
        currentStatus: { notIn: ["picked_up", "available"] },
        NOT: { currentStatus: null },
      },
    });
    const raw = row.raw as {
      id: string;
      type: string;
      attributes: Record<string, unknown>;
      relationships: Record<string, unknown>;
    };
    const delivery = (id: string, createdAt: string, status: string) => {
      const body = Buffer.from(
        JSON.stringify({
          data: {
            id,
            type: "webhook_notification",
            attributes: { id, event: "container.updated", delivery_status: "pending", created_at: createdAt },
            relationships: {},
          },
          included: [{ ...raw, attributes: { ...raw.attributes, current_status: status } }],
        }),
      );
      return receiveDelivery(body, signatureOf(secret, body));
    };
    // Newer first, then the older one arrives late, then the newer again (duplicate).
    expect(await delivery("n-new", "2030-01-02T00:00:00Z", "picked_up")).toMatchObject({
      status: 200,
      duplicate: false,
    });
    await drainInbox(workspace.id);
    expect(await delivery("n-old", "2030-01-01T00:00:00Z", "available")).toMatchObject({
      status: 200,
      duplicate: false,
    });
    expect(await delivery("n-new", "2030-01-02T00:00:00Z", "picked_up")).toMatchObject({
      status: 200,
      duplicate: true,
    });
    await drainInbox(workspace.id);
    const after = await db.container.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.currentStatus).toBe("picked_up");
    const inbox = await db.webhookInbox.findMany({ where: { workspaceId: workspace.id } });
    expect(inbox.map((item) => item.status).sort()).toEqual(["processed", "processed"]);
    const history = await db.containerChange.findMany({
      where: {
        workspaceId: workspace.id,
        containerUpstreamId: row.upstreamId,
        field: "current_status",
        kind: "change",
      },
    });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      oldValue: row.currentStatus,
      newValue: "picked_up",
      source: "webhook",
      sourceRef: "n-new container.updated",
    });
    // The older delivery is kept at its own time as evidence, until the change the history already holds.
    const late = await db.containerChange.findMany({
      where: { workspaceId: workspace.id, containerUpstreamId: row.upstreamId, kind: { in: ["late", "late_end"] } },
      orderBy: [{ observedAt: "asc" }, { id: "asc" }],
    });
    expect(late.map((item) => [item.kind, item.observedAt.toISOString(), item.oldValue, item.newValue])).toEqual([
      ["late", "2030-01-01T00:00:00.000Z", row.currentStatus, "available"],
      ["late_end", "2030-01-01T23:59:59.999Z", "available", row.currentStatus],
    ]);
  });

  it("never lets an older delivery win after a newer one that confirmed the cached state", async () => {
    const { workspace } = await createTestWorkspace(["admin"]);
    const secret = await secretFor(workspace.id);
    const { syncLists } = await import("@/lib/server/sync/lists");
    await syncLists(workspace.id, { ref: "backfill", backfill: true });
    const { db } = await import("@/lib/server/db");
    const { receiveDelivery } = await import("@/lib/server/webhooks/inbox");
    const { signatureOf } = await import("@/lib/server/webhooks/verify");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId: workspace.id, currentStatus: { not: null } },
      orderBy: { number: "asc" },
    });
    const raw = row.raw as {
      id: string;
      type: string;
      attributes: Record<string, unknown>;
      relationships: Record<string, unknown>;
    };
    const send = (id: string, createdAt: string, attributes: Record<string, unknown>) => {
      const body = Buffer.from(
        JSON.stringify({
          data: {
            id,
            type: "webhook_notification",
            attributes: { id, event: "container.updated", delivery_status: "pending", created_at: createdAt },
            relationships: {},
          },
          included: [{ ...raw, attributes }],
        }),
      );
      return receiveDelivery(body, signatureOf(secret, body));
    };
    // The newer delivery repeats what the cache holds; the older one, arriving after it, differs.
    await send("same-new", "2030-01-02T00:00:00Z", raw.attributes);
    await drainInbox(workspace.id);
    await send("diff-old", "2030-01-01T00:00:00Z", {
      ...raw.attributes,
      current_status: row.currentStatus === "picked_up" ? "available" : "picked_up",
    });
    await drainInbox(workspace.id);
    const after = await db.container.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.currentStatus).toBe(row.currentStatus);
    expect(after.observedAt.toISOString()).toBe("2030-01-02T00:00:00.000Z");
  });

  const examples = path.resolve(process.cwd(), "..", "shared", "upstream", "examples", "webhook_notifications");
  const haveExamples = sharedAvailable(examples, "live cache, the real webhook examples");
  it.skipIf(!haveExamples)("applies every real example payload of each event family", async () => {
    const { applyNotification } = await import("@/lib/server/webhooks/apply");
    const { db } = await import("@/lib/server/db");
    type Resource = { id: string; type: string; attributes: Record<string, unknown> };
    const instant = (value: unknown) => (typeof value === "string" ? Date.parse(value) : null);
    for (const file of readdirSync(examples).filter((name) => name.endsWith(".json") && !name.startsWith("_"))) {
      // Each payload in a workspace of its own (no users: hashing passwords was most of the time), so what is
      // asserted is that payload's effect alone.
      const { workspace } = await createTestWorkspace([]);
      const where = (upstreamId: string) => ({ workspaceId: workspace.id, upstreamId });
      const body = readFileSync(path.join(examples, file), "utf8");
      const parsed = JSON.parse(body) as { data: { id: string }; included?: Resource[] };
      const outcome = await applyNotification(workspace.id, parsed.data.id, body);
      expect(outcome.event, file).toBe(file.replace(/\.json$/, ""));
      // Every resource the payload carries is in the cache with the payload's values.
      for (const resource of parsed.included ?? []) {
        const a = resource.attributes;
        const label = `${file}: ${resource.type} ${resource.id}`;
        if (resource.type === "container") {
          const row = await db.container.findUnique({ where: { workspaceId_upstreamId: where(resource.id) } });
          expect(row?.number, label).toBe(a["number"]);
          if ("available_for_pickup" in a)
            expect(row?.availableForPickup ?? null, label).toBe(a["available_for_pickup"] ?? null);
          if ("pickup_appointment_at" in a)
            expect(row?.pickupAppointmentAt?.getTime() ?? null, label).toBe(instant(a["pickup_appointment_at"]));
          if (Array.isArray(a["holds_at_pod_terminal"]))
            expect(row?.holdNames, label).toEqual(
              (a["holds_at_pod_terminal"] as Array<{ name: string }>).map((h) => h.name),
            );
        }
        if (resource.type === "shipment") {
          const row = await db.shipment.findUnique({ where: { workspaceId_upstreamId: where(resource.id) } });
          expect(row, label).not.toBeNull();
          if ("pod_eta_at" in a) expect(row?.podEtaAt?.getTime() ?? null, label).toBe(instant(a["pod_eta_at"]));
        }
        if (resource.type === "transport_event") {
          const row = await db.transportEvent.findUnique({ where: { workspaceId_upstreamId: where(resource.id) } });
          expect(row?.event, label).toBe(a["event"]);
        }
        if (resource.type === "tracking_request") {
          const row = await db.trackingRequest.findUnique({ where: { workspaceId_upstreamId: where(resource.id) } });
          expect(row?.status, label).toBe(a["status"]);
          if ("failed_reason" in a) expect(row?.failedReason ?? null, label).toBe(a["failed_reason"] ?? null);
        }
        if (resource.type === "document") {
          expect(
            await db.document.count({ where: { workspaceId: workspace.id, upstreamId: resource.id } }),
            label,
          ).toBe(1);
        }
      }
    }
  });
});
