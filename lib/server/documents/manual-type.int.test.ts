// A dispatcher's manual document type is written back to the service (PATCH /documents/{id}) over HTTP, kept
// here from the service's answer, and a refusal surfaces as a clear error with nothing stored. The route is
// real; only the session lookup is replaced because it needs Next.js's request scope.
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

import type { SessionUser } from "@/lib/shared/session-api";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));

vi.mock("@/lib/server/auth/session", () => ({
  requireUser: async () => {
    if (!session.user) throw new Error("test set no user");
    return session.user;
  },
}));

const documentRoute = await import("@/app/api/documents/[id]/route");

const world = backfilledWorkspace({ containers: 40, roles: ["dispatcher"] });
const APP = "http://127.0.0.1:3000";

beforeAll(async () => {
  const { syncDocuments } = await import("@/lib/server/sync/document-sync");
  await syncDocuments(world.workspaceId);
  const user = await db.user.findFirstOrThrow({
    where: { workspaceId: world.workspaceId, role: "dispatcher" },
    include: { workspace: true },
  });
  session.user = {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    workspaceId: user.workspaceId,
    workspaceName: user.workspace.name,
  };
}, 60_000);

async function patch(
  id: string,
  manualType: string | null,
): Promise<{
  status: number;
  body: { manualType?: string | null; type?: string | null; error?: { code: string; message: string } };
}> {
  const request = new NextRequest(`${APP}/api/documents/${id}`, {
    method: "PATCH",
    headers: { host: "127.0.0.1:3000", origin: APP, "content-type": "application/json" },
    body: JSON.stringify({ manualType }),
  });
  const response = await documentRoute.PATCH(request, { params: Promise.resolve({ id }) });
  return {
    status: response.status,
    body: (await response.json()) as { manualType?: string | null; error?: { code: string; message: string } },
  };
}

async function atService(upstreamId: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${env.SIMULATOR_URL}/documents/${upstreamId}`, {
    headers: { Authorization: "Token sim_paid_key" },
  });
  const body = (await response.json()) as { data: { attributes: Record<string, unknown> } };
  return body.data.attributes;
}

describe("manual document type write-back", () => {
  it("sends the type to the service, keeps it here, and clears it both places", async () => {
    const doc = await db.document.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, manualType: null, systemType: { not: "packing_list" } },
      orderBy: { upstreamId: "asc" },
    });
    const set = await patch(doc.id, "packing_list");
    expect(set.status).toBe(200);
    expect(await atService(doc.upstreamId)).toMatchObject({ document_type_manual: "packing_list" });
    expect(await db.document.findUniqueOrThrow({ where: { id: doc.id } })).toMatchObject({
      manualType: "packing_list",
      documentType: "packing_list",
    });

    const cleared = await patch(doc.id, null);
    expect(cleared.status).toBe(200);
    expect(await atService(doc.upstreamId)).toMatchObject({ document_type_manual: null });
    expect(await db.document.findUniqueOrThrow({ where: { id: doc.id } })).toMatchObject({
      manualType: null,
      documentType: doc.systemType,
    });
  });

  it("surfaces the service's refusal in plain words and stores nothing", async () => {
    const doc = await db.document.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, manualType: null },
      orderBy: { upstreamId: "desc" },
    });
    const refused = await patch(doc.id, "bill_of_sale");
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "validation_failed" });
    expect(refused.body.error?.message).toContain('the type "bill_of_sale"');
    expect(refused.body.error?.message).toContain("not a known document type");
    expect(await db.document.findUniqueOrThrow({ where: { id: doc.id } })).toMatchObject({ manualType: null });
    expect(await atService(doc.upstreamId)).toMatchObject({ document_type_manual: null });
  });
});
