// Linking and unlinking documents and emails to boxes and shipments by hand, through the real routes: what the
// document, the email and the box's drawer then show, the audit trail, the roles, another workspace's rows
// refused as 404s, and hand-made links and unlinks that outlive a sync rewriting the service's links.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import { containerLinks } from "@/lib/server/board/container-links";
import type { DocumentDetail, EmailDetail, LinkTargetsResponse } from "@/lib/shared/document-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";
import { APP, appRequest, errorOf, makeBoxes, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";
import { NextRequest } from "next/server";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const documentLinksRoute = await import("@/app/api/documents/[id]/links/route");
const emailLinksRoute = await import("@/app/api/emails/[id]/links/route");
const targetsRoute = await import("@/app/api/documents/link-targets/route");
const partsRoute = await import("@/app/api/documents/[id]/parts/route");
const { syncDocuments } = await import("@/lib/server/sync/document-sync");

const world = backfilledWorkspace({ containers: 40, roles: ["dispatcher", "manager"] });
let dispatcher: SessionUser;
let manager: SessionUser;
let other: { workspaceId: string; boxId: string; boxNumber: string; documentId: string; emailId: string };

beforeAll(async () => {
  await syncDocuments(world.workspaceId);
  const users = await db.user.findMany({ where: { workspaceId: world.workspaceId } });
  dispatcher = await sessionUserOf(users.find((u) => u.role === "dispatcher")?.id ?? "");
  manager = await sessionUserOf(users.find((u) => u.role === "manager")?.id ?? "");
  // Another workspace with a box, a document and an email of its own.
  const { workspace } = await createTestWorkspace(["dispatcher"], { simulatorKey: null });
  const [box] = await makeBoxes(workspace.id, 1, () => ({}), "ZZOT");
  const document = await db.document.create({ data: { workspaceId: workspace.id, upstreamId: "other-doc", raw: {} } });
  const email = await db.emailSubmission.create({
    data: { workspaceId: workspace.id, upstreamId: "other-email", subject: "Other", raw: {} },
  });
  other = {
    workspaceId: workspace.id,
    boxId: box?.id ?? "",
    boxNumber: box?.number ?? "",
    documentId: document.id,
    emailId: email.id,
  };
}, 60_000);

const linkDocument = (id: string, body: unknown) =>
  documentLinksRoute.POST(appRequest(`/api/documents/${id}/links`, { body }), routeContext({ id }));
const linkEmail = (id: string, body: unknown) =>
  emailLinksRoute.POST(appRequest(`/api/emails/${id}/links`, { body }), routeContext({ id }));

/** A document the service linked to nothing, and a box it does not name: the scenario of a manual link. */
async function unlinkedDocumentAndBox(order: "asc" | "desc" = "asc") {
  const document = await db.document.findFirstOrThrow({
    where: { workspaceId: world.workspaceId, containerUpstreamIds: { isEmpty: true }, localPart: false },
    orderBy: { upstreamId: order },
  });
  const box = await db.container.findFirstOrThrow({
    where: { workspaceId: world.workspaceId, number: { notIn: document.references } },
    orderBy: { number: order },
  });
  return { document, box };
}

const entries = (kind: string) =>
  db.auditEvent.findMany({ where: { workspaceId: world.workspaceId, kind }, orderBy: { id: "asc" } });

describe("linking a document to a box by hand", () => {
  it("links, shows it on the document and in the box's drawer, unlinks, and audits both", async () => {
    session.user = dispatcher;
    const { document, box } = await unlinkedDocumentAndBox();
    const linked = await linkDocument(document.id, { kind: "container", targetId: box.id, linked: true });
    expect(linked.status).toBe(200);
    const detail = (await linked.json()) as DocumentDetail;
    expect(detail.data.containers).toContainEqual(
      expect.objectContaining({
        id: box.id,
        number: box.number,
        source: "manual",
        by: dispatcher.name ?? dispatcher.email,
      }),
    );
    const drawer = await containerLinks(world.workspaceId, box.id);
    expect(drawer.documents.find((d) => d.id === document.id)?.via).toBe("manual");

    const unlinked = await linkDocument(document.id, { kind: "container", targetId: box.id, linked: false });
    expect(unlinked.status).toBe(200);
    expect(((await unlinked.json()) as DocumentDetail).data.containers.map((c) => c.id)).not.toContain(box.id);
    expect((await containerLinks(world.workspaceId, box.id)).documents.map((d) => d.id)).not.toContain(document.id);

    const label = document.name ?? document.fileName;
    expect(
      (await entries("document_link"))
        .filter((e) => e.ref === document.id)
        .map((e) => ({ actor: e.actorId, box: e.containerId, number: e.containerNumber, changes: e.changes })),
    ).toEqual([
      {
        actor: dispatcher.id,
        box: box.id,
        number: box.number,
        changes: [{ field: "linked document", from: null, to: label }],
      },
      {
        actor: dispatcher.id,
        box: box.id,
        number: box.number,
        changes: [{ field: "linked document", from: label, to: null }],
      },
    ]);
  });

  it("records nothing when the link is already as asked", async () => {
    session.user = dispatcher;
    const { document, box } = await unlinkedDocumentAndBox();
    await linkDocument(document.id, { kind: "container", targetId: box.id, linked: true });
    const before = (await entries("document_link")).length;
    expect((await linkDocument(document.id, { kind: "container", targetId: box.id, linked: true })).status).toBe(200);
    expect(await entries("document_link")).toHaveLength(before);
    await linkDocument(document.id, { kind: "container", targetId: box.id, linked: false });
  });

  it("keeps a hand-made unlink of the service's link, and a hand-made link, through a sync", async () => {
    session.user = dispatcher;
    const serviceLinked = await db.document.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, containerUpstreamIds: { isEmpty: false } },
      orderBy: { upstreamId: "asc" },
    });
    const upstreamId = serviceLinked.containerUpstreamIds[0] ?? "";
    const serviceBox = await db.container.findFirstOrThrow({ where: { workspaceId: world.workspaceId, upstreamId } });
    expect((await containerLinks(world.workspaceId, serviceBox.id)).documents.map((d) => d.id)).toContain(
      serviceLinked.id,
    );
    const { box } = await unlinkedDocumentAndBox();
    await linkDocument(serviceLinked.id, { kind: "container", targetId: serviceBox.id, linked: false });
    await linkDocument(serviceLinked.id, { kind: "container", targetId: box.id, linked: true });

    await syncDocuments(world.workspaceId);
    // The sync wrote the service's links again: the service still links the box.
    expect((await db.document.findUniqueOrThrow({ where: { id: serviceLinked.id } })).containerUpstreamIds).toContain(
      upstreamId,
    );
    expect((await containerLinks(world.workspaceId, serviceBox.id)).documents.map((d) => d.id)).not.toContain(
      serviceLinked.id,
    );
    expect((await containerLinks(world.workspaceId, box.id)).documents.map((d) => d.id)).toContain(serviceLinked.id);
    const detail = (await (
      await linkDocument(serviceLinked.id, { kind: "container", targetId: box.id, linked: true })
    ).json()) as DocumentDetail;
    expect(detail.data.containers.map((c) => c.id)).toContain(box.id);
    expect(detail.data.containers.map((c) => c.id)).not.toContain(serviceBox.id);
    expect(detail.unlinked).toEqual([expect.objectContaining({ kind: "container", id: serviceBox.id })]);
  });

  it("links a document to a shipment; its boxes' drawers list it through the shipment", async () => {
    session.user = dispatcher;
    // Another document and box than the ones unlinked by hand above.
    const { document, box } = await unlinkedDocumentAndBox("desc");
    const shipment = await db.shipment.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, upstreamId: box.shipmentUpstreamId ?? "" },
    });
    const reply = await linkDocument(document.id, { kind: "shipment", targetId: shipment.id, linked: true });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as DocumentDetail).data.shipments).toContainEqual(
      expect.objectContaining({ id: shipment.id, billOfLading: shipment.billOfLading, source: "manual" }),
    );
    expect((await containerLinks(world.workspaceId, box.id)).documents.find((d) => d.id === document.id)?.via).toBe(
      "shipment",
    );
    await linkDocument(document.id, { kind: "shipment", targetId: shipment.id, linked: false });
  });
});

