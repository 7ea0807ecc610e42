// A free-time extension carries its document in writing (product.md: "with who granted it and a document"): one
// of the workspace's documents is attached and listed by name with the extension; another workspace's is refused,
// and so is one that does not exist, both with a message that says what to do.
import { randomUUID } from "node:crypto";

import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import type { FreeTimeExtensionView } from "@/lib/shared/free-time-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const extensionsRoute = await import("@/app/api/containers/[id]/extensions/route");

const APP = "http://127.0.0.1:3000";
let boxId = "";
let ownDocument = "";
let otherDocument = "";

function request(method: string, body?: unknown): NextRequest {
  return new NextRequest(`${APP}/api/containers/${boxId}/extensions`, {
    method,
    headers: { host: "127.0.0.1:3000", origin: APP, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const params = () => ({ params: Promise.resolve({ id: boxId }) });

beforeAll(async () => {
  const { db } = await import("@/lib/server/db");
  const mine = await createTestWorkspace(["dispatcher"]);
  const other = await createTestWorkspace(["dispatcher"]);
  const user = mine.users[0];
  if (!user) throw new Error("fixture");
  session.user = {
    id: user.id,
    email: user.email,
    name: null,
    role: "dispatcher",
    workspaceId: mine.workspace.id,
    workspaceName: mine.workspace.name,
  };
  const tag = randomUUID().slice(0, 8);
  const box = await db.container.create({
    data: {
      workspaceId: mine.workspace.id,
      upstreamId: `c-${tag}`,
      number: `TEST${tag}`,
      bucket: "ready",
      bucketRank: 5,
      evaluatedAt: new Date(),
      raw: {},
      observedAt: new Date(),
    },
  });
  boxId = box.id;
  const document = (workspaceId: string, name: string) =>
    db.document.create({ data: { workspaceId, upstreamId: `d-${randomUUID()}`, name, raw: {} } });
  ownDocument = (await document(mine.workspace.id, "ONE line waiver 4411.pdf")).id;
  otherDocument = (await document(other.workspace.id, "Someone else's waiver.pdf")).id;
});

describe("an extension's document", () => {
  it("attaches one of the workspace's documents and lists it by name", async () => {
    const grant = { source: "line", days: 2, grantedBy: "ONE customer service (case 4411)", documentId: ownDocument };
    const created = await extensionsRoute.POST(request("POST", grant), params());
    expect(created.status).toBe(201);
    expect(((await created.json()) as FreeTimeExtensionView).document).toEqual({
      id: ownDocument,
      name: "ONE line waiver 4411.pdf",
    });
    const listed = await extensionsRoute.GET(request("GET"), params());
    expect(((await listed.json()) as { data: FreeTimeExtensionView[] }).data).toMatchObject([
      { days: 2, documentId: ownDocument, document: { id: ownDocument, name: "ONE line waiver 4411.pdf" } },
    ]);
  });

  it("refuses another workspace's document, and one that does not exist", async () => {
    for (const documentId of [otherDocument, randomUUID()]) {
      const response = await extensionsRoute.POST(
        request("POST", { source: "line", days: 1, grantedBy: "Someone", documentId }),
        params(),
      );
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/choose one/);
    }
    const listed = await extensionsRoute.GET(request("GET"), params());
    expect(((await listed.json()) as { data: FreeTimeExtensionView[] }).data).toHaveLength(1);
  });
});
