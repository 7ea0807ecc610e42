"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { isAlertKind } from "@/lib/domain/alerts/kinds";
import { useSaveAlertSettings } from "@/lib/queries/alert-settings-queries";
import type { AlertSettingsView } from "@/lib/shared/notifications-api";

import { KindPicker } from "./kind-picker";

/** The team's channels: a Slack/Teams incoming webhook and a signed outbound webhook, with the kinds each carries. */
export function AlertChannelsForm({ initial }: { initial: AlertSettingsView }) {
  const [view, setView] = useState(initial);
  const [chatUrl, setChatUrl] = useState("");
  const [hookUrl, setHookUrl] = useState(initial.hook.url ?? "");
  const [chatKinds, setChatKinds] = useState(initial.chat.kinds);
  const [hookKinds, setHookKinds] = useState(initial.hook.kinds);
  const [secret, setSecret] = useState<string | null>(null);
  const save = useSaveAlertSettings((saved) => {
    setView(saved);
    setChatUrl("");
    if (saved.hookSecret) setSecret(saved.hookSecret);
  });
  const scheme = view.localTargetsAllowed
    ? "https:// (http:// and this machine's loopback addresses allowed in demo mode)"
    : "https:// on a public address";
  return (
    <Card>
      <CardHeader
        title="Team channels"
        description="Alerts for the whole team, besides each person's own. Personal alerts (mentions, assignments) never go here."
      />
      <CardBody className="space-y-6">
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ ...(chatUrl ? { chatUrl } : {}), chatKinds: chatKinds.filter(isAlertKind) });
          }}
        >
          <Field
            id="chat-url"
            label="Slack or Teams incoming webhook"
            hint={
              view.chat.configured
                ? `Set (posts to ${view.chat.host ?? "?"}). Paste a new URL to replace it.`
                : `Not set. ${scheme}.`
            }
          >
            <Input
              id="chat-url"
              value={chatUrl}
              placeholder="https://hooks.slack.com/services/…"
              onChange={(event) => setChatUrl(event.target.value)}
              autoComplete="off"
            />
          </Field>
          <KindPicker legend="Post these events" value={chatKinds} onChange={setChatKinds} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={save.isPending}>
              Save chat
            </Button>
            {view.chat.configured ? (
              <Button variant="danger" size="sm" onClick={() => save.mutate({ chatUrl: null })}>
                Remove
              </Button>
            ) : null}
          </div>
        </form>
        <form
          className="space-y-3 border-t border-border pt-6"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ hookUrl: hookUrl || null, hookKinds: hookKinds.filter(isAlertKind) });
          }}
        >
          <Field
            id="hook-url"
            label="Signed outbound webhook"
            hint={`POSTs JSON signed with HMAC-SHA256 (X-Quayside-Signature over "timestamp.body"). ${scheme}.`}
          >
            <Input
              id="hook-url"
              value={hookUrl}
              placeholder="https://example.com/quayside-hook"
              onChange={(event) => setHookUrl(event.target.value)}
              autoComplete="off"
            />
          </Field>
          <KindPicker legend="Send these events" value={hookKinds} onChange={setHookKinds} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={save.isPending}>
              Save webhook
            </Button>
            {view.hook.configured ? (
              <Button variant="secondary" size="sm" onClick={() => save.mutate({ rotateHookSecret: true })}>
                New signing secret
              </Button>
            ) : null}
          </div>
          {secret ? (
            <Alert tone="info" title="Signing secret (shown once)">
              <code className="break-all" data-testid="hook-secret">
                {secret}
              </code>
            </Alert>
          ) : null}
        </form>
        {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
      </CardBody>
    </Card>
  );
}
