import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace } from "@/lib/testing/db-fixtures";

import { acceptInvite, findOpenInvite, inviteUser, listUsers, updateUser } from "./users";

describe("users and invitations", () => {
  it("never reaches another workspace's user by a guessed id", async () => {
    const a = await createTestWorkspace(["admin"]);
    const b = await createTestWorkspace(["admin", "dispatcher"]);
    const victim = b.users[1];
    await expect(
      updateUser(a.workspace.id, a.users[0]?.id ?? "", victim?.id ?? "", { role: "admin" }),
    ).rejects.toMatchObject({ code: "not_found" });
    expect((await db.user.findUniqueOrThrow({ where: { id: victim?.id } })).role).toBe("dispatcher");
    expect((await listUsers(a.workspace.id)).users.map((u) => u.id)).not.toContain(victim?.id);
  });

  it("changes a role within the workspace", async () => {
    const { workspace, users } = await createTestWorkspace(["admin", "dispatcher"]);
    const updated = await updateUser(workspace.id, users[0]?.id ?? "", users[1]?.id ?? "", { role: "manager" });
    expect(updated.role).toBe("manager");
  });

  it("keeps at least one active admin", async () => {
    const { workspace, users } = await createTestWorkspace(["admin", "dispatcher"]);
    await expect(
      updateUser(workspace.id, users[0]?.id ?? "", users[0]?.id ?? "", { role: "dispatcher" }),
    ).rejects.toMatchObject({ code: "conflict" });
  });

  it("turns an invitation into an account exactly once", async () => {
    const { workspace, users, tag } = await createTestWorkspace(["admin"]);
    const email = `new-${tag}@test.local`;
    const { inviteUrl } = await inviteUser(workspace.id, users[0]?.id ?? "", email, "manager");
    const token = inviteUrl.split("/invite/")[1] ?? "";
    expect(await findOpenInvite(token)).toMatchObject({ email, role: "manager" });
    // Only the token's hash is stored.
    expect(JSON.stringify(await db.invite.findMany({ where: { workspaceId: workspace.id } }))).not.toContain(token);

    await acceptInvite(token, "New Person", "a-long-enough-password");
    const created = await db.user.findUniqueOrThrow({ where: { email } });
    expect(created).toMatchObject({ workspaceId: workspace.id, role: "manager", name: "New Person" });
    await expect(acceptInvite(token, "Again", "a-long-enough-password")).rejects.toMatchObject({ code: "not_found" });
    await expect(inviteUser(workspace.id, users[0]?.id ?? "", email, "admin")).rejects.toMatchObject({
      code: "conflict",
    });
  });

  it("refuses a common or trivial password at accept time, says why, and keeps the invitation open", async () => {
    const { workspace, users, tag } = await createTestWorkspace(["admin"]);
    const email = `weak-${tag}@test.local`;
    const { inviteUrl } = await inviteUser(workspace.id, users[0]?.id ?? "", email, "dispatcher");
    const token = inviteUrl.split("/invite/")[1] ?? "";
    for (const weak of ["password1234", "aaaaaaaaaaaa", " ".repeat(12), "123456789012"]) {
      await expect(acceptInvite(token, "Weak Person", weak), JSON.stringify(weak)).rejects.toMatchObject({
        code: "validation_failed",
        message: expect.stringMatching(/too easy to guess|common and breached/),
      });
    }
    // Built from the account's own email.
    await expect(acceptInvite(token, "Weak Person", email)).rejects.toMatchObject({
      code: "validation_failed",
    });
    expect(await db.user.findUnique({ where: { email } })).toBeNull();
    await acceptInvite(token, "Strong Person", "a-long-enough-password");
    expect(await db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ name: "Strong Person" });
  });
});
