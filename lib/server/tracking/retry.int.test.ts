// POST /api/tracking-requests/{id}/retry against the real handler, database and an in-process simulator: a
// request whose carrier could not be detected is sent again with the carrier the dispatcher picked, and is
// refused (nothing sent) without one. The session lookup is replaced: it needs Next.js's request scope.
import { randomUUID } from "node:crypto";

import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { serveSimulator, type ServedSimulator } from "@/lib/testing/serve-simulator";
import { SIM_START } from "@/lib/testing/sim-start";
import { startSimulator } from "@/simulator/testing";

import type { SessionUser } from "@/lib/shared/session-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", () => ({
  requireUser: async () => {
    if (!session.user) throw new Error("test set no user");
    return session.user;
  },
}));

const { POST: retry } = await import("@/app/api/tracking-requests/[id]/retry/route");

const APP = "http://127.0.0.1:3000";
const sim = startSimulator({ containers: 20, start: SIM_START, speed: 0 });
let served: ServedSimulator | undefined;
let workspaceId = "";

beforeAll(async () => {
  served = await serveSimulator(sim);
  workspaceId = (await createTestWorkspace(["dispatcher"])).workspace.id;
  const user = await db.user.findFirstOrThrow({ where: { workspaceId }, include: { workspace: true } });
  session.user = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    workspaceId,
    workspaceName: user.workspace.name,
  };
});
afterAll(async () => {
  await served?.close();
  await sim.stop();
});

/** A bill of lading the service failed on because it could not tell the carrier. */
async function undetected(number: string): Promise<string> {
  const row = await db.trackingRequest.create({
    data: {
      workspaceId,
      upstreamId: randomUUID(),
      requestNumber: number,
      requestType: "bill_of_lading",
      scac: null,
      status: "failed",
      failedReason: "scac_auto_detect_failed",
      raw: {},
      observedAt: new Date(),
    },
  });
  return row.id;
}

function post(id: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {
    host: "127.0.0.1:3000",
    origin: APP,
    ...(body === undefined ? {} : { "content-type": "application/json" }),
  };
  const request = new NextRequest(`${APP}/api/tracking-requests/${id}/retry`, {
    method: "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return retry(request, { params: Promise.resolve({ id }) });
}

const sent = (number: string) =>
  db.trackingRequest.findMany({ where: { workspaceId, requestNumber: number }, select: { scac: true, status: true } });

describe("retry with the carrier picked", () => {
  it("sends the request again with the picked carrier", async () => {
    const id = await undetected("QQQQ20260305A");
    const response = await post(id, { scac: "maeu" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, requestNumber: "QQQQ20260305A" });
    expect((await sent("QQQQ20260305A")).map((row) => row.scac).sort()).toEqual(["MAEU", null]);
    // The queue shows the retry in the failed request's place: one row for the number, not two.
    const { listTrackingRequests } = await import("@/lib/server/tracking/requests");
    const queue = await listTrackingRequests(workspaceId, { q: "QQQQ20260305A", limit: 50 });
    expect(queue.data.map((row) => [row.requestNumber, row.scac])).toEqual([["QQQQ20260305A", "MAEU"]]);
    expect(queue.data[0]?.id).not.toBe(id);
  });

  it("refuses to auto-detect again when no carrier is picked, and sends nothing", async () => {
    const id = await undetected("QQQQ20260305B");
    for (const body of [undefined, {}, { scac: null }]) {
      const response = await post(id, body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /pick the shipping line/i,
      );
    }
    expect(await sent("QQQQ20260305B")).toHaveLength(1);
  });

  it("validates the carrier code", async () => {
    const id = await undetected("QQQQ20260305C");
    for (const body of [{ scac: "M1" }, { scac: "TOOLONG" }, { scac: "MAEU", extra: true }])
      expect((await post(id, body)).status).toBe(422);
    expect(await sent("QQQQ20260305C")).toHaveLength(1);
  });
});
