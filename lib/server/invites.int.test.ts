// Invitations end: seven days after they were issued (README, Settings), or when an admin revokes them. The
// revoke and accept routes are the real handlers on a real database; only the session lookup is replaced.
// Invitations are issued at chosen instants by faking the system date, so the age is the scenario's.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { findOpenInvite, inviteUser, listUsers } from "./users";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const revokeRoute = await import("@/app/api/invites/[id]/route");
const acceptRoute = await import("@/app/api/invites/accept/route");

const APP = "http://127.0.0.1:3000";
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "a-long-enough-password";

afterEach(() => {
  vi.useRealTimers();
});

async function admin() {
  const { workspace, users, tag } = await createTestWorkspace(["admin"]);
  const user = users[0];
  if (!user) throw new Error("fixture");
  const signedIn: SessionUser = {
    id: user.id,
    email: user.email,
    name: null,
    role: "admin",
    workspaceId: workspace.id,
    workspaceName: workspace.name,
  };
  return { workspaceId: workspace.id, adminId: user.id, signedIn, tag };
}

/** Issues an invitation as if it were sent `ageMs` ago. */
async function issuedAgo(workspaceId: string, adminId: string, email: string, ageMs: number): Promise<string> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() - ageMs);
  try {
    const { inviteUrl } = await inviteUser(workspaceId, adminId, email, "dispatcher");
    return inviteUrl.split("/invite/")[1] ?? "";
  } finally {
    vi.useRealTimers();
  }
}

function accept(token: string): Promise<Response> {
  const body = JSON.stringify({ token, name: "Invited Person", password: PASSWORD });
  return acceptRoute.POST(
    new Request(`${APP}/api/invites/accept`, { method: "POST", headers: { "content-type": "application/json" }, body }),
  );
}

function revoke(signedIn: SessionUser, id: string): Promise<Response> {
  session.user = signedIn;
  const request = new NextRequest(`${APP}/api/invites/${id}`, {
    method: "DELETE",
    headers: { host: "127.0.0.1:3000", origin: APP },
  });
  return revokeRoute.DELETE(request, { params: Promise.resolve({ id }) });
}

async function inviteId(workspaceId: string, email: string): Promise<string> {
  return (await db.invite.findFirstOrThrow({ where: { workspaceId, email } })).id;
}

describe("invitation expiry", () => {
  it("accepts an invitation issued just under seven days ago and refuses one issued just over", async () => {
    const { workspaceId, adminId, tag } = await admin();
    const fresh = `fresh-${tag}@test.local`;
    const stale = `stale-${tag}@test.local`;
    const freshToken = await issuedAgo(workspaceId, adminId, fresh, 7 * DAY - 60_000);
    const staleToken = await issuedAgo(workspaceId, adminId, stale, 7 * DAY + 60_000);

    expect(await findOpenInvite(staleToken)).toBeNull();
    expect((await listUsers(workspaceId)).invites.map((invite) => invite.email)).toEqual([fresh]);
    const refused = await accept(staleToken);
    expect(refused.status).toBe(404);
    expect(await db.user.findUnique({ where: { email: stale } })).toBeNull();

    expect(await findOpenInvite(freshToken)).toMatchObject({ email: fresh, role: "dispatcher" });
    expect((await accept(freshToken)).status).toBe(201);
    expect(await db.user.findUniqueOrThrow({ where: { email: fresh } })).toMatchObject({
      workspaceId,
      role: "dispatcher",
    });
  });
});

describe("invitation revoke", () => {
  it("ends an invitation at once: it is no longer listed, found or accepted", async () => {
    const { workspaceId, adminId, signedIn, tag } = await admin();
    const email = `revoked-${tag}@test.local`;
    const token = await issuedAgo(workspaceId, adminId, email, 0);
    expect((await revoke(signedIn, await inviteId(workspaceId, email))).status).toBe(204);

    expect(await findOpenInvite(token)).toBeNull();
    expect((await listUsers(workspaceId)).invites).toEqual([]);
    expect((await accept(token)).status).toBe(404);
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
  });

  it("cannot reach another workspace's invitation, which keeps working", async () => {
    const owner = await admin();
    const stranger = await admin();
    const email = `kept-${owner.tag}@test.local`;
    const token = await issuedAgo(owner.workspaceId, owner.adminId, email, 0);
    const id = await inviteId(owner.workspaceId, email);

    expect((await revoke(stranger.signedIn, id)).status).toBe(404);
    expect((await accept(token)).status).toBe(201);
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ workspaceId: owner.workspaceId });
  });

  it("leaves an accepted invitation alone: revoking it afterwards is not found and the account stays", async () => {
    const { workspaceId, adminId, signedIn, tag } = await admin();
    const email = `accepted-${tag}@test.local`;
    const token = await issuedAgo(workspaceId, adminId, email, 0);
    expect((await accept(token)).status).toBe(201);

    expect((await revoke(signedIn, await inviteId(workspaceId, email))).status).toBe(404);
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ workspaceId, disabledAt: null });
  });

  it("is for admins only", async () => {
    const { workspaceId, adminId, signedIn, tag } = await admin();
    const email = `guarded-${tag}@test.local`;
    const token = await issuedAgo(workspaceId, adminId, email, 0);
    expect((await revoke({ ...signedIn, role: "dispatcher" }, await inviteId(workspaceId, email))).status).toBe(403);
    expect(await findOpenInvite(token)).toMatchObject({ email });
  });
});
