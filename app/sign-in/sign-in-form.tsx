"use client";

import { signIn } from "next-auth/react";
import { useRouter, useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { safeRedirectPath } from "@/lib/shared/safe-redirect";

export function SignInForm() {
  const router = useRouter();
  const params = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    // A dropped connection rejects: without the catch the button would stay busy and say nothing.
    const result = await signIn("credentials", {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
      redirect: false,
    }).catch(() => ({ error: "Could not reach Quayside. Check the connection and try again." }));
    if (!result || result.error) {
      setBusy(false);
      setError(
        result?.error && result.error !== "CredentialsSignin" ? result.error : "The email or password is not right.",
      );
      return;
    }
    // Only same-origin paths: an open redirect would let a link send someone elsewhere after sign-in.
    router.replace(safeRedirectPath(params.get("callbackUrl"), window.location.origin));
    router.refresh();
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-4" noValidate>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id="email" label="Email">
        <Input id="email" name="email" type="email" autoComplete="username" required autoFocus />
      </Field>
      <Field id="password" label="Password">
        <Input id="password" name="password" type="password" autoComplete="current-password" required />
      </Field>
      <Button type="submit" className="w-full" busy={busy}>
        Sign in
      </Button>
    </form>
  );
}
