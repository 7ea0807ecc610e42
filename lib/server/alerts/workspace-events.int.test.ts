// The four event kinds that are not about a box's data: a tracking request that failed or expired, a document
// that needs review (both found by the clock pass), a mention in a note and an assignment (both written by the
// team's own actions, through the same code the API runs). Each reaches exactly the person it is for, once.
import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { addNote } from "@/lib/server/work/notes";
import { updateWork } from "@/lib/server/work/update-work";
import { createBox } from "@/lib/testing/alert-fixtures";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { clockPass } from "./clock-pass";
import { fanOut } from "./fan-out";

describe("workspace and personal events", () => {
  it("tells a failed tracking request, a document to review, a mention and an assignment once each, to the right person", async () => {
    const { workspace, users } = await createTestWorkspace(["admin", "dispatcher", "dispatcher"]);
    const [admin, mentioned, assigned] = users;
    if (!admin || !mentioned || !assigned) throw new Error("fixture");
    // Nobody chose anything: the role defaults decide (failures and reviews reach admins; a mention or an
    // assignment reaches the person it names, whatever their role, and never the one who wrote it).
    const box = await createBox(workspace.id);
    const request = await db.trackingRequest.create({
      data: {
        workspaceId: workspace.id,
        upstreamId: `tr-${workspace.id}`,
        requestNumber: "MEDUBL0001234",
        requestType: "bill_of_lading",
        status: "failed",
        failedReason: "expired",
        raw: {},
        observedAt: new Date(),
      },
    });
    const document = await db.document.create({
      data: {
        workspaceId: workspace.id,
        upstreamId: `doc-${workspace.id}`,
        name: "Arrival notice.pdf",
        extractionFailed: true,
        processingState: "failed",
        raw: {},
      },
    });

    const actor = { id: admin.id, name: admin.name, email: admin.email, workspaceId: workspace.id };
    const handle = mentioned.email.split("@")[0] ?? "";
    const pass = async (): Promise<void> => {
      await clockPass(workspace.id, new Date());
      await fanOut(workspace.id, new Date());
    };

    await pass();
    await addNote(actor, box.id, `@${handle} the terminal wants the arrival notice.`);
    await updateWork(actor, box.id, { version: 0, assigneeId: assigned.id });
    await fanOut(workspace.id, new Date());

    const told = async () =>
      (
        await db.notification.findMany({
          where: { workspaceId: workspace.id },
          orderBy: { kind: "asc" },
          select: { userId: true, kind: true, containerId: true, data: true },
        })
      ).map((n) => ({ userId: n.userId, kind: n.kind, containerId: n.containerId, data: n.data }));
    const expected = [
      { userId: assigned.id, kind: "assigned", containerId: box.id, data: expect.objectContaining({}) },
      {
        userId: admin.id,
        kind: "document_review",
        containerId: null,
        data: expect.objectContaining({ documentId: document.id }),
      },
      {
        userId: mentioned.id,
        kind: "mention",
        containerId: box.id,
        data: expect.objectContaining({ text: `@${handle} the terminal wants the arrival notice.` }),
      },
      {
        userId: admin.id,
        kind: "tracking_failed",
        containerId: null,
        data: expect.objectContaining({ requestId: request.id, status: "expired", reason: "expired" }),
      },
    ];
    expect(await told()).toEqual(expected);

    await pass();
    expect(await told()).toEqual(expected);
  });
});
