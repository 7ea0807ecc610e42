// Real route handlers, real database: a write another origin causes is refused before it touches anything,
// and a JSON route reads nothing but JSON. The session lookup is replaced because it needs Next.js's request
// scope; everything after it (validation, database) is the real code. Every refused request here would have
// reached the database (or the tracking service) had it been let through.
import { randomUUID } from "node:crypto";

import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import type { SessionUser } from "@/lib/shared/session-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null, calls: 0 }));

// The real module loads next/navigation, which only runs inside Next.js; route handlers use requireUser alone.
vi.mock("@/lib/server/auth/session", () => ({
  requireUser: async () => {
    session.calls += 1;
    if (!session.user) throw new Error("test set no user");
    return session.user;
  },
}));

const { POST: createSavedView } = await import("@/app/api/saved-views/route");
const { DELETE: deleteSavedView } = await import("@/app/api/saved-views/[id]/route");
const { POST: createTracking } = await import("@/app/api/tracking-requests/route");
const { POST: stopTracking } = await import("@/app/api/shipments/[id]/stop-tracking/route");
const { POST: acceptInvite } = await import("@/app/api/invites/accept/route");
const { POST: nextAuthPost } = await import("@/app/api/auth/[...nextauth]/route");
const { POST: unknownApi } = await import("@/app/api/[...path]/route");

// The app as the browser addressed it; the attacker's page is on another port of the same host.
const APP = "http://127.0.0.1:3000";
const SAME_SITE_OTHER_PORT = "http://127.0.0.1:5173";

const world = { workspaceId: "", shipmentId: "", shipmentUpstreamId: "" };

beforeAll(async () => {
  world.workspaceId = (await createTestWorkspace(["dispatcher"])).workspace.id;
  world.shipmentUpstreamId = randomUUID();
  const shipment = await db.shipment.create({
    data: { workspaceId: world.workspaceId, upstreamId: world.shipmentUpstreamId, raw: {}, observedAt: new Date() },
  });
  world.shipmentId = shipment.id;
});

async function signInAsDispatcher(): Promise<SessionUser> {
  const user = await db.user.findFirstOrThrow({
    where: { workspaceId: world.workspaceId },
    include: { workspace: true },
  });
  session.user = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    workspaceId: user.workspaceId,
    workspaceName: user.workspace.name,
  };
  session.calls = 0;
  return session.user;
}

function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): NextRequest {
  return new NextRequest(`${APP}${path}`, {
    method: init.method ?? "POST",
    headers: { host: "127.0.0.1:3000", ...init.headers },
    body: init.body,
  });
}

function context<P>(params: P): { params: Promise<P> } {
  return { params: Promise.resolve(params) };
}

async function errorOf(response: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, code: body.error.code, message: body.error.message };
}

