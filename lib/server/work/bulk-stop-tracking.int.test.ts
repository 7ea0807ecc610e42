// Bulk stop tracking goes through the Tracking page's path, once per shipment, against the simulated service.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/shared/session-api";
import type * as Shipments from "@/lib/server/tracking/shipments";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { appRequest, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";
import type { BulkResult } from "@/lib/shared/work-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", () => ({
  requireUser: async () => {
    if (!session.user) throw new Error("test set no user");
    return session.user;
  },
}));
const calls = vi.hoisted(() => ({ stops: [] as string[] }));
vi.mock("@/lib/server/tracking/shipments", async (importOriginal) => {
  const real = await importOriginal<typeof Shipments>();
  return {
    setShipmentTracking: (...args: Parameters<typeof Shipments.setShipmentTracking>) => {
      calls.stops.push(`${args[2]} ${args[1]}`);
      return real.setShipmentTracking(...args);
    },
  };
});

const world = backfilledWorkspace({ containers: 40, roles: ["dispatcher"] });

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const user = await db.user.findFirstOrThrow({ where: { workspaceId: world.workspaceId } });
  session.user = await sessionUserOf(user.id);
}, 60_000);

afterEach(() => {
  calls.stops = [];
});

describe("bulk stop tracking", () => {
  it("stops each selected box's shipment once, fails boxes without a shipment, and audits each box", async () => {
    const { db } = await import("@/lib/server/db");
    const { POST } = await import("@/app/api/containers/bulk/route");
    const boxes = await db.container.findMany({
      where: { workspaceId: world.workspaceId, shipmentUpstreamId: { not: null } },
      orderBy: { number: "asc" },
      select: { id: true, shipmentUpstreamId: true },
    });
    const byShipment = new Map<string, string[]>();
    for (const box of boxes)
      byShipment.set(box.shipmentUpstreamId ?? "", [...(byShipment.get(box.shipmentUpstreamId ?? "") ?? []), box.id]);
    const shipments = [...byShipment.keys()].slice(0, 3);
    const selected = shipments.flatMap((s) => byShipment.get(s) ?? []);
    const loose = boxes.find((box) => !shipments.includes(box.shipmentUpstreamId ?? ""))?.id ?? "";
    await db.container.update({ where: { id: loose }, data: { shipmentUpstreamId: null } });

    const response = await POST(
      appRequest("/api/containers/bulk", { body: { ids: [...selected, loose], action: "stop_tracking" } }),
      routeContext({}),
    );
    expect(response.status).toBe(200);
    const result = (await response.json()) as BulkResult;
    expect(new Set(result.succeeded)).toEqual(new Set(selected));
    expect(result.failed).toEqual([
      { id: loose, reason: "Not linked to a shipment, so there is no tracking to stop." },
    ]);
    expect(calls.stops.sort()).toEqual(shipments.map((s) => `stop ${s}`).sort());
    const stopped = await db.shipment.findMany({
      where: { workspaceId: world.workspaceId, upstreamId: { in: shipments } },
      select: { lineTrackingStoppedAt: true },
    });
    expect(stopped.every((s) => s.lineTrackingStoppedAt !== null)).toBe(true);
    const events = await db.auditEvent.findMany({ where: { workspaceId: world.workspaceId, kind: "stop_tracking" } });
    expect(events.map((e) => e.containerId).sort()).toEqual([...selected].sort());
    expect(events[0]?.changes).toEqual([{ field: "tracking", from: "tracking", to: "stopped" }]);
  });
});
