// An upstream 429 reaches the dispatcher as a 429 with the service's Retry-After on every route that asks the
// service, never as a 500: the client's errors are already AppErrors, and no route translates them by hand.
// Real route handlers and database; the simulated service is told (through its control API) to answer every
// call with 429 and a Retry-After longer than the client waits out, so the client gives up at once.
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { accountOf } from "@/lib/server/budget/budget";
import { db } from "@/lib/server/db";
import { env } from "@/lib/env.mjs";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import type { SessionUser } from "@/lib/shared/session-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const searchRoute = await import("@/app/api/search/route");
const shippingLinesRoute = await import("@/app/api/shipping-lines/route");
const trackingRoute = await import("@/app/api/tracking-requests/route");
const uploadRoute = await import("@/app/api/documents/upload/route");
const mapRoute = await import("@/app/api/containers/[id]/map/route");
const refreshRoute = await import("@/app/api/containers/[id]/refresh/route");
const stopTrackingRoute = await import("@/app/api/shipments/[id]/stop-tracking/route");
const webhooksRoute = await import("@/app/api/admin/webhooks/route");

/** Longer than the client's 90 s cap, so the first 429 is final. */
const RETRY_AFTER = 150;
const APP = "http://127.0.0.1:3000";
const world = backfilledWorkspace({ containers: 12, roles: ["admin", "dispatcher"] });
const none = { params: Promise.resolve({}) };
const withId = (id: string) => ({ params: Promise.resolve({ id }) });

async function signInAs(role: "admin" | "dispatcher", workspaceId = world.workspaceId): Promise<void> {
  const user = await db.user.findFirstOrThrow({ where: { workspaceId, role }, include: { workspace: true } });
  session.user = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    workspaceId: user.workspaceId,
    workspaceName: user.workspace.name,
  };
}

function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array } = {},
): NextRequest {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const headers = {
    host: "127.0.0.1:3000",
    ...(typeof init.body === "string" ? { "content-type": "application/json" } : {}),
    ...init.headers,
  };
  return new NextRequest(`${APP}${path}`, { method, headers, body: init.body, duplex: "half" } as ConstructorParameters<
    typeof NextRequest
  >[1]);
}

async function control(path: string, method: string, body?: unknown): Promise<void> {
  const response = await world.sim.request(path, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

/** The client pauses a bucket only when the service itself answered 429: proof the refusal came from upstream. */
async function pausedBuckets(): Promise<string[]> {
  const rows = await db.$queryRaw<{ bucket: string }[]>`
    SELECT bucket FROM upstream_pauses WHERE account = ${accountOf(env.SIMULATOR_KEY)} AND paused_until > clock_timestamp() ORDER BY bucket`;
  return rows.map((row) => row.bucket);
}

async function expectRateLimited(response: Response): Promise<void> {
  const body = (await response.json()) as { error?: { code: string } };
  expect({ status: response.status, code: body.error?.code, retryAfter: response.headers.get("Retry-After") }).toEqual({
    status: 429,
    code: "rate_limited",
    retryAfter: String(RETRY_AFTER),
  });
}

beforeEach(async () => {
  // A pause left by the previous case would refuse the call before it reaches the service.
  await db.$executeRaw`DELETE FROM upstream_pauses WHERE account = ${accountOf(env.SIMULATOR_KEY)}`;
  await control("/_sim/faults", "POST", { error_rate: 1, error_statuses: [429], retry_after_s: RETRY_AFTER });
});
afterEach(async () => {
  await control("/_sim/faults", "DELETE");
  await db.$executeRaw`DELETE FROM upstream_pauses WHERE account = ${accountOf(env.SIMULATOR_KEY)}`;
});

describe("an upstream 429 on every route that asks the service", () => {
  it("search", async () => {
    await signInAs("dispatcher");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId },
      orderBy: { number: "asc" },
    });
    await expectRateLimited(await searchRoute.GET(request(`/api/search?q=${row.number}`), none));
    expect(await pausedBuckets()).toEqual(["default"]);
  });

  it("shipping lines (first read of the list)", async () => {
    // A new workspace has no lines cached, so the list is read from the service.
    const fresh = (await createTestWorkspace(["dispatcher"])).workspace.id;
    await signInAs("dispatcher", fresh);
    await expectRateLimited(await shippingLinesRoute.GET(request("/api/shipping-lines"), none));
    expect(await pausedBuckets()).toEqual(["default"]);
  });

  it("tracking request creation (a per-item result the page waits on)", async () => {
    await signInAs("dispatcher");
    const items = [{ requestType: "bill_of_lading", requestNumber: "MEDUQS4290517" }];
    const response = await trackingRoute.POST(
      request("/api/tracking-requests", { body: JSON.stringify({ items }) }),
      none,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: { ok: boolean; code?: string; retryAfterSeconds?: number }[] };
    expect(body.results).toEqual([
      expect.objectContaining({ ok: false, code: "rate_limited", retryAfterSeconds: RETRY_AFTER }),
    ]);
    expect(await pausedBuckets()).toEqual(["tracking_request"]);
  });

  it("document upload", async () => {
    await signInAs("dispatcher");
    const pdf = new TextEncoder().encode("%PDF-1.4\n% a delivery order\n%%EOF\n");
    const response = await uploadRoute.POST(
      request("/api/documents/upload?name=do.pdf", {
        body: pdf,
        headers: { "content-type": "application/pdf", "content-length": String(pdf.length) },
      }),
      none,
    );
    await expectRateLimited(response);
    expect(await pausedBuckets()).toEqual(["default"]);
  });

  it("route map (nothing saved to fall back on)", async () => {
    await signInAs("dispatcher");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, routeMap: null },
      orderBy: { number: "asc" },
    });
    await expectRateLimited(await mapRoute.GET(request(`/api/containers/${row.id}/map`), withId(row.id)));
    expect(await pausedBuckets()).toEqual(["default"]);
  });

  it("a dispatcher's refresh", async () => {
    await signInAs("dispatcher");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId },
      orderBy: { number: "desc" },
    });
    await expectRateLimited(
      await refreshRoute.POST(request(`/api/containers/${row.id}/refresh`, { method: "POST" }), withId(row.id)),
    );
    expect(await pausedBuckets()).toEqual(["refresh"]);
  });

  it("stopping a shipment's tracking", async () => {
    await signInAs("dispatcher");
    const shipment = await db.shipment.findFirstOrThrow({
      where: { workspaceId: world.workspaceId },
      orderBy: { upstreamId: "asc" },
    });
    const path = `/api/shipments/${shipment.upstreamId}/stop-tracking`;
    await expectRateLimited(
      await stopTrackingRoute.POST(request(path, { method: "POST" }), withId(shipment.upstreamId)),
    );
    expect(await pausedBuckets()).toEqual(["default"]);
  });

  it("connecting live updates (admin)", async () => {
    await signInAs("admin");
    await expectRateLimited(await webhooksRoute.POST(request("/api/admin/webhooks", { method: "POST" }), none));
    expect(await pausedBuckets()).toEqual(["default"]);
  });
});
