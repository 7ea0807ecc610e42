import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";

import { getServerSession, type NextAuthOptions } from "next-auth";
import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";

import { requireAuthSecret } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { updateUser } from "@/lib/server/users";
import { createTestWorkspace, TEST_PASSWORD } from "@/lib/testing/db-fixtures";

import { SESSION_MAX_AGE_SECONDS, sessionUserFrom } from "./auth-sessions";
import { authorizeCredentials, getAuthOptions } from "./options";

// Drives next-auth with the app's own options the way the credentials sign-in does (authorize, then the jwt
// callback, then the cookie), and checks a request the way every route and page does (getServerSession, then
// sessionUserFrom). The cookie value is what a thief would copy.

const COOKIE = "next-auth.session-token";

async function signIn(options: NextAuthOptions, email: string): Promise<string> {
  const secret = requireAuthSecret();
  const user = await authorizeCredentials({ email, password: TEST_PASSWORD }, {}, secret);
  const jwt = options.callbacks?.jwt;
  if (!jwt) throw new Error("no jwt callback");
  const token = await jwt({
    token: { sub: user.id, email: user.email, name: user.name },
    user,
    account: null,
    trigger: "signIn",
  });
  return encode({ token, secret, maxAge: SESSION_MAX_AGE_SECONDS });
}

async function requestWith(options: NextAuthOptions, cookie: string) {
  const socket = new Socket();
  const req = Object.assign(new IncomingMessage(socket), { cookies: { [COOKIE]: cookie } });
  req.headers.cookie = `${COOKIE}=${cookie}`;
  return sessionUserFrom(await getServerSession(req, new ServerResponse(req), options));
}

async function signOut(options: NextAuthOptions, cookie: string): Promise<void> {
  const token = await decode({ token: cookie, secret: requireAuthSecret() });
  if (!token) throw new Error("cookie did not decode");
  await options.events?.signOut?.({ token, session: { expires: "" } });
}

describe("server-side sessions", () => {
  it("refuses a cookie captured before sign-out once its session has signed out", async () => {
    const options = getAuthOptions();
    const { users } = await createTestWorkspace(["dispatcher"]);
    const email = users[0]?.email ?? "";
    const captured = await signIn(options, email);
    const otherBrowser = await signIn(options, email);
    expect(await requestWith(options, captured)).toMatchObject({ id: users[0]?.id, role: "dispatcher" });

    await signOut(options, captured);

    // The cookie still decodes (it is a signed token that has not expired), but the server no longer honours it.
    expect(await decode({ token: captured, secret: requireAuthSecret() })).not.toBeNull();
    expect(await requestWith(options, captured)).toBeNull();
    // Signing out one browser leaves the user's others signed in.
    expect(await requestWith(options, otherBrowser)).toMatchObject({ id: users[0]?.id });
  });

  it("ends every session of a user an admin disables, and enabling again does not revive them", async () => {
    const options = getAuthOptions();
    const { workspace, users } = await createTestWorkspace(["admin", "dispatcher"]);
    const [admin, dispatcher] = users;
    const cookie = await signIn(options, dispatcher?.email ?? "");
    expect(await requestWith(options, cookie)).not.toBeNull();

    await updateUser(workspace.id, admin?.id ?? "", dispatcher?.id ?? "", { disabled: true });
    expect(await requestWith(options, cookie)).toBeNull();
    await updateUser(workspace.id, admin?.id ?? "", dispatcher?.id ?? "", { disabled: false });
    expect(await requestWith(options, cookie)).toBeNull();
    expect(await db.authSession.count({ where: { userId: dispatcher?.id ?? "" } })).toBe(0);
  });

  it("refuses a cookie without a server-side session (issued before sessions were stored)", async () => {
    const options = getAuthOptions();
    const { users } = await createTestWorkspace(["manager"]);
    const legacy = await encode({
      token: { sub: users[0]?.id },
      secret: requireAuthSecret(),
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    expect(await requestWith(options, legacy)).toBeNull();
  });

  it("ends a session at its maximum age from sign-in, however often the cookie was re-issued", async () => {
    const options = getAuthOptions();
    const { users } = await createTestWorkspace(["manager"]);
    const cookie = await signIn(options, users[0]?.email ?? "");
    const secret = requireAuthSecret();
    const token = await decode({ token: cookie, secret });
    await db.authSession.updateMany({
      where: { id: String(token?.sid) },
      data: { createdAt: new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000 - 1000) },
    });
    // A freshly re-issued cookie for the same session (what /api/auth/session hands out).
    const reissued = await encode({ token: token ?? {}, secret, maxAge: SESSION_MAX_AGE_SECONDS });
    expect(await requestWith(options, reissued)).toBeNull();
  });
});
