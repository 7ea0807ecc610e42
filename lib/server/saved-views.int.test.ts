import { describe, expect, it } from "vitest";

import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { deleteSavedView, listSavedViews, saveView } from "./saved-views";

// Saved board views belong to their user: listed, replaced and deleted only by that user.
describe("saved views", () => {
  it("replaces a view of the same name, ignoring case, and lists by name", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = { id: users[0]?.id ?? "", workspaceId: workspace.id };
    await saveView(user, { name: "Today", query: "bucket=lfd_today" });
    await saveView(user, { name: "Blocked", query: "bucket=blocked" });
    const replaced = await saveView(user, { name: "today", query: "bucket=lfd_today&terminal=Y258" });
    const views = await listSavedViews(user);
    expect(views.map((v) => [v.name, v.query])).toEqual([
      ["Blocked", "bucket=blocked"],
      ["today", "bucket=lfd_today&terminal=Y258"],
    ]);
    expect(views.find((v) => v.name === "today")?.id).toBe(replaced.id);
  });

  it("never shows or deletes another user's views, in the same workspace or another", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher", "manager"]);
    const other = await createTestWorkspace(["dispatcher"]);
    const owner = { id: users[0]?.id ?? "", workspaceId: workspace.id };
    const colleague = { id: users[1]?.id ?? "", workspaceId: workspace.id };
    const stranger = { id: other.users[0]?.id ?? "", workspaceId: other.workspace.id };
    const view = await saveView(owner, { name: "Mine", query: "bucket=ready" });

    expect(await listSavedViews(colleague)).toEqual([]);
    expect(await listSavedViews(stranger)).toEqual([]);
    await expect(deleteSavedView(colleague, view.id)).rejects.toMatchObject({ code: "not_found" });
    await expect(deleteSavedView(stranger, view.id)).rejects.toMatchObject({ code: "not_found" });
    expect((await listSavedViews(owner)).map((v) => v.id)).toEqual([view.id]);

    await deleteSavedView(owner, view.id);
    expect(await listSavedViews(owner)).toEqual([]);
  });
});
