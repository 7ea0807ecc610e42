import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace, TEST_PASSWORD } from "@/lib/testing/db-fixtures";

import { authenticate, INVALID_CREDENTIALS, SignInError } from "./authenticate";
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, secondsUntilAllowed, THROTTLE_WINDOW_MS } from "./throttle";

describe("sign-in", () => {
  it("signs in with the right password and returns the user's role and workspace", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = await authenticate({ email: users[0]?.email.toUpperCase(), password: TEST_PASSWORD }, "10.0.0.1");
    expect(user).toMatchObject({ id: users[0]?.id, role: "dispatcher", workspaceId: workspace.id });
  });

  it("gives the same answer for a wrong password and an unknown email", async () => {
    const { users } = await createTestWorkspace(["manager"]);
    await expect(authenticate({ email: users[0]?.email, password: "wrong-password" }, null)).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    await expect(authenticate({ email: "nobody@nowhere.test", password: "wrong-password" }, null)).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
    await expect(authenticate({ email: "not an email", password: "x" }, null)).rejects.toBeInstanceOf(SignInError);
  });

  it("refuses a disabled account even with the right password", async () => {
    const { users } = await createTestWorkspace(["dispatcher"]);
    await db.user.update({ where: { id: users[0]?.id }, data: { disabledAt: new Date() } });
    await expect(authenticate({ email: users[0]?.email, password: TEST_PASSWORD }, null)).rejects.toThrow(
      INVALID_CREDENTIALS,
    );
  });

  it("throttles after repeated failures, even when the right password comes next", async () => {
    const { users } = await createTestWorkspace(["admin"]);
    const email = users[0]?.email ?? "";
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i += 1) {
      await expect(authenticate({ email, password: `wrong-${i}` }, "10.0.0.2")).rejects.toThrow(INVALID_CREDENTIALS);
    }
    await expect(authenticate({ email, password: TEST_PASSWORD }, "10.0.0.2")).rejects.toThrow(
      /Too many failed attempts/,
    );
    // The window slides: once it has passed, the same email may try again.
    expect(await secondsUntilAllowed({ email, ip: null }, new Date(Date.now() + THROTTLE_WINDOW_MS + 1_000))).toBe(0);
  });

  it("clears the failure count after a success, and a success does not count against the address", async () => {
    const { users } = await createTestWorkspace(["admin"]);
    const email = users[0]?.email ?? "";
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL - 1; i += 1)
      await authenticate({ email, password: "nope" }, "10.0.0.3").catch(() => undefined);
    await authenticate({ email, password: TEST_PASSWORD }, "10.0.0.3");
    expect(await db.signInAttempt.count({ where: { key: `email:${email}` } })).toBe(0);
    expect(await db.signInAttempt.count({ where: { key: "ip:10.0.0.3" } })).toBe(MAX_FAILURES_PER_EMAIL - 1);
  });

  it("checks at most the limit's worth of passwords when guesses arrive all at once", async () => {
    const { users } = await createTestWorkspace(["dispatcher"]);
    const email = users[0]?.email ?? "";
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => authenticate({ email, password: `guess-${i}` }, `10.1.0.${i}`)),
    );
    const messages = outcomes.map((outcome) =>
      outcome.status === "rejected" && outcome.reason instanceof Error ? outcome.reason.message : "signed in",
    );
    // A password is checked only for attempts that were not throttled, and each of those fails as a wrong password.
    expect(messages.filter((message) => message === INVALID_CREDENTIALS)).toHaveLength(MAX_FAILURES_PER_EMAIL);
    expect(messages.filter((message) => message.startsWith("Too many failed attempts"))).toHaveLength(
      20 - MAX_FAILURES_PER_EMAIL,
    );
    expect(await db.signInAttempt.count({ where: { key: `email:${email}` } })).toBe(MAX_FAILURES_PER_EMAIL);
    // Even the right password now waits for the window.
    await expect(authenticate({ email, password: TEST_PASSWORD }, "10.1.1.1")).rejects.toThrow(
      /Too many failed attempts/,
    );
  });

  it("limits one address across many emails, concurrently, and counts an IPv6 /64 as one address", async () => {
    const { tag } = await createTestWorkspace(["manager"]);
    const tries = MAX_FAILURES_PER_IP + 10;
    const outcomes = await Promise.allSettled(
      Array.from({ length: tries }, (_, i) =>
        authenticate(
          { email: `spray-${i}-${tag}@test.local`, password: "x" },
          `2001:db8:${tag.slice(0, 4)}:1::${(i + 1).toString(16)}`,
        ),
      ),
    );
    const checked = outcomes.filter(
      (outcome) =>
        outcome.status === "rejected" &&
        outcome.reason instanceof Error &&
        outcome.reason.message === INVALID_CREDENTIALS,
    );
    expect(checked).toHaveLength(MAX_FAILURES_PER_IP);
  });
});
