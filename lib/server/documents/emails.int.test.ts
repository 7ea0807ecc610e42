import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { getEmailDetail } from "./emails";

// The email detail API hands the browser an HTML body that is already inert: the raw HTML never leaves the server.
describe("email detail body", () => {
  async function email(workspaceId: string, attributes: Record<string, string>) {
    return db.emailSubmission.create({
      data: { workspaceId, upstreamId: `email-${crypto.randomUUID()}`, subject: "Hold notice", raw: { attributes } },
    });
  }

  it("sanitises an HTML body on the server and sends no raw HTML", async () => {
    const { workspace } = await createTestWorkspace(["dispatcher"]);
    const row = await email(workspace.id, {
      content_type: "text/html",
      body: "<p>Customs hold</p><script>alert(1)</script><img src=x onerror=alert(2)><svg onload=alert(3)></svg>",
    });
    const detail = await getEmailDetail(workspace.id, row.id);
    expect(detail.body).toBeNull();
    expect(detail.bodyHtml).toContain("<p>Customs hold</p>");
    expect(detail.bodyHtml).toContain("default-src 'none'");
    const json = JSON.stringify(detail);
    expect(json).not.toMatch(/<script|onerror|onload|<svg/i);
  });

  it("keeps a plain-text body as text", async () => {
    const { workspace } = await createTestWorkspace(["dispatcher"]);
    const row = await email(workspace.id, {
      content_type: "text/plain",
      body: "Container MSCU1234565 is on hold. a < b",
    });
    expect(await getEmailDetail(workspace.id, row.id)).toMatchObject({
      body: "Container MSCU1234565 is on hold. a < b",
      bodyHtml: null,
    });
  });
});
