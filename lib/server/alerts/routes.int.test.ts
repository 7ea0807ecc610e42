// The notification and alert routes, real handlers on a real database: each user sees and changes only their
// own, admins alone the workspace's settings, and bad input is a 400 that says what is wrong. The session
// lookup is replaced (it needs Next.js's request scope); everything after it is the real code.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import type { SessionUser } from "@/lib/shared/session-api";

import { unsubscribeUrl } from "./unsubscribe-token";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const notifications = await import("@/app/api/notifications/route");
const read = await import("@/app/api/notifications/read/route");
const subscriptions = await import("@/app/api/notifications/subscriptions/route");
const subscription = await import("@/app/api/notifications/subscriptions/[id]/route");
const preferences = await import("@/app/api/notifications/preferences/route");
const alertSettings = await import("@/app/api/alerts/settings/route");
const deliveries = await import("@/app/api/alerts/deliveries/route");
const unsubscribe = await import("@/app/api/unsubscribe/route");

const APP = "http://127.0.0.1:3000";
const people: Record<"admin" | "dispatcher" | "manager" | "stranger", SessionUser> = {} as Record<
  "admin" | "dispatcher" | "manager" | "stranger",
  SessionUser
>;
let workspaceId = "";

beforeAll(async () => {
  const { workspace, users } = await createTestWorkspace(["admin", "dispatcher", "manager"]);
  const other = await createTestWorkspace(["dispatcher"]);
  workspaceId = workspace.id;
  const toSession = (
    user: { id: string; email: string; role: SessionUser["role"]; workspaceId: string },
    name: string,
  ): SessionUser => ({
    id: user.id,
    email: user.email,
    name: null,
    role: user.role,
    workspaceId: user.workspaceId,
    workspaceName: name,
  });
  const [admin, dispatcher, manager] = users;
  const stranger = other.users[0];
  if (!admin || !dispatcher || !manager || !stranger) throw new Error("fixture");
  people.admin = toSession(admin, workspace.name);
  people.dispatcher = toSession(dispatcher, workspace.name);
  people.manager = toSession(manager, workspace.name);
  people.stranger = toSession(stranger, other.workspace.name);
});

function as(who: keyof typeof people): void {
  session.user = people[who];
}

function request(path: string, init: { method?: string; body?: unknown } = {}): NextRequest {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new NextRequest(`${APP}${path}`, {
    method: init.method ?? "GET",
    headers: { host: "127.0.0.1:3000", ...(body ? { "content-type": "application/json", origin: APP } : {}) },
    body,
  });
}

const ctx = <P>(params: P) => ({ params: Promise.resolve(params) });
const none = ctx({});

async function notify(userId: string, title: string, createdAt: Date): Promise<string> {
  const row = await db.notification.create({
    data: {
      workspaceId,
      userId,
      kind: "became_ready",
      dedupeKey: `${title}:${createdAt.getTime()}`,
      title,
      body: "",
      data: {},
      createdAt,
    },
  });
  return row.id;
}

describe("GET /api/notifications and mark read", () => {
  it("lists the user's own, newest first, with the unread count and pages; marks only their own read", async () => {
    const older = await notify(people.dispatcher.id, "older", new Date("2026-11-20T10:00:00Z"));
    const newer = await notify(people.dispatcher.id, "newer", new Date("2026-11-21T10:00:00Z"));
    const theirs = await notify(people.manager.id, "the manager's", new Date("2026-11-21T11:00:00Z"));

    as("dispatcher");
    const first = await (await notifications.GET(request("/api/notifications?limit=1"), none)).json();
    expect(first).toMatchObject({ unreadCount: 2, data: [{ id: newer, title: "newer", readAt: null }] });
    const second = await (
      await notifications.GET(request(`/api/notifications?limit=1&cursor=${first.nextCursor}`), none)
    ).json();
    expect(second.data.map((n: { id: string }) => n.id)).toEqual([older]);
    expect(second.nextCursor).toBeNull();

    const marked = await read.POST(
      request("/api/notifications/read", { method: "POST", body: { ids: [newer, theirs] } }),
      none,
    );
    expect(await marked.json()).toEqual({ unreadCount: 1 });
    expect((await db.notification.findUniqueOrThrow({ where: { id: theirs } })).readAt).toBeNull();
    expect(
      await (await read.POST(request("/api/notifications/read", { method: "POST", body: { all: true } }), none)).json(),
    ).toEqual({ unreadCount: 0 });

    expect(
      (await read.POST(request("/api/notifications/read", { method: "POST", body: { ids: ["nope"] } }), none)).status,
    ).toBe(400);
    expect((await notifications.GET(request("/api/notifications?limit=1&cursor=garbage"), none)).status).toBe(400);
    as("stranger");
    expect((await (await notifications.GET(request("/api/notifications"), none)).json()).data).toEqual([]);
  });
});

