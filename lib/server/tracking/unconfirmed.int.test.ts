// POST /api/tracking-requests when the service takes the request and its answer never comes back in time: the
// request may exist upstream, so the line is "sent, waiting for the service" (code unconfirmed), never refused.
// The upstream call is replaced by one that times out; the route, validation and mapping are the real ones.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { UNCONFIRMED, type CreateTrackingResponse } from "@/lib/shared/tracking-api";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));
const upstream = vi.hoisted(() => ({ calls: 0 }));
vi.mock("./create", async () => {
  const { UpstreamError } = await import("@/lib/server/upstream/errors");
  return {
    createOneTrackingRequest: () => {
      upstream.calls += 1;
      throw new UpstreamError("timeout", "No answer from the tracking service within 15000 ms.");
    },
  };
});

const route = await import("@/app/api/tracking-requests/route");

beforeAll(async () => {
  const { users } = await createTestWorkspace(["dispatcher"]);
  session.user = await sessionUserOf(users[0]?.id ?? "");
});
afterEach(() => {
  upstream.calls = 0;
});

describe("a request whose answer did not come back", () => {
  it("is reported as sent and unconfirmed, not as refused", async () => {
    const response = await route.POST(
      appRequest("/api/tracking-requests", {
        body: { items: [{ requestType: "bill_of_lading", requestNumber: "MEDULQ692823", scac: "MSCU" }] },
      }),
      routeContext({}),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as CreateTrackingResponse;
    expect(upstream.calls).toBe(1);
    expect(body.results).toEqual([
      {
        ok: false,
        requestNumber: "MEDULQ692823",
        code: UNCONFIRMED,
        message: expect.stringMatching(/^Sent; the tracking service has not answered yet/),
      },
    ]);
  });

  it("a junk bill of lading is refused before anything is sent", async () => {
    const response = await route.POST(
      appRequest("/api/tracking-requests", {
        body: { items: [{ requestType: "bill_of_lading", requestNumber: "HELLOWORLD" }] },
      }),
      routeContext({}),
    );
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain("almost no digits");
    expect(upstream.calls).toBe(0);
  });
});
