// GET /api/admin/webhooks through the real handler and database: an admin sees their own workspace's inbox
// counts by status and its failed deliveries, newest first, never another workspace's; other roles are refused.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import type { WebhookStatus } from "@/lib/shared/settings-api";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, errorOf, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const route = await import("@/app/api/admin/webhooks/route");

const world = { admin: "", dispatcher: "" };

beforeAll(async () => {
  const { workspace, users } = await createTestWorkspace(["admin", "dispatcher"]);
  [world.admin, world.dispatcher] = users.map((user) => user.id) as [string, string];
  const other = await createTestWorkspace(["admin"]);
  const delivery = (workspaceId: string, n: number, status: string, lastError: string | null = null) => ({
    workspaceId,
    notificationId: `n-${workspaceId.slice(0, 8)}-${n}`,
    event: "container.updated",
    body: "{}",
    status,
    attempts: status === "failed" ? 8 : 1,
    lastError,
  });
  // In id order: the second failure is the newer one.
  await db.webhookInbox.createMany({
    data: [
      delivery(workspace.id, 1, "processed"),
      delivery(workspace.id, 2, "processed"),
      delivery(workspace.id, 3, "failed", "first failure"),
      delivery(workspace.id, 4, "pending"),
      delivery(workspace.id, 5, "failed", "second failure"),
      delivery(other.workspace.id, 1, "failed", "another workspace"),
    ],
  });
});

afterEach(() => {
  session.user = null;
});

async function get(userId: string): Promise<Response> {
  session.user = await sessionUserOf(userId);
  return route.GET(appRequest("/api/admin/webhooks"), routeContext({}));
}

describe("GET /api/admin/webhooks", () => {
  it("counts the workspace's deliveries by status and lists its failures, newest first", async () => {
    const response = await get(world.admin);
    expect(response.status).toBe(200);
    const body = (await response.json()) as WebhookStatus;
    expect(body.inbox).toEqual({ processed: 2, pending: 1, failed: 2 });
    expect(body.failed.map((f) => f.lastError)).toEqual(["second failure", "first failure"]);
    expect(body.failed[0]).toMatchObject({ event: "container.updated", attempts: 8 });
    expect(typeof body.failed[0]?.id).toBe("string");
    expect(body.connected).toBe(false);
    expect(body.freshness).toEqual({
      lastSyncAt: null,
      upstreamReachable: true,
      upstreamDownSince: null,
      backfill: null,
    });
  });

  it("is for admins only", async () => {
    expect((await errorOf(await get(world.dispatcher))).status).toBe(403);
  });
});
