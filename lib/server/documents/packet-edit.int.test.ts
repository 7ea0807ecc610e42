// A dropped 4-page packet that names a box, as a dispatcher writes it ("TEMU 819974-3"): the service extracts the
// number but links the document to nothing, so Quayside links it by the number it names. Then its pages are
// re-drawn by hand (split, pages moved, merged, back to the service's split), refused when the ranges overlap,
// leave a gap or leave the document, audited, and kept through a sync that rewrites the service's split.
import { beforeAll, describe, expect, it, vi } from "vitest";

import { db } from "@/lib/server/db";
import { containerLinks } from "@/lib/server/board/container-links";
import { uploadDocument } from "@/lib/server/documents/upload";
import type { DocumentDetail } from "@/lib/shared/document-api";
import type { SessionUser } from "@/lib/shared/session-api";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";
import { appRequest, errorOf, routeContext, sessionUserOf } from "@/lib/testing/work-fixtures";
import { samplePdf } from "@/simulator/testing";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/server/auth/session", async () => (await import("@/lib/testing/mock-session")).sessionModule(session));

const documentRoute = await import("@/app/api/documents/[id]/route");
const partsRoute = await import("@/app/api/documents/[id]/parts/route");
const linksRoute = await import("@/app/api/documents/[id]/links/route");
const { syncDocuments } = await import("@/lib/server/sync/document-sync");

const world = backfilledWorkspace({ containers: 40, roles: ["dispatcher"] });
let named = { id: "", number: "", upstreamId: "" };
let other = { id: "", number: "" };
let packetId = "";
let childId = "";

/** "TEMU 819974-3": a container number as it is printed on the box and typed in a letter. */
const spaced = (number: string) => `${number.slice(0, 4)} ${number.slice(4, 10)}-${number.slice(10)}`;

beforeAll(async () => {
  const dispatcher = await db.user.findFirstOrThrow({ where: { workspaceId: world.workspaceId } });
  session.user = await sessionUserOf(dispatcher.id);
  const boxes = await db.container.findMany({ where: { workspaceId: world.workspaceId }, orderBy: { number: "asc" } });
  named = { id: boxes[0]?.id ?? "", number: boxes[0]?.number ?? "", upstreamId: boxes[0]?.upstreamId ?? "" };
  other = { id: boxes[1]?.id ?? "", number: boxes[1]?.number ?? "" };
  // Four pages without a known heading: the service classifies the file as a packet by its name and splits it
  // into one "other" part, pages 1–4.
  const bytes = samplePdf([
    ["Page 1 of 4", "Attention: dispatch", `Please pick up container ${spaced(named.number)} this week.`],
    ["Page 2 of 4", "Commercial terms"],
    ["Page 3 of 4", "Release instructions"],
    ["Page 4 of 4", "Signatures"],
  ]);
  const uploaded = await uploadDocument({
    workspaceId: world.workspaceId,
    userId: dispatcher.id,
    name: "customer-packet.pdf",
    contentType: "application/pdf",
    contentLength: bytes.length,
    body: new Blob([new Uint8Array(bytes)]).stream(),
  });
  packetId = uploaded.id;
  await world.sim.control.setClock({ advance: "PT1M" });
  await syncDocuments(world.workspaceId);
  const child = await db.document.findFirstOrThrow({
    where: { workspaceId: world.workspaceId, parentUpstreamId: uploaded.upstreamId },
  });
  childId = child.id;
}, 60_000);

const detail = async (id: string): Promise<DocumentDetail> =>
  (await (await documentRoute.GET(appRequest(`/api/documents/${id}`), routeContext({ id }))).json()) as DocumentDetail;
const put = (body: unknown) =>
  partsRoute.PUT(
    appRequest(`/api/documents/${packetId}/parts`, { method: "PUT", body }),
    routeContext({ id: packetId }),
  );
const layout = (d: DocumentDetail) => d.children.map((c) => [c.startPage, c.endPage, c.localPart, c.pagesEdited]);

describe("a dropped packet that names a box", () => {
  it("is split by the service into one part, pages 1–4, that the service links to nothing", async () => {
    const child = await db.document.findUniqueOrThrow({ where: { id: childId } });
    expect(child).toMatchObject({ startPage: 1, endPage: 4, systemType: "other", containerUpstreamIds: [] });
  });

  it("reaches the box it names: on the document, and in the box's drawer", async () => {
    const child = await detail(childId);
    expect(child.data.containers).toEqual([
      expect.objectContaining({ id: named.id, number: named.number, source: "named" }),
    ]);
    const drawer = await containerLinks(world.workspaceId, named.id);
    expect(drawer.documents.find((d) => d.id === childId)?.via).toBe("reference");
  });
});