describe("subscriptions", () => {
  it("gives role defaults, then creates, updates and deletes the user's own; another user's is not found", async () => {
    as("dispatcher");
    const defaults = (await (await subscriptions.GET(request("/api/notifications/subscriptions"), none)).json()).data;
    // My boxes, boxes I watch, urgent boxes, mentions and assignments, dispute deadlines.
    expect(defaults.map((s: { scope: string }) => s.scope)).toEqual(["mine", "watching", "all", "all", "all"]);
    expect(defaults.at(-1)).toMatchObject({ name: "Dispute deadlines", kinds: ["dispute_deadline"] });

    const created = await subscriptions.POST(
      request("/api/notifications/subscriptions", {
        method: "POST",
        body: { name: "Lead time", kinds: ["lfd_approaching"], leadDays: 3, channels: ["email"] },
      }),
      none,
    );
    expect(created.status).toBe(201);
    const sub = await created.json();
    expect(sub).toMatchObject({ name: "Lead time", leadDays: 3, channels: ["in_app", "email"], scope: "all" });

    const updated = await subscription.PUT(
      request(`/api/notifications/subscriptions/${sub.id}`, {
        method: "PUT",
        body: { name: "Lead time", kinds: ["lfd_approaching"], leadDays: 5 },
      }),
      ctx({ id: sub.id }),
    );
    expect(await updated.json()).toMatchObject({ leadDays: 5, channels: ["in_app"] });

    as("stranger");
    expect(
      (
        await subscription.DELETE(
          request(`/api/notifications/subscriptions/${sub.id}`, { method: "DELETE", body: {} }),
          ctx({ id: sub.id }),
        )
      ).status,
    ).toBe(404);
    as("dispatcher");
    expect(
      (
        await subscription.DELETE(
          request(`/api/notifications/subscriptions/${sub.id}`, { method: "DELETE", body: {} }),
          ctx({ id: sub.id }),
        )
      ).status,
    ).toBe(204);
  });

  it("refuses bad input with a 400 that says what is wrong", async () => {
    as("dispatcher");
    const post = async (body: unknown) =>
      subscriptions.POST(request("/api/notifications/subscriptions", { method: "POST", body }), none);
    const noKinds = await post({ name: "x", kinds: [] });
    expect(noKinds.status).toBe(400);
    expect((await noKinds.json()).error.message).toMatch(/at least one event/);
    expect((await post({ name: "x", kinds: ["made_up"] })).status).toBe(400);
    expect((await post({ name: "x", kinds: ["lfd_approaching"], leadDays: 30 })).status).toBe(400);
    expect((await post({ name: "x", kinds: ["lfd_approaching"] })).status).toBe(400);
    const theirView = await db.savedView.create({
      data: { workspaceId, userId: people.manager.id, name: "Theirs", nameKey: "theirs", query: "" },
    });
    expect((await post({ name: "x", kinds: ["lfd_today"], scope: "view", viewId: theirView.id })).status).toBe(400);
  });
});

describe("preferences", () => {
  it("saves zone, digest hour and quiet hours; a bad hour, zone or half a quiet window is a 400", async () => {
    as("manager");
    const initial = await (await preferences.GET(request("/api/notifications/preferences"), none)).json();
    expect(initial).toMatchObject({
      digestEnabled: true,
      digestHour: 6,
      digestKind: "manager",
      timezone: "America/Los_Angeles",
      timezoneIsDefault: true,
    });
    const put = async (body: unknown) =>
      preferences.PUT(request("/api/notifications/preferences", { method: "PUT", body }), none);
    const saved = await put({ timezone: "America/Chicago", digestHour: 7, quietStart: "22:00", quietEnd: "06:00" });
    expect(await saved.json()).toMatchObject({
      timezone: "America/Chicago",
      timezoneIsDefault: false,
      digestHour: 7,
      quietStart: "22:00",
      quietEnd: "06:00",
    });
    const badHour = await put({ digestHour: 25 });
    expect(badHour.status).toBe(400);
    expect((await badHour.json()).error.message).toMatch(/hour from 0 to 23/);
    expect((await put({ digestHour: 6.5 })).status).toBe(400);
    expect((await put({ timezone: "Mars/Olympus" })).status).toBe(400);
    expect((await put({ quietStart: "22:00" })).status).toBe(400);
    expect((await put({ quietStart: "25:00", quietEnd: "06:00" })).status).toBe(400);
  });
});

