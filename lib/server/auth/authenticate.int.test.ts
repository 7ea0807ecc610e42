import { describe, expect, it } from "vitest";

import { db } from "@/lib/server/db";
import { createTestWorkspace, TEST_PASSWORD } from "@/lib/testing/db-fixtures";

import { authenticate, INVALID_CREDENTIALS, SignInError } from "./authenticate";
import { secondsUntilAllowed } from "./throttle";
import { ACCOUNT_CLIENT_RULE, CLIENT_RULE, FAILURE_MEMORY_MS } from "./throttle-delay";

// The throttle's clock is a parameter: time moves by adding seconds to `start`, never by sleeping.
const later = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

/** The outcome of one attempt as the sign-in form shows it. */
async function attempt(email: string, password: string, ip: string | null, now: Date): Promise<string> {
  try {
    await authenticate({ email, password }, ip, now);
    return "signed in";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const isThrottled = (outcome: string) => outcome.startsWith("Too many failed attempts");

/** `count` wrong passwords from `ip`, each as soon as the back-off allows; returns the clock after the last. */
async function failRepeatedly(email: string, ip: string, count: number, start: Date): Promise<Date> {
  let now = start;
  for (let i = 0; i < count; i += 1) {
    now = later(now, await secondsUntilAllowed({ email, ip }, now));
    expect(await attempt(email, `wrong-${i}`, ip, now)).toBe(INVALID_CREDENTIALS);
  }
  return now;
}

describe("sign-in", () => {
  it("signs in with the right password and returns the user's role and workspace", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = await authenticate({ email: users[0]?.email.toUpperCase(), password: TEST_PASSWORD }, "10.0.0.1");
    expect(user).toMatchObject({ id: users[0]?.id, role: "dispatcher", workspaceId: workspace.id });
  });

  it("a first sign-in starts from now: alerts about boxes are caught up, what was said in person is not", async () => {
    const { workspace, users } = await createTestWorkspace(["dispatcher"]);
    const user = users[0];
    if (!user) throw new Error("fixture");
    const notify = (kind: string, key: string) =>
      db.notification.create({
        data: { workspaceId: workspace.id, userId: user.id, kind, dedupeKey: key, title: key, body: "", data: {} },
      });
    const late = await notify("past_lfd", "late");
    const mention = await notify("mention", "mention");
    await authenticate({ email: user.email, password: TEST_PASSWORD }, "10.0.0.7");
    const read = async (id: string) => (await db.notification.findUniqueOrThrow({ where: { id } })).readAt;
    expect(await read(late.id)).not.toBeNull();
    expect(await read(mention.id)).toBeNull();

    // Only the first: what arrives afterwards waits for the person.
    const next = await notify("lfd_today", "next");
    await authenticate({ email: user.email, password: TEST_PASSWORD }, "10.0.0.7");
    expect(await read(next.id)).toBeNull();
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
});

describe("sign-in throttling, per account and client", () => {
  it("slows the failing client for that account, even for the right password, and the wait ends by itself", async () => {
    const { users } = await createTestWorkspace(["admin"]);
    const email = users[0]?.email ?? "";
    const start = new Date();
    // Five wrong passwords from A in the same second: typos, all checked.
    for (let i = 0; i < 5; i += 1)
      expect(await attempt(email, `wrong-${i}`, "10.0.0.2", start)).toBe(INVALID_CREDENTIALS);
    // Now A waits 1 s, told so plainly; the right password waits too (or the wait would only slow honest typing).
    const refused = await authenticate({ email, password: TEST_PASSWORD }, "10.0.0.2", later(start, 0.5)).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(SignInError);
    expect((refused as SignInError).message).toBe("Too many failed attempts from this address. Try again in 1 second.");
    expect((refused as SignInError).retryAfterSeconds).toBe(1);
    // A sixth failure doubles it: 2 s.
    expect(await attempt(email, "wrong-5", "10.0.0.2", later(start, 1))).toBe(INVALID_CREDENTIALS);
    expect(await secondsUntilAllowed({ email, ip: "10.0.0.2" }, later(start, 1))).toBe(2);
    expect(isThrottled(await attempt(email, TEST_PASSWORD, "10.0.0.2", later(start, 2.9)))).toBe(true);
    // Once it has passed, nothing was needed to lift it.
    expect(await attempt(email, TEST_PASSWORD, "10.0.0.2", later(start, 3))).toBe("signed in");
  });

  it("lets alice sign in at once from client B while client A, which failed for her, is slowed", async () => {
    const { users } = await createTestWorkspace(["dispatcher"]);
    const alice = users[0]?.email ?? "";
    const start = new Date();
    const afterA = await failRepeatedly(alice, "198.51.100.10", 8, start);
    expect(await secondsUntilAllowed({ email: alice, ip: "198.51.100.10" }, afterA)).toBe(8);
    expect(isThrottled(await attempt(alice, TEST_PASSWORD, "198.51.100.10", afterA))).toBe(true);
    // B has not failed: it is not slowed, its wrong password is checked like any other, and the right one works.
    expect(await secondsUntilAllowed({ email: alice, ip: "203.0.113.20" }, afterA)).toBe(0);
    expect(await attempt(alice, "typo-once", "203.0.113.20", afterA)).toBe(INVALID_CREDENTIALS);
    expect(await attempt(alice, TEST_PASSWORD, "203.0.113.20", afterA)).toBe("signed in");
    // Alice's sign-in from B does not wipe A's back-off.
    expect(isThrottled(await attempt(alice, TEST_PASSWORD, "198.51.100.10", afterA))).toBe(true);
  });

  it("caps the back-off at 5 minutes and forgets failures after an hour", async () => {
    const { users } = await createTestWorkspace(["manager"]);
    const email = users[0]?.email ?? "";
    const start = new Date();
    const after = await failRepeatedly(email, "10.0.0.4", ACCOUNT_CLIENT_RULE.free + 12, start);
    expect(await secondsUntilAllowed({ email, ip: "10.0.0.4" }, after)).toBe(300);
    expect(await secondsUntilAllowed({ email, ip: "10.0.0.4" }, later(after, 300))).toBe(0);
    // An hour after the last failure the client starts afresh: five free tries again.
    const fresh = new Date(after.getTime() + FAILURE_MEMORY_MS + 1_000);
    for (let i = 0; i < ACCOUNT_CLIENT_RULE.free; i += 1)
      expect(await attempt(email, `again-${i}`, "10.0.0.4", fresh)).toBe(INVALID_CREDENTIALS);
  });

  it("slows a sprayer failing across many emails for every email, and only the sprayer", async () => {
    const { users, tag } = await createTestWorkspace(["admin"]);
    const victim = users[0]?.email ?? "";
    const start = new Date();
    for (let i = 0; i < CLIENT_RULE.free; i += 1)
      expect(await attempt(`spray-${i}-${tag}@test.local`, "Winter2026!", "192.0.2.30", start)).toBe(
        INVALID_CREDENTIALS,
      );
    // Every email is slowed from C, the victim's included, though C never tried it.
    expect(isThrottled(await attempt(`fresh-${tag}@test.local`, "Winter2026!", "192.0.2.30", start))).toBe(true);
    expect(isThrottled(await attempt(victim, TEST_PASSWORD, "192.0.2.30", start))).toBe(true);
    expect(await secondsUntilAllowed({ email: victim, ip: "192.0.2.30" }, start)).toBe(5);
    // From D nobody is slowed.
    expect(await attempt(victim, TEST_PASSWORD, "192.0.2.31", start)).toBe("signed in");
    // C's wait ends by itself; its next failure doubles it.
    expect(await attempt(`spray-next-${tag}@test.local`, "Winter2026!", "192.0.2.30", later(start, 5))).toBe(
      INVALID_CREDENTIALS,
    );
    expect(await secondsUntilAllowed({ email: victim, ip: "192.0.2.30" }, later(start, 5))).toBe(10);
  });

  it("forgets a client's failures for the account after a success, and a success does not count against the address", async () => {
    const { users } = await createTestWorkspace(["admin"]);
    const email = users[0]?.email ?? "";
    const start = new Date();
    for (let i = 0; i < 4; i += 1) await attempt(email, "nope", "10.0.0.3", start);
    await attempt(email, "elsewhere", "10.0.0.33", start);
    expect(await attempt(email, TEST_PASSWORD, "10.0.0.3", start)).toBe("signed in");
    expect(await db.signInAttempt.count({ where: { key: `email:${email}|ip:10.0.0.3` } })).toBe(0);
    expect(await db.signInAttempt.count({ where: { key: "ip:10.0.0.3" } })).toBe(4);
    // Another client's failure for the account stays.
    expect(await db.signInAttempt.count({ where: { key: `email:${email}|ip:10.0.0.33` } })).toBe(1);
  });

  it("checks at most five passwords when one client's guesses for an account arrive all at once", async () => {
    const { users } = await createTestWorkspace(["dispatcher"]);
    const email = users[0]?.email ?? "";
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => authenticate({ email, password: `guess-${i}` }, "10.1.0.1")),
    );
    const messages = outcomes.map((outcome) =>
      outcome.status === "rejected" && outcome.reason instanceof Error ? outcome.reason.message : "signed in",
    );
    // A password is checked only for attempts that were not throttled, and each of those fails as a wrong password.
    expect(messages.filter((message) => message === INVALID_CREDENTIALS)).toHaveLength(ACCOUNT_CLIENT_RULE.free);
    expect(messages.filter(isThrottled)).toHaveLength(20 - ACCOUNT_CLIENT_RULE.free);
    expect(await db.signInAttempt.count({ where: { key: `email:${email}|ip:10.1.0.1` } })).toBe(
      ACCOUNT_CLIENT_RULE.free,
    );
    // Another client is not held up by them.
    await expect(authenticate({ email, password: TEST_PASSWORD }, "10.1.1.1")).resolves.toMatchObject({ email });
  });

  it("limits one address across many emails, concurrently, and counts an IPv6 /64 as one address", async () => {
    const { tag } = await createTestWorkspace(["manager"]);
    const tries = CLIENT_RULE.free + 10;
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
    expect(checked).toHaveLength(CLIENT_RULE.free);
  });
});
