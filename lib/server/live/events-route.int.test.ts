// GET /api/events (the real route handler and live hub, over real PostgreSQL NOTIFY) never carries one
// workspace's changes to another's stream. Only the session lookup is replaced. Without sleeping: after the
// change in workspace A, a marker is announced for workspace B; NOTIFY delivers in commit order on the one
// LISTEN connection, so once B's stream shows the marker, anything of A's it was going to get would be there.
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { notifyLive } from "./notify";
import { checkStreams } from "./stream-access";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const eventsRoute = await import("@/app/api/events/route");

const APP = "http://127.0.0.1:3000";
const streams: AbortController[] = [];

afterEach(() => {
  for (const stream of streams.splice(0)) stream.abort();
});

type Stream = {
  text: () => string;
  until: (needle: string) => Promise<void>;
  ended: () => boolean;
  end: Promise<void>;
};

/** Opens the event stream as `user` and reads it in the background; resolves once it says it is connected. */
async function open(user: SessionUser): Promise<Stream> {
  session.user = user;
  const abort = new AbortController();
  streams.push(abort);
  const response = await eventsRoute.GET(
    new NextRequest(`${APP}/api/events`, { headers: { host: "127.0.0.1:3000" }, signal: abort.signal }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error("no stream body");
  const decoder = new TextDecoder();
  let text = "";
  const waiting: { needle: string; resolve: () => void }[] = [];
  let ended = false;
  const end = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) {
        ended = true;
        return;
      }
      text += decoder.decode(chunk.value, { stream: true });
      for (const wait of waiting.filter((w) => text.includes(w.needle))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    }
  })();
  const stream: Stream = {
    text: () => text,
    ended: () => ended,
    end,
    until: (needle) =>
      text.includes(needle) ? Promise.resolve() : new Promise((resolve) => waiting.push({ needle, resolve })),
  };
  await stream.until(": connected");
  return stream;
}

async function signedIn(role: "admin" | "dispatcher" | "manager"): Promise<SessionUser> {
  const { workspace, users } = await createTestWorkspace([role]);
  const user = users[0];
  if (!user) throw new Error("fixture");
  return { id: user.id, email: user.email, name: null, role, workspaceId: workspace.id, workspaceName: workspace.name };
}

describe("live updates (SSE) per workspace", () => {
  it("a change in one workspace reaches its own streams and never another workspace's", async () => {
    const alice = await signedIn("dispatcher");
    const aliceAgain = await signedIn("manager");
    const bob = await signedIn("dispatcher");
    // A second person of workspace A: the change reaches every stream of A.
    const colleague: SessionUser = {
      ...aliceAgain,
      workspaceId: alice.workspaceId,
      workspaceName: alice.workspaceName,
    };
    const a = await open(alice);
    const a2 = await open(colleague);
    const b = await open(bob);

    await notifyLive(alice.workspaceId, "containers", ["box-of-a"]);
    await a.until("box-of-a");
    await a2.until("box-of-a");
    await notifyLive(bob.workspaceId, "work", ["marker-of-b"]);
    await b.until("marker-of-b");

    expect(a.text()).toContain(
      `event: containers\ndata: ${JSON.stringify({ topic: "containers", ids: ["box-of-a"] })}`,
    );
    expect(b.text()).not.toContain("box-of-a");
    expect(b.text()).not.toContain("event: containers");
    expect(b.text().match(/^event: /gm)).toEqual(["event: "]);
    // And the other way round: B's marker never reached A.
    await notifyLive(alice.workspaceId, "work", ["marker-of-a"]);
    await a.until("marker-of-a");
    expect(a.text()).not.toContain("marker-of-b");
  });

  it("every topic stays in its workspace, with or without ids", async () => {
    const { LIVE_TOPICS } = await import("@/lib/shared/live-events");
    const alice = await signedIn("admin");
    const bob = await signedIn("admin");
    const b = await open(bob);
    const a = await open(alice);
    for (const topic of LIVE_TOPICS) await notifyLive(alice.workspaceId, topic);
    await notifyLive(alice.workspaceId, "documents", ["last-of-a"]);
    await a.until("last-of-a");
    await notifyLive(bob.workspaceId, "freshness", ["marker-of-b"]);
    await b.until("marker-of-b");
    expect(a.text().match(/^event: /gm)).toHaveLength(LIVE_TOPICS.length + 1);
    expect(b.text().match(/^event: .*$/gm)).toEqual(["event: freshness"]);
  });
});

describe("live updates (SSE) end with the user's access", () => {
  it("a disabled user's open stream ends within a few seconds, by itself; a colleague's goes on", async () => {
    const alice = await signedIn("dispatcher");
    const bob = await signedIn("dispatcher");
    const a = await open(alice);
    const b = await open(bob);
    await db.user.update({ where: { id: alice.id }, data: { disabledAt: new Date() } });
    // The periodic re-check (every 2 s) ends it; no test hook is called here.
    await a.end;
    expect(a.ended()).toBe(true);
    await notifyLive(bob.workspaceId, "work", ["still-open"]);
    await b.until("still-open");
    expect(b.ended()).toBe(false);
  });

  it("a stream ends when its user is removed, or their role is no longer the one it opened with", async () => {
    const removed = await signedIn("manager");
    const demoted = await signedIn("admin");
    const kept = await signedIn("manager");
    const r = await open(removed);
    const d = await open(demoted);
    const k = await open(kept);
    await db.user.delete({ where: { id: removed.id } });
    await db.user.update({ where: { id: demoted.id }, data: { role: "manager" } });
    await checkStreams();
    await r.end;
    await d.end;
    expect(k.ended()).toBe(false);
    await notifyLive(kept.workspaceId, "work", ["kept-open"]);
    await k.until("kept-open");
  });
});
