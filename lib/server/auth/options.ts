import "server-only";

import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";

import { env, requireAuthSecret } from "@/lib/env.mjs";

import { authenticate, SignInError } from "./authenticate";

const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

function clientIp(headers: Record<string, unknown> | undefined): string | null {
  const forwarded = headers?.["x-forwarded-for"];
  const value = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  return typeof value === "string" && value.length > 0 ? (value.split(",")[0]?.trim() ?? null) : null;
}

// Built per request so `next build` never needs the secret.
export function getAuthOptions(): NextAuthOptions {
  return {
    secret: requireAuthSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    useSecureCookies: env.APP_URL.startsWith("https://"),
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          try {
            const user = await authenticate(credentials, clientIp(req.headers));
            return { id: user.id, email: user.email, name: user.name };
          } catch (error) {
            // next-auth passes the message to the sign-in form as `error`.
            if (error instanceof SignInError) throw new Error(error.message);
            throw error;
          }
        },
      }),
    ],
    callbacks: {
      // The token carries only the user id; role and workspace are read fresh from the database on every
      // request (lib/server/auth/session.ts), so a role change or a disabled account applies at once.
      jwt({ token, user }) {
        if (user) token.sub = user.id;
        return token;
      },
      session({ session, token }) {
        return { ...session, userId: token.sub };
      },
    },
  };
}