describe("re-drawing the packet's pages", () => {
  it("splits a part: the new part is Quayside's, typed like the one it came from", async () => {
    const before = await detail(packetId);
    expect(before.packet).toMatchObject({ pageCount: 4, notEditable: null, edited: null });
    const reply = await put({
      basedOn: before.packet?.basedOn,
      parts: [
        { id: childId, start: 1, end: 2 },
        { id: null, start: 3, end: 4 },
      ],
    });
    expect(reply.status).toBe(200);
    const after = (await reply.json()) as DocumentDetail;
    expect(layout(after)).toEqual([
      [1, 2, false, true],
      [3, 4, true, true],
    ]);
    expect(after.children[1]?.type).toBe("other");
    expect(after.packet?.edited?.by).toBe(session.user?.name ?? session.user?.email);
  });

  it("refuses overlapping, gapped, out-of-document and stale layouts, and changes nothing", async () => {
    const current = await detail(packetId);
    const local = current.children[1]?.id ?? "";
    const basedOn = current.packet?.basedOn;
    const cases: [unknown, number, string][] = [
      [
        [
          { id: childId, start: 1, end: 3 },
          { id: local, start: 3, end: 4 },
        ],
        422,
        "page 3 would be in two parts.",
      ],
      [
        [
          { id: childId, start: 1, end: 1 },
          { id: local, start: 3, end: 4 },
        ],
        422,
        "page 2 would be in no part.",
      ],
      [
        [
          { id: childId, start: 1, end: 2 },
          { id: local, start: 3, end: 5 },
        ],
        422,
        "pages 3–5 is outside the packet, which has 4 pages.",
      ],
    ];
    for (const [parts, status, message] of cases) {
      const refused = await errorOf(await put({ basedOn, parts }));
      expect(refused).toMatchObject({ status, message });
    }
    const stale = await errorOf(await put({ basedOn: `${childId}:1-4`, parts: [{ id: childId, start: 1, end: 4 }] }));
    expect(stale.status).toBe(409);
    expect(layout(await detail(packetId))).toEqual(layout(current));
  });

  it("moves pages between parts, and keeps the edit, the part's type and its links through a sync", async () => {
    const current = await detail(packetId);
    const local = current.children[1]?.id ?? "";
    const moved = await put({
      basedOn: current.packet?.basedOn,
      parts: [
        { id: childId, start: 1, end: 1 },
        { id: local, start: 2, end: 4 },
      ],
    });
    expect(moved.status).toBe(200);
    const typed = await documentRoute.PATCH(
      appRequest(`/api/documents/${local}`, { method: "PATCH", body: { manualType: "delivery_order" } }),
      routeContext({ id: local }),
    );
    expect(typed.status).toBe(200);
    const linked = await linksRoute.POST(
      appRequest(`/api/documents/${local}/links`, { body: { kind: "container", targetId: other.id, linked: true } }),
      routeContext({ id: local }),
    );
    expect(linked.status).toBe(200);

    await world.sim.control.setClock({ advance: "PT1M" });
    await syncDocuments(world.workspaceId);
    // The sync wrote the service's split again (pages 1–4 for the child); the edit stands over it.
    expect(await db.document.findUniqueOrThrow({ where: { id: childId } })).toMatchObject({ startPage: 1, endPage: 4 });
    const after = await detail(packetId);
    expect(layout(after)).toEqual([
      [1, 1, false, true],
      [2, 4, true, true],
    ]);
    expect(after.children[1]?.type).toBe("delivery_order");
    const part = await detail(local);
    expect(part.data.pages).toEqual({ start: 2, end: 4 });
    expect(part.data.containers).toContainEqual(expect.objectContaining({ id: other.id, source: "manual" }));
    expect((await containerLinks(world.workspaceId, other.id)).documents.map((d) => d.id)).toContain(local);
  });

  it("merges the parts back into one, carrying the merged part's links, then returns to the service's split", async () => {
    const current = await detail(packetId);
    const local = current.children[1]?.id ?? "";
    const merged = await put({ basedOn: current.packet?.basedOn, parts: [{ id: childId, start: 1, end: 4 }] });
    expect(merged.status).toBe(200);
    expect(layout((await merged.json()) as DocumentDetail)).toEqual([[1, 4, false, false]]);
    expect(await db.document.findUnique({ where: { id: local } })).toBeNull();
    expect((await detail(childId)).data.containers.map((c) => [c.id, c.source])).toEqual(
      expect.arrayContaining([
        [other.id, "manual"],
        [named.id, "named"],
      ]),
    );

    const split = await put({
      basedOn: (await detail(packetId)).packet?.basedOn,
      parts: [
        { id: childId, start: 1, end: 3 },
        { id: null, start: 4, end: 4 },
      ],
    });
    expect(split.status).toBe(200);
    const reset = await partsRoute.DELETE(
      appRequest(`/api/documents/${packetId}/parts`, { method: "DELETE" }),
      routeContext({ id: packetId }),
    );
    expect(reset.status).toBe(200);
    const back = (await reset.json()) as DocumentDetail;
    expect(layout(back)).toEqual([[1, 4, false, false]]);
  });

  it("audits every page edit on the packet, in order", async () => {
    const recorded = await db.auditEvent.findMany({
      where: { workspaceId: world.workspaceId, kind: "document_pages", ref: packetId },
      orderBy: { id: "asc" },
    });
    expect(recorded.map((e) => e.changes)).toEqual([
      [{ field: "parts", from: "#1 pages 1–4", to: "#1 pages 1–2, #2 pages 3–4" }],
      [{ field: "parts", from: "#1 pages 1–2, #2 pages 3–4", to: "#1 page 1, #2 pages 2–4" }],
      [{ field: "parts", from: "#1 page 1, #2 pages 2–4", to: "#1 pages 1–4" }],
      [{ field: "parts", from: "#1 pages 1–4", to: "#1 pages 1–3, #2 page 4" }],
      [{ field: "parts", from: "#1 pages 1–3, #2 page 4", to: "#1 pages 1–4 (the service's split)" }],
    ]);
    expect(recorded.every((e) => e.actorId === session.user?.id && e.containerId === null)).toBe(true);
  });
});