describe("linking an email by hand", () => {
  it("links an email to a shipment: the email lists it, and the shipment's boxes list the email", async () => {
    session.user = dispatcher;
    const email = await db.emailSubmission.findFirstOrThrow({
      where: { workspaceId: world.workspaceId },
      orderBy: { upstreamId: "asc" },
    });
    const box = await db.container.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, shipmentUpstreamId: { not: null } },
      orderBy: { number: "desc" },
    });
    const shipment = await db.shipment.findFirstOrThrow({
      where: { workspaceId: world.workspaceId, upstreamId: box.shipmentUpstreamId ?? "" },
    });
    const reply = await linkEmail(email.id, { kind: "shipment", targetId: shipment.id, linked: true });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as EmailDetail).shipments).toContainEqual(
      expect.objectContaining({ id: shipment.id, source: "manual" }),
    );
    expect((await containerLinks(world.workspaceId, box.id)).emails.find((e) => e.id === email.id)?.via).toBe(
      "shipment",
    );
    const recorded = (await entries("email_link")).filter((e) => e.ref === email.id);
    expect(recorded.map((e) => e.changes)).toEqual([
      [{ field: "linked shipment", from: null, to: shipment.billOfLading }],
    ]);
  });
});

describe("who may link, and whose rows", () => {
  it("refuses a manager, and stores nothing", async () => {
    session.user = manager;
    const { document, box } = await unlinkedDocumentAndBox();
    const before = await db.documentLink.count({ where: { workspaceId: world.workspaceId } });
    const refused = await linkDocument(document.id, { kind: "container", targetId: box.id, linked: true });
    expect(refused.status).toBe(403);
    const search = await targetsRoute.GET(appRequest(`/api/documents/link-targets?q=${box.number}`), routeContext({}));
    expect(search.status).toBe(403);
    expect(await db.documentLink.count({ where: { workspaceId: world.workspaceId } })).toBe(before);
  });

  it("answers 404 for another workspace's box, shipment, document or email, and finds none of its boxes", async () => {
    session.user = dispatcher;
    const { document, box } = await unlinkedDocumentAndBox();
    const email = await db.emailSubmission.findFirstOrThrow({ where: { workspaceId: world.workspaceId } });
    const theirBox = { kind: "container", targetId: other.boxId, linked: true };
    expect((await errorOf(await linkDocument(document.id, theirBox))).status).toBe(404);
    expect((await errorOf(await linkEmail(email.id, theirBox))).status).toBe(404);
    const mine = { kind: "container", targetId: box.id, linked: true };
    expect((await errorOf(await linkDocument(other.documentId, mine))).status).toBe(404);
    expect((await errorOf(await linkEmail(other.emailId, mine))).status).toBe(404);
    const parts = await partsRoute.PUT(
      appRequest(`/api/documents/${other.documentId}/parts`, {
        method: "PUT",
        body: { basedOn: "", parts: [{ id: null, start: 1, end: 1 }] },
      }),
      routeContext({ id: other.documentId }),
    );
    expect(parts.status).toBe(404);
    expect(await db.documentLink.count({ where: { documentId: other.documentId } })).toBe(0);

    const found = async (q: string) =>
      (
        (await (
          await targetsRoute.GET(appRequest(`/api/documents/link-targets?q=${q}`), routeContext({}))
        ).json()) as LinkTargetsResponse
      ).data;
    expect(await found(other.boxNumber)).toEqual([]);
    const hits = await found(box.number.slice(0, 8).toLowerCase());
    expect(hits).toContainEqual(expect.objectContaining({ kind: "container", id: box.id, number: box.number }));
  });

  it("refuses a write from another origin, a malformed body and an oversized one", async () => {
    session.user = dispatcher;
    const { document, box } = await unlinkedDocumentAndBox();
    const forged = new NextRequest(`${APP}/api/documents/${document.id}/links`, {
      method: "POST",
      headers: { host: "127.0.0.1:3000", origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ kind: "container", targetId: box.id, linked: true }),
    });
    expect((await documentLinksRoute.POST(forged, routeContext({ id: document.id }))).status).toBe(403);
    for (const body of [
      { kind: "vessel", targetId: box.id, linked: true },
      { kind: "container", targetId: "not-a-uuid", linked: true },
      { kind: "container", targetId: box.id, linked: "yes" },
      { kind: "container", targetId: box.id, linked: true, extra: 1 },
    ])
      expect((await linkDocument(document.id, body)).status, JSON.stringify(body)).toBe(422);
    const huge = await linkDocument(document.id, {
      kind: "container",
      targetId: box.id,
      linked: true,
      pad: "x".repeat(1_100_000),
    });
    expect(huge.status).toBe(413);
    expect(
      await db.documentLink.count({
        where: { documentId: document.id, targetUpstreamId: box.upstreamId, linked: true },
      }),
    ).toBe(0);
  });
});
