import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace, TEST_PASSWORD } from "@/lib/testing/db-fixtures";

import { authenticate, INVALID_CREDENTIALS, SignInError } from "./authenticate";
import { MAX_FAILURES_PER_EMAIL, secondsUntilAllowed, THROTTLE_WINDOW_MS } from "./throttle";

describe("sign-in", () => {
  it("signs in with the right password and returns the user's role and workspace", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = await authenticate({ email: users[0]?.email.toUpperCase(), password: TEST_PASSWORD }, "10.0.0.1");
    expect(user).toMatchObject({ id: users[0]?.id, role: "dispatcher", workspaceId: workspace.id });
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const { users } = await createTestWorkspace(["manager"]);
    await expect(authenticate({ email: users[0]?.email, password: "wrong-password" }, null)).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(authenticate({ email: "nobody@nowhere.test", password: "wrong-password" }, null)).rejects.toThrow(INVALID_CREDENTIALS);
    await expect(authenticate({ email: "not an email", password: "x" }, null)).rejects.toBeInstanceOf(SignInError);
  });

  it("refuses a disabled account even with the right password", async () => {
    const { users } = await createTestWorkspace(["dispatcher"]);
    await db.user.update({ where: { id: users[0]?.id }, data: { disabledAt: new Date() } });
    await expect(authenticate({ email: users[0]?.email, password: TEST_PASSWORD }, null)).rejects.toThrow(INVALID_CREDENTIALS);
  });

  it("throttles after repeated failures, even when the right password comes next", async () => {
    const { users } = await createTestWorkspace(["admin"]);
    const email = users[0]?.email ?? "";
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      await expect(authenticate({ email, password: `wrong-${i}` }, "10.0.0.2")).rejects.toThrow(INVALID_CREDENTIALS);
    }
    await expect(authenticate({ email, password: TEST_PASSWORD }, "10.0.0.2")).rejects.toThrow(/Too many failed attempts/);
    // The window slides: once it has passed, the same email may try again.
    expect(await secondsUntilAllowed({ email, ip: null }, new Date(Date.now() + THROTTLE_WINDOW_MS + 1_000))).toBe(0);
  });

  it("clears the failure count after a success", async () => {
    const { users } = await createTestWorkspace(["admin"]);
    const email = users[0]?.email ?? "";
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i += 1) await authenticate({ email, password: "nope" }, null).catch(() => undefined);
    await authenticate({ email, password: TEST_PASSWORD }, null);
    expect(await db.signInAttempt.count({ where: { key: `email:${email}` } })).toBe(0);
  });
});
