"use client";

import { signOut } from "next-auth/react";
import { useState } from "react";

import { SignOutIcon } from "@/components/ui/icons";

export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void signOut({ callbackUrl: "/sign-in" });
      }}
      className="inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-ink"
      aria-label="Sign out"
      title="Sign out"
    >
      <SignOutIcon />
    </button>
  );
}
