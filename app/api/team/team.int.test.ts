// GET /api/team through the real route handler and database: every role reads its own workspace's active
// users (the assignee picker and @mentions), never another workspace's, never a disabled user.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { db } from "@/lib/server/db";
import type { TeamResponse } from "@/lib/shared/team-api";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { appRequest, errorOf, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const route = await import("@/app/api/team/route");

const world = { dispatcher: "", manager: "", disabled: "", emails: [] as string[], otherEmails: [] as string[] };

beforeAll(async () => {
  const { users } = await createTestWorkspace(["dispatcher", "manager", "dispatcher"]);
  [world.dispatcher, world.manager, world.disabled] = users.map((user) => user.id) as [string, string, string];
  world.emails = users.map((user) => user.email);
  await db.user.update({ where: { id: world.disabled }, data: { disabledAt: new Date() } });
  const other = await createTestWorkspace(["dispatcher"]);
  world.otherEmails = other.users.map((user) => user.email);
});

afterEach(() => {
  session.user = null;
});

const get = () => route.GET(appRequest("/api/team"), routeContext({}));

describe("GET /api/team", () => {
  it("needs a session", async () => {
    expect((await errorOf(await get())).status).toBe(401);
  });

  it("lists the workspace's active users to a dispatcher, who can write", async () => {
    session.user = await sessionUserOf(world.dispatcher);
    const response = await get();
    expect(response.status).toBe(200);
    const body = (await response.json()) as TeamResponse;
    expect(body.me).toMatchObject({ id: world.dispatcher, role: "dispatcher", canWrite: true });
    const emails = body.members.map((user) => user.email);
    // The two active users of this workspace; the disabled one and the other workspace's are not there.
    expect([...emails].sort()).toEqual([world.emails[0], world.emails[1]].sort());
    for (const email of world.otherEmails) expect(emails).not.toContain(email);
  });

  it("lets a manager read the team but says they cannot write", async () => {
    session.user = await sessionUserOf(world.manager);
    const body = (await (await get()).json()) as TeamResponse;
    expect(body.me).toMatchObject({ id: world.manager, role: "manager", canWrite: false });
    expect(body.members).toHaveLength(2);
  });
});
