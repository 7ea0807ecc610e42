import type { Metadata } from "next";

import { findOpenInvite } from "@/lib/server/users";
import { ROLE_LABELS } from "@/lib/domain/roles";

import { AcceptInviteForm } from "./accept-invite-form";

export const metadata: Metadata = { title: "Join your team" };

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invite = await findOpenInvite(token);
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-card border border-border bg-surface p-6 shadow-sm">
        {invite ? (
          <>
            <h1 className="text-lg font-semibold">Join {invite.workspaceName}</h1>
            <p className="mt-1 text-sm text-muted">
              {invite.email} · {ROLE_LABELS[invite.role]}
            </p>
            <AcceptInviteForm token={token} email={invite.email} />
          </>
        ) : (
          <>
            <h1 className="text-lg font-semibold">This invitation is no longer valid</h1>
            <p className="mt-2 text-sm text-muted">
              It was used already or it expired. Ask an admin of your workspace for a new one.
            </p>
          </>
        )}
      </div>
    </main>
  );
}
