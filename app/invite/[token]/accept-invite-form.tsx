"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { fetchJson } from "@/lib/shared/fetch-json";
import { acceptInviteSchema } from "@/lib/validations/user-input";

export function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    const body = { token, name: String(form.get("name") ?? ""), password };
    // The route's own schema, checked here first so the form can say which rule failed; the common-password
    // list is checked by the server, whose message is shown as it comes.
    const checked = acceptInviteSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Check your name and password.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await fetchJson("/api/invites/accept", { method: "POST", body });
      await signIn("credentials", { email, password, redirect: false });
      router.replace("/");
      router.refresh();
    } catch (caught) {
      setBusy(false);
      setError(caught instanceof Error ? caught.message : "Could not accept the invitation.");
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id="name" label="Your name">
        <Input id="name" name="name" autoComplete="name" required />
      </Field>
      <Field id="password" label="Choose a password" hint="At least 12 characters, not a common password.">
        <Input id="password" name="password" type="password" autoComplete="new-password" minLength={12} required />
      </Field>
      <Button type="submit" className="w-full" busy={busy}>
        Join and sign in
      </Button>
    </form>
  );
}
