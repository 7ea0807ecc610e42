// Buckets after an admin changes the workspace's LFD rule through PUT /api/settings (the real handler; only
// the session lookup is replaced), which re-evaluates the workspace before it answers. Two boxes are put in known states
// through the simulator's control API, relative to the simulator's own today at each box's terminal:
// - SPLIT: available, no hold, terminal LFD yesterday 23:30, line LFD tomorrow 23:30. The earliest date is
//   yesterday → past LFD; the service picks the line's date (line, then terminal, then rail) → due tomorrow.
// - AGREE: available, no hold, line LFD today 23:30, terminal LFD tomorrow 23:30. Both rules give today.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { localAt as localInstant } from "@/lib/testing/scenario-time";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const settingsRoute = await import("@/app/api/settings/route");

const APP = "http://127.0.0.1:3000";
const world = backfilledWorkspace({ containers: 80, roles: ["admin"] });
type Box = { id: string; number: string; zone: string };
const boxes = {} as Record<"split" | "agree", Box>;
let simNow = new Date(0);

/** The instant of hh:mm on the local date `offsetDays` from the simulator's today in `zone`. */
const localAt = (zone: string, offsetDays: number, hour: number, minute: number): string =>
  localInstant(simNow, zone, offsetDays, hour, minute).toISOString();

const sim = <T>(path: string, body?: unknown): Promise<T> => world.control<T>(path, body);

async function putRule(lfdRule: "service" | "earliest"): Promise<Response> {
  const request = new NextRequest(`${APP}/api/settings`, {
    method: "PUT",
    headers: { host: "127.0.0.1:3000", origin: APP, "content-type": "application/json" },
    body: JSON.stringify({ lfdRule }),
  });
  return settingsRoute.PUT(request, { params: Promise.resolve({}) });
}

/** The worker's scheduled re-evaluation of the workspace (the recompute job's handler). */
async function reevaluate(): Promise<void> {
  const { recomputeWorkspace } = await import("@/lib/server/cache/recompute");
  await recomputeWorkspace(world.workspaceId);
}

async function bucketOf(box: Box): Promise<string> {
  const { db } = await import("@/lib/server/db");
  return (await db.container.findUniqueOrThrow({ where: { id: box.id } })).bucket;
}

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const { syncLists } = await import("@/lib/server/sync/lists");
  const workspaceId = world.workspaceId;
  const admin = await db.user.findFirstOrThrow({ where: { workspaceId }, include: { workspace: true } });
  session.user = {
    id: admin.id,
    email: admin.email,
    name: null,
    role: "admin",
    workspaceId,
    workspaceName: admin.workspace.name,
  };
  simNow = new Date((await sim<{ now: string }>("/_sim/clock")).now);
  // Road moves at a port terminal (a rail move's own LFD would be a third source), not returned.
  const rows = await db.container.findMany({
    where: {
      workspaceId,
      bucket: { notIn: ["done"] },
      podTimezone: { not: null },
      finalDestinationTimezone: null,
      podTerminalUpstreamId: { not: null },
    },
    orderBy: { number: "asc" },
    select: { id: true, number: true, podTimezone: true },
  });
  const [split, agree] = rows;
  if (!split || !agree) throw new Error("the simulated world lacks the road boxes this test needs");
  boxes.split = { id: split.id, number: split.number, zone: split.podTimezone ?? "UTC" };
  boxes.agree = { id: agree.id, number: agree.number, zone: agree.podTimezone ?? "UTC" };
  const checked = new Date(simNow.getTime() - 3_600_000).toISOString();
  const common = {
    current_status: "available",
    available_for_pickup: true,
    holds: [],
    terminal_checked_at: checked,
    line_tracking: { stopped: false },
  };
  await sim(`/_sim/containers/${boxes.split.number}`, {
    ...common,
    lfd: { line: localAt(boxes.split.zone, 1, 23, 30), terminal: localAt(boxes.split.zone, -1, 23, 30), rail: null },
  });
  await sim(`/_sim/containers/${boxes.agree.number}`, {
    ...common,
    lfd: { line: localAt(boxes.agree.zone, 0, 23, 30), terminal: localAt(boxes.agree.zone, 1, 23, 30), rail: null },
  });
  await syncLists(workspaceId, { ref: "sweep" });
  await reevaluate();
});

describe("buckets after an LFD-rule change", () => {
  it("move a box whose sources disagree, and only it, as soon as the admin switches between earliest and the service's pick", async () => {
    // Never chosen: the earliest date governs.
    expect(await bucketOf(boxes.split)).toBe("past_lfd");
    expect(await bucketOf(boxes.agree)).toBe("lfd_today");

    // The admin's request itself re-evaluates: the board agrees with the new rule when it returns, not a
    // scheduled minute later.
    expect((await putRule("service")).status).toBe(200);
    expect(await bucketOf(boxes.split)).toBe("lfd_tomorrow");
    expect(await bucketOf(boxes.agree)).toBe("lfd_today");

    expect((await putRule("earliest")).status).toBe(200);
    expect(await bucketOf(boxes.split)).toBe("past_lfd");
    expect(await bucketOf(boxes.agree)).toBe("lfd_today");
  });

  it("is an admin's change only: a dispatcher's PUT is refused and the buckets stay", async () => {
    const admin = session.user;
    if (!admin) throw new Error("fixture");
    session.user = { ...admin, role: "dispatcher" };
    try {
      expect((await putRule("service")).status).toBe(403);
    } finally {
      session.user = admin;
    }
    await reevaluate();
    expect(await bucketOf(boxes.split)).toBe("past_lfd");
  });
});