describe("workspace alert settings (admins)", () => {
  it("are admin-only; a bad or, in live mode, private webhook address is a 400; the chat URL is never shown", async () => {
    as("dispatcher");
    expect((await alertSettings.GET(request("/api/alerts/settings"), none)).status).toBe(403);
    expect((await deliveries.GET(request("/api/alerts/deliveries"), none)).status).toBe(403);
    as("manager");
    expect(
      (await alertSettings.PUT(request("/api/alerts/settings", { method: "PUT", body: { cooldownMinutes: 60 } }), none))
        .status,
    ).toBe(403);

    as("admin");
    const put = async (body: unknown) =>
      alertSettings.PUT(request("/api/alerts/settings", { method: "PUT", body }), none);
    expect((await put({ hookUrl: "not a url" })).status).toBe(400);
    expect((await put({ watchdogs: { terminalSilentHours: 0 } })).status).toBe(400);
    const longWindow = await put({ emailWindowMinutes: 90 });
    expect(longWindow.status).toBe(400);
    expect((await longWindow.json()).error.message).toMatch(/email window is a whole number of minutes from 0 to 60/);
    const demo = await put({
      chatUrl: "http://127.0.0.1:9/services/T000/B000/secret-path",
      chatKinds: ["lfd_today"],
      watchdogs: { terminalSilentHours: 12, etaChangeHours: 12 },
      emailWindowMinutes: 5,
    });
    expect(demo.status).toBe(200);
    const body = await demo.json();
    expect(body).toMatchObject({
      chat: { configured: true, host: "127.0.0.1:9" },
      watchdogs: { terminalSilentHours: 12, arrivedNoDischargeHours: 24, etaChangeHours: 12 },
      emailWindowMinutes: 5,
      localTargetsAllowed: true,
    });
    expect(JSON.stringify(body)).not.toContain("secret-path");

    // Live mode (an account key saved): only https on a public address.
    await db.workspaceSettings.upsert({
      where: { workspaceId },
      create: { workspaceId, apiKeyCiphertext: "sealed" },
      update: { apiKeyCiphertext: "sealed" },
    });
    const local = await put({ hookUrl: "http://127.0.0.1:9/hook" });
    expect(local.status).toBe(400);
    expect((await local.json()).error.message).toMatch(/https/);
    const privateAddress = await put({ hookUrl: "https://192.168.1.20/hook" });
    expect(privateAddress.status).toBe(400);
    expect((await privateAddress.json()).error.message).toMatch(/private, loopback or reserved/);
    await db.workspaceSettings.update({ where: { workspaceId }, data: { apiKeyCiphertext: null } });
  });
});

