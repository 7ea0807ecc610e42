// The Tracking page's stop and resume tracking (POST /api/shipments/{id}/stop-tracking and resume-tracking)
// through the real route handlers, against the simulated service: each is in the audit trail, one entry per
// box of the shipment, by the acting user, and shows on the Activity page's route and its CSV.
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import type { ActivityResponse } from "@/lib/shared/work-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { appRequest, errorOf, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const world = backfilledWorkspace({ containers: 12, roles: ["dispatcher", "manager"] });
const people = { dispatcher: "", manager: "" };

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const users = await db.user.findMany({ where: { workspaceId: world.workspaceId }, select: { id: true, role: true } });
  people.dispatcher = users.find((user) => user.role === "dispatcher")?.id ?? "";
  people.manager = users.find((user) => user.role === "manager")?.id ?? "";
}, 60_000);

async function post(action: "stop" | "resume", shipmentId: string, userId: string): Promise<Response> {
  const route =
    action === "stop"
      ? await import("@/app/api/shipments/[id]/stop-tracking/route")
      : await import("@/app/api/shipments/[id]/resume-tracking/route");
  session.user = await sessionUserOf(userId);
  return route.POST(
    appRequest(`/api/shipments/${shipmentId}/${action}-tracking`, { method: "POST" }),
    routeContext({ id: shipmentId }),
  );
}

describe("Tracking page stop and resume tracking", () => {
  it("audits each box of the shipment, by the acting user, for both stop and resume", async () => {
    const { db } = await import("@/lib/server/db");
    const box = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, shipmentUpstreamId: { not: null } },
      orderBy: { number: "asc" },
      select: { shipmentUpstreamId: true },
    });
    const shipmentId = box.shipmentUpstreamId ?? "";
    const boxes = await db.container.findMany({
      where: { workspaceId: world.workspaceId, shipmentUpstreamId: shipmentId },
      select: { id: true, number: true },
    });
    const ids = boxes.map((b) => b.id).sort();
    const entries = (kind: string) =>
      db.auditEvent.findMany({ where: { workspaceId: world.workspaceId, kind }, orderBy: { id: "asc" } });

    const stop = await post("stop", shipmentId, people.dispatcher);
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ trackingStopped: true });
    const stopped = await entries("stop_tracking");
    expect(stopped.map((e) => e.containerId).sort()).toEqual(ids);
    for (const entry of stopped) {
      expect(entry.actorId).toBe(people.dispatcher);
      expect(entry.ref).toBe(shipmentId);
      expect(entry.changes).toEqual([{ field: "tracking", from: "tracking", to: "stopped" }]);
      expect(entry.containerNumber).toBe(boxes.find((b) => b.id === entry.containerId)?.number);
    }

    const resume = await post("resume", shipmentId, people.dispatcher);
    expect(resume.status).toBe(200);
    expect(await resume.json()).toEqual({ trackingStopped: false });
    const resumed = await entries("resume_tracking");
    expect(resumed.map((e) => e.containerId).sort()).toEqual(ids);
    for (const entry of resumed) {
      expect(entry.actorId).toBe(people.dispatcher);
      expect(entry.changes).toEqual([{ field: "tracking", from: "stopped", to: "tracking" }]);
    }

    const activityRoute = await import("@/app/api/activity/route");
    const listed = (await (
      await activityRoute.GET(appRequest("/api/activity?kind=resume_tracking"), routeContext({}))
    ).json()) as ActivityResponse;
    expect(listed.data.map((e) => e.container.id).sort()).toEqual(ids);
    const csv = await (
      await activityRoute.GET(appRequest("/api/activity?kind=resume_tracking&format=csv"), routeContext({}))
    ).text();
    expect(csv).toContain("Resume tracking");
    expect(csv).toContain(boxes[0]?.number ?? "missing");
  });

  it("records a shipment with no containers yet as one entry with no box, named by the shipment", async () => {
    const { db } = await import("@/lib/server/db");
    const shipments = await db.container.findMany({
      where: { workspaceId: world.workspaceId, shipmentUpstreamId: { not: null } },
      distinct: ["shipmentUpstreamId"],
      orderBy: { shipmentUpstreamId: "desc" },
      select: { shipmentUpstreamId: true },
    });
    const shipmentId = shipments[0]?.shipmentUpstreamId ?? "";
    // Unlinked here only: the service still has the shipment, as it does before its containers arrive.
    await db.container.updateMany({
      where: { workspaceId: world.workspaceId, shipmentUpstreamId: shipmentId },
      data: { shipmentUpstreamId: null },
    });
    expect((await post("stop", shipmentId, people.dispatcher)).status).toBe(200);
    const recorded = await db.auditEvent.findMany({ where: { workspaceId: world.workspaceId, ref: shipmentId } });
    expect(recorded.map((e) => ({ kind: e.kind, containerId: e.containerId, actorId: e.actorId }))).toEqual([
      { kind: "stop_tracking", containerId: null, actorId: people.dispatcher },
    ]);
    const activityRoute = await import("@/app/api/activity/route");
    const csv = await (
      await activityRoute.GET(appRequest("/api/activity?kind=stop_tracking&format=csv"), routeContext({}))
    ).text();
    expect(csv).toContain(`,Stop tracking,shipment ${shipmentId},tracking,tracking,stopped`);
  });

  it("records nothing when the action is refused: a manager's 403, an unknown shipment's 404", async () => {
    const { db } = await import("@/lib/server/db");
    const before = await db.auditEvent.count({ where: { workspaceId: world.workspaceId } });
    const box = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, shipmentUpstreamId: { not: null } },
      orderBy: { number: "desc" },
      select: { shipmentUpstreamId: true },
    });
    expect(await errorOf(await post("stop", box.shipmentUpstreamId ?? "", people.manager))).toMatchObject({
      status: 403,
    });
    expect(await errorOf(await post("resume", "no-such-shipment", people.dispatcher))).toMatchObject({
      status: 404,
    });
    expect(await db.auditEvent.count({ where: { workspaceId: world.workspaceId } })).toBe(before);
  });
});
