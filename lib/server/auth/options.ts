import "server-only";

import type { NextAuthOptions, User } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { env, requireAuthSecret } from "@/lib/env.mjs";
import { safeCallbackUrl } from "@/lib/shared/safe-redirect";

import { endAuthSession, SESSION_MAX_AGE_SECONDS, startAuthSession } from "./auth-sessions";
import { authenticate, SignInError } from "./authenticate";
import { readClientAddress } from "./client-address-header";
import { noteSignInWait } from "./sign-in-wait";

/**
 * The credentials provider's check. The client's address comes only from the header the app server
 * (scripts/app-server.ts) signed after reading the connection; never from X-Forwarded-For as the client sent
 * it, which anyone can fill with any address.
 */
export async function authorizeCredentials(
  credentials: unknown,
  headers: Record<string, unknown> | undefined,
  secret: string,
): Promise<User> {
  try {
    const user = await authenticate(credentials, readClientAddress(headers, secret));
    return { id: user.id, email: user.email, name: user.name };
  } catch (error) {
    // next-auth passes the message to the sign-in form as `error`; the wait becomes the route's Retry-After.
    if (error instanceof SignInError) {
      if (error.retryAfterSeconds !== null) noteSignInWait(error.retryAfterSeconds);
      throw new Error(error.message);
    }
    throw error;
  }
}

// Built per request so `next build` never needs the secret.
export function getAuthOptions(): NextAuthOptions {
  const secret = requireAuthSecret();
  return {
    secret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    useSecureCookies: env.APP_URL.startsWith("https://"),
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        authorize: (credentials, req) => authorizeCredentials(credentials, req.headers, secret),
      }),
    ],
    callbacks: {
      // The token carries only the user id and a server-side session id; role, workspace, disabled state and
      // whether the session was ended are read from the database on every request (lib/server/auth/session.ts).
      async jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.sid = await startAuthSession(user.id);
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, userId: token.sub, sessionId: token.sid };
      },
      // next-auth follows `callbackUrl` after signing in or out: only paths on this app's own origin.
      redirect({ url, baseUrl }) {
        return safeCallbackUrl(url, baseUrl);
      },
    },
    events: {
      // Signing out deletes the session's row, so a copy of the cookie stops working too.
      async signOut({ token }) {
        await endAuthSession(token.sid);
      },
    },
  };
}
