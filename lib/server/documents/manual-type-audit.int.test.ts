// PATCH /api/documents/{id} (a dispatcher sets or clears a document's manual type) is in the audit trail: one
// entry with no box and the document as `ref`, on the Activity route and its CSV; a refused change records nothing.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import type { SessionUser } from "@/lib/shared/session-api";
import type { ActivityResponse } from "@/lib/shared/work-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { appRequest, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const documentRoute = await import("@/app/api/documents/[id]/route");
const activityRoute = await import("@/app/api/activity/route");

const world = backfilledWorkspace({ containers: 40, roles: ["dispatcher"] });
let dispatcher = "";

beforeAll(async () => {
  const { syncDocuments } = await import("@/lib/server/sync/document-sync");
  await syncDocuments(world.workspaceId);
  dispatcher = (await db.user.findFirstOrThrow({ where: { workspaceId: world.workspaceId } })).id;
  session.user = await sessionUserOf(dispatcher);
}, 60_000);

const patch = (id: string, manualType: string | null): Promise<Response> =>
  documentRoute.PATCH(
    appRequest(`/api/documents/${id}`, { method: "PATCH", body: { manualType } }),
    routeContext({ id }),
  );

const entries = () =>
  db.auditEvent.findMany({ where: { workspaceId: world.workspaceId, kind: "document_type" }, orderBy: { id: "asc" } });

describe("document type changes in the audit trail", () => {
  it("records setting and clearing the type, by the user, with the document as ref", async () => {
    const doc = await db.document.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, manualType: null, systemType: { not: "packing_list" } },
      orderBy: { upstreamId: "asc" },
    });
    expect((await patch(doc.id, "packing_list")).status).toBe(200);
    expect((await patch(doc.id, null)).status).toBe(200);
    const recorded = await entries();
    expect(
      recorded.map((e) => ({ actorId: e.actorId, containerId: e.containerId, ref: e.ref, changes: e.changes })),
    ).toEqual([
      {
        actorId: dispatcher,
        containerId: null,
        ref: doc.id,
        changes: [{ field: "manual type", from: null, to: "packing_list" }],
      },
      {
        actorId: dispatcher,
        containerId: null,
        ref: doc.id,
        changes: [{ field: "manual type", from: "packing_list", to: null }],
      },
    ]);

    const listed = (await (
      await activityRoute.GET(appRequest("/api/activity?kind=document_type"), routeContext({}))
    ).json()) as ActivityResponse;
    expect(listed.data.map((e) => e.ref)).toEqual([doc.id, doc.id]);
    const csv = await (
      await activityRoute.GET(appRequest("/api/activity?kind=document_type&format=csv"), routeContext({}))
    ).text();
    expect(csv).toContain(`,Document type,document ${doc.id},manual type,`);
  });

  it("records nothing when the service refuses the type", async () => {
    const before = (await entries()).length;
    const doc = await db.document.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, manualType: null },
      orderBy: { upstreamId: "desc" },
    });
    expect((await patch(doc.id, "bill_of_sale")).status).toBe(422);
    expect(await entries()).toHaveLength(before);
  });
});
