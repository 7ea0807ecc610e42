// Integration-test fixtures for alerts: container rows as the cache stores them (only what alerts read), a
// subscription for a user, and a clean slate of deliveries for each file.
import { randomUUID } from "node:crypto";

import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";

export async function createBox(workspaceId: string, overrides: Partial<Prisma.ContainerUncheckedCreateInput> = {}) {
  const suffix = randomUUID().replace(/-/g, "").slice(0, 7).toUpperCase();
  return db.container.create({
    data: {
      workspaceId,
      upstreamId: randomUUID(),
      number: `TEST${suffix}`,
      bucket: "not_available",
      bucketRank: 9,
      evaluatedAt: new Date(),
      raw: {},
      observedAt: new Date(),
      currentStatus: "not_available",
      podTimezone: "America/Los_Angeles",
      podDischargedAt: new Date(Date.now() - 3_600_000),
      terminalCheckedAt: new Date(),
      terminalName: "Pier 400",
      holds: [],
      fees: [],
      ...overrides,
    },
  });
}

export async function subscribe(
  workspaceId: string,
  userId: string,
  input: { kinds: string[]; scope?: string; viewId?: string | null; leadDays?: number | null; channels?: string[] },
) {
  // The preference row marks the user as set up, so role defaults are not added beside this subscription.
  await db.alertPreference.upsert({
    where: { userId },
    create: { userId, workspaceId, digestEnabled: false },
    update: {},
  });
  return db.alertSubscription.create({
    data: {
      workspaceId,
      userId,
      name: "test",
      kinds: input.kinds,
      scope: input.scope ?? "all",
      viewId: input.viewId ?? null,
      leadDays: input.leadDays ?? null,
      channels: input.channels ?? ["in_app", "email"],
    },
  });
}

/**
 * Integration files share one database and run one after another: deliveries another file left pending (on
 * purpose, or addressed to a receiver it has closed) are not this file's to send, and would be counted as its own.
 */
export async function settleOtherFilesDeliveries(): Promise<void> {
  await db.alertDelivery.updateMany({
    where: { status: { in: ["pending", "failed", "sending"] } },
    data: { status: "dead", lastError: "left by another test file" },
  });
}

/**
 * One pass of the alert pipeline as the worker runs it, at the simulator's `now`: the sweep's list sync,
 * re-evaluation, the changed boxes derived, the alerts fanned out. Loaded on call, so a file's module mocks
 * (the SMTP address) are in place first.
 */
export async function alertPass(workspaceId: string, now: Date): Promise<void> {
  const { syncLists } = await import("@/lib/server/sync/lists");
  const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
  const { deriveChangedBoxes } = await import("@/lib/server/alerts/derive-changed");
  const { fanOut } = await import("@/lib/server/alerts/fan-out");
  await syncLists(workspaceId, { ref: "sweep" });
  await recomputeWorkspace(workspaceId);
  await deriveChangedBoxes(workspaceId, now);
  await fanOut(workspaceId, now);
}
