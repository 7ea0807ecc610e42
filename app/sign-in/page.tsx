import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { homePathFor } from "@/components/shell/nav-items";
import { env } from "@/lib/env.mjs";
import { getSessionUser } from "@/lib/server/auth/session";
import { pageRead } from "@/lib/server/http/page-errors";

import { SignInForm } from "./sign-in-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage() {
  const user = await pageRead(getSessionUser());
  if (user) redirect(homePathFor(user.role));
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-8 flex items-center justify-center gap-2 text-lg font-semibold tracking-tight">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Quayside
        </div>
        <div className="rounded-card border border-border bg-surface p-6 shadow-sm">
          <h1 className="text-lg font-semibold">Sign in</h1>
          <p className="mt-1 text-sm text-muted">Drayage dispatch by last free day.</p>
          <SignInForm />
        </div>
        {env.QUAYSIDE_DEMO ? (
          <p className="mt-4 text-center text-xs text-muted">
            Demo: admin@demo.test, dispatcher@demo.test or manager@demo.test, password{" "}
            <span className="font-mono">quayside-demo</span>
          </p>
        ) : null}
      </div>
    </main>
  );
}
