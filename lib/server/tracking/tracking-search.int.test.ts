// GET /api/search over the simulated service: the board's "not tracked yet? search the service". The route is
// real (zod, the workspace's client and interactive budget, the one error format); only the session lookup is
// replaced because it needs Next.js's request scope.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";

import { computeCheckDigit } from "@/lib/domain/iso6346";
import { db } from "@/lib/server/db";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import type { SearchResponse } from "@/lib/shared/search-api";

import type { SessionUser } from "@/lib/shared/session-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));

vi.mock("@/lib/server/auth/session", () => ({
  requireUser: async () => {
    if (!session.user) throw new Error("test set no user");
    return session.user;
  },
}));

const searchRoute = await import("@/app/api/search/route");
const trackingRoute = await import("@/app/api/tracking-requests/route");

const world = backfilledWorkspace({ containers: 60, roles: ["manager", "dispatcher"] });
const none = { params: Promise.resolve({}) };

async function signInAs(role: "manager" | "dispatcher", workspaceId = world.workspaceId): Promise<void> {
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

async function search(
  q: string,
): Promise<{ status: number; body: SearchResponse & { error?: { code: string; message: string } } }> {
  const response = await searchRoute.GET(
    new NextRequest(`http://127.0.0.1:3000/api/search?q=${encodeURIComponent(q)}`, {
      headers: { host: "127.0.0.1:3000" },
    }),
    none,
  );
  return {
    status: response.status,
    body: (await response.json()) as SearchResponse & { error?: { code: string; message: string } },
  };
}

/** A valid ISO 6346 number the simulated world does not hold. */
function unknownContainerNumber(): string {
  const base = "QSZU904217";
  return `${base}${computeCheckDigit(base)}`;
}

describe("GET /api/search", () => {
  it("refuses what is not a container, BOL or booking number, in the one error format", async () => {
    await signInAs("manager");
    for (const q of ["", "ab", "'; drop table", "x".repeat(40)]) {
      const { status, body } = await search(q);
      expect(status, q).toBe(422);
      expect(body.error?.code).toBe("validation_failed");
    }
  });

  it("finds a box the service tracks, says so, and points at the board row when the cache has it", async () => {
    await signInAs("manager");
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId },
      orderBy: { number: "asc" },
    });
    const { status, body } = await search(row.number.toLowerCase());
    expect(status).toBe(200);
    expect(body.query).toBe(row.number);
    expect(body.trackedAtService).toBe(true);
    expect(body.suggestion).toBeNull();
    expect(body.results).toContainEqual(
      expect.objectContaining({ kind: "container", id: row.upstreamId, number: row.number, boardId: row.id }),
    );
  });

  it("is scoped to the workspace: another workspace's cached box is never offered to open", async () => {
    const other = await createTestWorkspace(["manager"]);
    await signInAs("manager", other.workspace.id);
    const row = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId },
      orderBy: { number: "asc" },
    });
    const { status, body } = await search(row.number);
    expect(status).toBe(200);
    // The simulated account is shared, so the service knows the box; this workspace's cache does not.
    for (const result of body.results) expect(result.boardId).toBeNull();
  });

  it("offers to track a number the service does not know, and then reports the request under way", async () => {
    await signInAs("dispatcher");
    const number = unknownContainerNumber();
    const first = await search(number);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      results: [],
      trackedAtService: false,
      suggestion: { requestType: "container", requestNumber: number, scac: null },
    });

    // "Track it" uses the existing intake route with the suggestion as it is.
    const suggestion = first.body.suggestion;
    const created = await trackingRoute.POST(
      new NextRequest("http://127.0.0.1:3000/api/tracking-requests", {
        method: "POST",
        headers: { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "content-type": "application/json" },
        body: JSON.stringify({ items: [suggestion] }),
      }),
      none,
    );
    expect(created.status).toBe(200);
    const second = await search(number);
    expect(second.body.results).toContainEqual(expect.objectContaining({ kind: "tracking_request", number }));
    expect(second.body.suggestion).toBeNull();
  });

  it("answers in the one error format when the service is down", async () => {
    await signInAs("manager");
    const origin = new URL((await import("@/lib/env.mjs")).env.SIMULATOR_URL).origin;
    const fault = (body: unknown) =>
      fetch(`${origin}/_sim/faults`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    await fault({ outage: true });
    try {
      const { status, body } = await search("MSCU1234566");
      expect(status).toBe(503);
      expect(body.error?.code).toBe("upstream_unavailable");
    } finally {
      await fault({ outage: false });
    }
  });
});
