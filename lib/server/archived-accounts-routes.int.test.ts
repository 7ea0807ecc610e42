// The archived accounts' routes through the real handlers (only the session lookup is replaced): admins only, an
// archive reached only from the workspace it came from, a CSV download, and a delete that needs its counts.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { ArchivedAccountsResponse } from "@/lib/shared/archived-accounts-api";
import type { SessionUser } from "@/lib/shared/session-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const listRoute = await import("@/app/api/settings/archived-accounts/route");
const oneRoute = await import("@/app/api/settings/archived-accounts/[id]/route");
const exportRoute = await import("@/app/api/settings/archived-accounts/[id]/export/route");

const APP = "http://127.0.0.1:3000";
const users = {} as Record<"admin" | "dispatcher" | "outsider", SessionUser>;
let archiveId = "";

function request(path: string, method: string, body?: unknown): NextRequest {
  return new NextRequest(`${APP}${path}`, {
    method,
    headers: { host: "127.0.0.1:3000", origin: APP, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const { createTestWorkspace } = await import("@/lib/testing/db-fixtures");
  const { updateSettings } = await import("@/lib/server/settings");
  const asSession = async (workspaceId: string, role: "admin" | "dispatcher"): Promise<SessionUser> => {
    const user = await db.user.findFirstOrThrow({ where: { workspaceId, role }, include: { workspace: true } });
    return { id: user.id, email: user.email, name: null, role, workspaceId, workspaceName: user.workspace.name };
  };
  const { workspace } = await createTestWorkspace(["admin", "dispatcher"]);
  const other = await createTestWorkspace(["admin"]);
  users.admin = await asSession(workspace.id, "admin");
  users.dispatcher = await asSession(workspace.id, "dispatcher");
  users.outsider = await asSession(other.workspace.id, "admin");
  const at = new Date();
  await db.container.create({
    data: {
      workspaceId: workspace.id,
      upstreamId: "cont-archived",
      number: "MSCU7006012",
      refNumbers: [],
      tags: [],
      holdNames: [],
      bucket: "ready",
      bucketRank: 5,
      evaluatedAt: at,
      raw: {},
      observedAt: at,
    },
  });
  const publicDns = { resolve: async () => [{ address: "93.184.216.34", family: 4 }] };
  await updateSettings(workspace.id, { apiKey: "t49_live_other_account" }, users.admin.id, publicDns);
  const archive = await db.workspace.findFirstOrThrow({ where: { archivedFromId: workspace.id } });
  archiveId = archive.id;
});

describe("archived accounts' routes", () => {
  it("lists them for an admin only", async () => {
    session.user = users.dispatcher;
    expect(
      (await listRoute.GET(request("/api/settings/archived-accounts", "GET"), { params: Promise.resolve({}) })).status,
    ).toBe(403);
    session.user = users.admin;
    const response = await listRoute.GET(request("/api/settings/archived-accounts", "GET"), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ArchivedAccountsResponse;
    expect(body.data).toMatchObject([{ id: archiveId, counts: { boxes: 1, notes: 0, history: 0, documents: 0 } }]);
    expect(body.data[0]?.label).toMatch(/^Simulated account/);
  });

  it("serves the CSV to its own admin, and to nobody else", async () => {
    session.user = users.outsider;
    const path = `/api/settings/archived-accounts/${archiveId}/export`;
    expect((await exportRoute.GET(request(path, "GET"), { params: Promise.resolve({ id: archiveId }) })).status).toBe(
      404,
    );
    session.user = users.admin;
    const response = await exportRoute.GET(request(path, "GET"), { params: Promise.resolve({ id: archiveId }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="quayside-archived-account-/);
    expect(await response.text()).toContain("MSCU7006012");
  });

  it("deletes only with the counts confirmed", async () => {
    session.user = users.admin;
    const path = `/api/settings/archived-accounts/${archiveId}`;
    const del = (body: unknown) =>
      oneRoute.DELETE(request(path, "DELETE", body), { params: Promise.resolve({ id: archiveId }) });
    expect((await del({})).status).toBe(400);
    expect((await del({ confirm: { boxes: 2, notes: 0, history: 0 } })).status).toBe(409);
    session.user = users.dispatcher;
    expect((await del({ confirm: { boxes: 1, notes: 0, history: 0 } })).status).toBe(403);
    session.user = users.admin;
    const done = await del({ confirm: { boxes: 1, notes: 0, history: 0 } });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ deleted: { boxes: 1, notes: 0, history: 0, documents: 0 } });
    expect((await del({ confirm: { boxes: 1, notes: 0, history: 0 } })).status).toBe(404);
  });
});