describe("one-click unsubscribe", () => {
  it("GET shows a button and changes nothing; POST with the signed token turns email off; a forged token is a 400", async () => {
    as("dispatcher");
    await preferences.GET(request("/api/notifications/preferences"), none);
    const link = new URL(unsubscribeUrl(people.dispatcher.id));
    const path = `${link.pathname}${link.search}`;
    const page = await unsubscribe.GET(request(path));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('method="post"');
    expect((await db.alertPreference.findUniqueOrThrow({ where: { userId: people.dispatcher.id } })).emailEnabled).toBe(
      true,
    );

    const oneClick = new NextRequest(`${APP}${path}`, {
      method: "POST",
      headers: { host: "127.0.0.1:3000", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect((await unsubscribe.POST(oneClick)).status).toBe(200);
    expect((await db.alertPreference.findUniqueOrThrow({ where: { userId: people.dispatcher.id } })).emailEnabled).toBe(
      false,
    );

    const forged = unsubscribeUrl(people.manager.id).replace(/\.[^.]+$/, ".AAAA");
    const bad = new URL(forged);
    expect(
      (
        await unsubscribe.POST(
          new NextRequest(`${APP}${bad.pathname}${bad.search}`, {
            method: "POST",
            headers: { host: "127.0.0.1:3000" },
          }),
        )
      ).status,
    ).toBe(400);
  });
});

describe("unsubscribe links die", () => {
  const post = (url: string): Promise<Response> => {
    const link = new URL(url);
    return unsubscribe.POST(
      new NextRequest(`${APP}${link.pathname}${link.search}`, {
        method: "POST",
        headers: { host: "127.0.0.1:3000", "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
  };
  const get = (url: string): Promise<Response> => {
    const link = new URL(url);
    return unsubscribe.GET(request(`${link.pathname}${link.search}`));
  };
  const emailOn = async (userId: string): Promise<boolean> =>
    (await db.alertPreference.findUniqueOrThrow({ where: { userId } })).emailEnabled;
  const message = async (response: Response): Promise<string> =>
    ((await response.json()) as { error: { message: string } }).error.message;

  it("once used, and once the person turns email on again, an older link does nothing", async () => {
    as("manager");
    await preferences.GET(request("/api/notifications/preferences"), none);
    const first = unsubscribeUrl(people.manager.id, new Date(Date.now() - 60_000));
    const second = unsubscribeUrl(people.manager.id, new Date(Date.now() - 30_000));

    expect((await post(first)).status).toBe(200);
    expect(await emailOn(people.manager.id)).toBe(false);
    // The same link again: used. The page no longer offers the button either.
    const again = await post(first);
    expect(again.status).toBe(400);
    expect(await message(again)).toMatch(/used already/);
    expect((await get(first)).status).toBe(400);

    // Email on again in the app: every link sent before is dead, a link made afterwards works.
    const on = await preferences.PUT(
      request("/api/notifications/preferences", { method: "PUT", body: { emailEnabled: true } }),
      none,
    );
    expect(on.status).toBe(200);
    expect(await emailOn(people.manager.id)).toBe(true);
    expect((await post(second)).status).toBe(400);
    expect(await emailOn(people.manager.id)).toBe(true);
    // Saving other preferences with email still on does not end links.
    const fresh = unsubscribeUrl(people.manager.id);
    await preferences.PUT(
      request("/api/notifications/preferences", { method: "PUT", body: { emailEnabled: true, digestHour: 7 } }),
      none,
    );
    expect((await get(fresh)).status).toBe(200);
    expect((await post(fresh)).status).toBe(200);
    expect(await emailOn(people.manager.id)).toBe(false);
  });

  it("an expired link, and a token made for another purpose, are refused", async () => {
    as("admin");
    await preferences.GET(request("/api/notifications/preferences"), none);
    const expired = unsubscribeUrl(people.admin.id, new Date(Date.now() - 61 * 24 * 60 * 60 * 1000));
    const response = await post(expired);
    expect(response.status).toBe(400);
    expect(await message(response)).toMatch(/expired/);
    // The old unversioned format (user id and a bare HMAC), which worked forever, is refused.
    const { createHmac, hkdfSync } = await import("node:crypto");
    const { requireAuthSecret } = await import("@/lib/env.mjs");
    const oldKey = Buffer.from(hkdfSync("sha256", requireAuthSecret(), "quayside", "quayside:unsubscribe:v1", 32));
    const oldSignature = createHmac("sha256", oldKey).update(`unsubscribe:${people.admin.id}`).digest("base64url");
    const oldToken = `${Buffer.from(people.admin.id).toString("base64url")}.${oldSignature}`;
    expect((await post(`${APP}/api/unsubscribe?token=${encodeURIComponent(oldToken)}`)).status).toBe(400);
    // The same fields signed for another purpose (a new link's parts with a signature of anything else).
    const parts = new URL(unsubscribeUrl(people.admin.id)).searchParams.get("token")?.split(".") ?? [];
    const other = createHmac("sha256", oldKey).update(`sign-in:${parts[1]}:${parts[2]}`).digest("base64url");
    const retargeted = [parts[0], parts[1], parts[2], other].join(".");
    expect((await post(`${APP}/api/unsubscribe?token=${encodeURIComponent(retargeted)}`)).status).toBe(400);
    expect(await emailOn(people.admin.id)).toBe(true);
  });
});