const HOSTILE: [string, Record<string, string>][] = [
  ["another site", { origin: "https://evil.example" }],
  ["the same host on another port", { origin: SAME_SITE_OTHER_PORT }],
  ["Origin: null", { origin: "null" }],
  ["no Origin but Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
];

afterEach(() => {
  session.user = null;
});

describe("cross-origin writes", () => {
  it.each(HOSTILE)("refuses a saved view created from %s, before reading the session", async (_label, headers) => {
    const user = await signInAsDispatcher();
    const body = JSON.stringify({ name: `csrf ${_label}`, query: "bucket=past_lfd" });
    const response = await createSavedView(
      request("/api/saved-views", { headers: { ...headers, "content-type": "application/json" }, body }),
      context({}),
    );
    expect(await errorOf(response)).toMatchObject({
      status: 403,
      code: "forbidden",
      message: expect.stringMatching(/cross-origin writes are refused/i),
    });
    expect(session.calls).toBe(0);
    expect(await db.savedView.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a tracking request sent as a text/plain form from the same host on another port", async () => {
    await signInAsDispatcher();
    const before = await db.trackingRequest.count({ where: { workspaceId: world.workspaceId } });
    // What <form enctype="text/plain"> makes of one field named {"items":[...],"x":" with the value "}]}.
    const body = '{"items":[{"requestType":"container","requestNumber":"MSCU1234565"}],"x":"="}';
    const response = await createTracking(
      request("/api/tracking-requests", { headers: { origin: SAME_SITE_OTHER_PORT }, body }),
      context({}),
    );
    expect((await errorOf(response)).status).toBe(403);
    expect(await db.trackingRequest.count({ where: { workspaceId: world.workspaceId } })).toBe(before);
  });

  it("refuses stopping a shipment's tracking from another origin, and the shipment stays tracked", async () => {
    await signInAsDispatcher();
    const id = world.shipmentUpstreamId;
    const attempts: Record<string, string>[] = [{ origin: SAME_SITE_OTHER_PORT }, { "sec-fetch-site": "cross-site" }];
    for (const headers of attempts) {
      const response = await stopTracking(request(`/api/shipments/${id}/stop-tracking`, { headers }), context({ id }));
      expect((await errorOf(response)).status).toBe(403);
    }
    expect(session.calls).toBe(0);
    expect((await db.shipment.findUniqueOrThrow({ where: { id: world.shipmentId } })).lineTrackingStoppedAt).toBeNull();
  });

  it("refuses deleting a saved view from another origin", async () => {
    const user = await signInAsDispatcher();
    const view = await db.savedView.create({
      data: { workspaceId: user.workspaceId, userId: user.id, name: "Keep me", nameKey: "keep me", query: "" },
    });
    const response = await deleteSavedView(
      request(`/api/saved-views/${view.id}`, { method: "DELETE", headers: { origin: "https://evil.example" } }),
      context({ id: view.id }),
    );
    expect((await errorOf(response)).status).toBe(403);
    expect(await db.savedView.count({ where: { id: view.id } })).toBe(1);
    await db.savedView.delete({ where: { id: view.id } });
  });

  it("refuses the unauthenticated writes too: sign-in, invitation acceptance, unknown API paths", async () => {
    const signIn = await nextAuthPost(
      request("/api/auth/callback/credentials", {
        headers: { origin: SAME_SITE_OTHER_PORT, "content-type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.test&password=x",
      }),
      context({ nextauth: ["callback", "credentials"] }),
    );
    expect((await errorOf(signIn)).status).toBe(403);
    const accept = await acceptInvite(
      request("/api/invites/accept", {
        headers: { origin: "null", "content-type": "application/json" },
        body: JSON.stringify({ token: "t".repeat(40), name: "X", password: "long-enough-password-1" }),
      }),
    );
    expect((await errorOf(accept)).status).toBe(403);
    const unknown = await unknownApi(
      request("/api/nothing-here", { headers: { origin: "https://evil.example" } }),
      context({ path: ["nothing-here"] }),
    );
    expect((await errorOf(unknown)).status).toBe(403);
  });
});

describe("same-origin writes", () => {
  it("creates a saved view from the app's own origin", async () => {
    const user = await signInAsDispatcher();
    const body = JSON.stringify({ name: "Mine", query: "bucket=ready" });
    const response = await createSavedView(
      request("/api/saved-views", { headers: { origin: APP, "content-type": "application/json" }, body }),
      context({}),
    );
    expect(response.status).toBe(201);
    expect(await db.savedView.count({ where: { userId: user.id, name: "Mine" } })).toBe(1);
    await db.savedView.deleteMany({ where: { userId: user.id } });
  });

  it("lets the invitation form through from the app's own origin (an unknown token is then the answer)", async () => {
    const response = await acceptInvite(
      request("/api/invites/accept", {
        headers: { origin: APP, "content-type": "application/json" },
        body: JSON.stringify({ token: "t".repeat(40), name: "X", password: "long-enough-password-1" }),
      }),
    );
    const { status, code } = await errorOf(response);
    expect(status).not.toBe(403);
    expect(code).not.toBe("forbidden");
    expect(status).toBeGreaterThanOrEqual(400);
  });

  it("lets a caller that is not a browser (no Origin, no Sec-Fetch-Site) through to the session check", async () => {
    const user = await signInAsDispatcher();
    const response = await createSavedView(
      request("/api/saved-views", {
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Script", query: "" }),
      }),
      context({}),
    );
    expect(response.status).toBe(201);
    expect(session.calls).toBe(1);
    await db.savedView.deleteMany({ where: { userId: user.id } });
  });

  it("refuses a JSON route's body sent as text/plain, even from the app's own origin (415)", async () => {
    const user = await signInAsDispatcher();
    const before = await db.trackingRequest.count({ where: { workspaceId: world.workspaceId } });
    const tracking = await createTracking(
      request("/api/tracking-requests", {
        headers: { origin: APP },
        body: '{"items":[{"requestType":"container","requestNumber":"MSCU1234565"}]}',
      }),
      context({}),
    );
    expect(await errorOf(tracking)).toMatchObject({ status: 415, code: "unsupported_media_type" });
    expect(await db.trackingRequest.count({ where: { workspaceId: world.workspaceId } })).toBe(before);
    const view = await createSavedView(
      request("/api/saved-views", {
        headers: { origin: APP, "content-type": "application/x-www-form-urlencoded" },
        body: "name=x&query=",
      }),
      context({}),
    );
    expect((await errorOf(view)).status).toBe(415);
    expect(await db.savedView.count({ where: { userId: user.id } })).toBe(0);
    const accept = await acceptInvite(
      request("/api/invites/accept", {
        headers: { origin: APP },
        body: JSON.stringify({ token: "t".repeat(40), name: "X", password: "long-enough-password-1" }),
      }),
    );
    expect((await errorOf(accept)).status).toBe(415);
  });
});
