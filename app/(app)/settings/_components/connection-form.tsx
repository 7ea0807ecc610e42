"use client";

import { useState, type FormEvent } from "react";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useRefreshArchivedAccounts } from "@/lib/queries/archived-accounts-queries";
import { useSaveSettings } from "@/lib/queries/settings-queries";
import { ApiError } from "@/lib/shared/fetch-json";
import type { SettingsView } from "@/lib/shared/settings-api";
import { apiKeySchema, baseUrlSchema } from "@/lib/validations/settings-input";

export function ConnectionForm({ initial }: { initial: SettingsView }) {
  const [view, setView] = useState(initial);
  const [apiKey, setApiKey] = useState("");
  const [baseUrl, setBaseUrl] = useState(initial.baseUrl);
  const [errors, setErrors] = useState<{ apiKey?: string; baseUrl?: string }>({});
  const [saved, setSaved] = useState<string | null>(null);
  // Replacing a saved key is usually a rotation of the same account; the admin says when it is another account.
  const [sameAccount, setSameAccount] = useState(true);
  // Another account's key (or the key removed) archives the old account's data: the list below shows it.
  const refreshArchives = useRefreshArchivedAccounts();
  const save = useSaveSettings((next) => {
    setView(next);
    setApiKey("");
    refreshArchives();
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const url = baseUrlSchema.safeParse(baseUrl);
    const key = apiKey === "" ? null : apiKeySchema.safeParse(apiKey);
    // The key is sealed to the address it was saved with, so a new address needs the key again.
    const keyNeeded = url.success && url.data !== view.baseUrl && !key;
    const nextErrors = {
      baseUrl: url.success ? undefined : url.error.issues[0]?.message,
      apiKey:
        key && !key.success
          ? key.error.issues[0]?.message
          : keyNeeded
            ? "Enter the account key again to change the base URL: Quayside sends the key only to the address it was saved with."
            : undefined,
    };
    setErrors(nextErrors);
    if (!url.success || (key && !key.success) || keyNeeded) return;
    const rotation = key !== null && view.apiKeyMasked !== null && url.data === view.baseUrl && sameAccount;
    save.mutate(
      { baseUrl: url.data, ...(key ? { apiKey: key.data } : {}), ...(rotation ? { sameAccount: true } : {}) },
      {
        onSuccess: () =>
          setSaved(
            rotation
              ? "New key saved for the same account: the board, its history and the team's work stay."
              : key
                ? "Account key saved. Quayside now uses live data; an earlier account's data is kept under Archived accounts."
                : "Base URL saved.",
          ),
      },
    );
  }

  function removeKey() {
    setSaved(null);
    save.mutate(
      { apiKey: null },
      {
        onSuccess: () =>
          setSaved(
            "Account key removed. Quayside is back on simulated data; the account's data is kept under Archived accounts.",
          ),
      },
    );
  }

  const serverError =
    save.error instanceof ApiError ? save.error.message : save.error ? "Could not save. Try again." : null;

  return (
    <Card>
      <CardHeader
        title="Tracking service"
        description="The account key and base URL Quayside uses to reach the container tracking service. The key is encrypted at rest and never sent back to a browser."
        actions={
          view.mode === "live" ? (
            <Badge tone="success">Live</Badge>
          ) : view.mode === "unconfigured" ? (
            <Badge tone="danger">No key</Badge>
          ) : (
            <Badge tone="warning">Simulated</Badge>
          )
        }
      />
      <CardBody>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {serverError ? <Alert tone="error">{serverError}</Alert> : null}
          {saved ? <Alert tone="success">{saved}</Alert> : null}
          <Field
            id="apiKey"
            label="Account key"
            error={errors.apiKey}
            hint={
              view.apiKeyMasked
                ? "A key is saved. Enter a new key to replace it."
                : view.mode === "unconfigured"
                  ? "No key saved: nothing is fetched until you save the account key."
                  : "No key saved: the workspace runs on its own account on the simulated tracking service."
            }
          >
            <Input
              id="apiKey"
              name="apiKey"
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={view.apiKeyMasked ?? "Paste the account key"}
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              aria-invalid={errors.apiKey ? true : undefined}
              aria-describedby={errors.apiKey ? "apiKey-error" : "apiKey-hint"}
            />
          </Field>
          {view.apiKeyMasked ? (
            <p className="text-xs text-muted" data-testid="masked-key">
              Current key <span className="font-mono">{view.apiKeyMasked}</span>
            </p>
          ) : null}
          {view.apiKeyMasked && apiKey !== "" ? (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5"
                checked={sameAccount}
                onChange={(event) => setSameAccount(event.target.checked)}
              />
              <span>
                The new key is for the same account (a rotation): keep the board, its history and the team&rsquo;s work.
                <span className="block text-xs text-muted">
                  Uncheck for another account: this account&rsquo;s boxes, history and the team&rsquo;s work then move
                  to Archived accounts below, read-only, and the board fills from the new account.
                </span>
              </span>
            </label>
          ) : null}
          <Field
            id="baseUrl"
            label="Base URL"
            error={errors.baseUrl}
            hint="Must start with https:// and end in /v2. Changing it needs the account key again."
          >
            <Input
              id="baseUrl"
              name="baseUrl"
              value={baseUrl}
              onChange={(event) => setBaseUrl(event.target.value)}
              aria-invalid={errors.baseUrl ? true : undefined}
              aria-describedby={errors.baseUrl ? "baseUrl-error" : "baseUrl-hint"}
            />
          </Field>
          <div className="flex items-center gap-3">
            <Button type="submit" busy={save.isPending}>
              Save
            </Button>
            {view.apiKeyMasked ? (
              <Button variant="danger" onClick={removeKey} disabled={save.isPending}>
                Remove key
              </Button>
            ) : null}
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
