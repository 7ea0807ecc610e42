"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import {
  ARRIVAL_KINDS,
  BOX_KINDS,
  isAlertKind,
  KIND_LABELS,
  PERSONAL_KINDS,
  WATCHDOG_KINDS,
  WORKSPACE_KINDS,
  type AlertKind,
} from "@/lib/domain/alerts/kinds";
import { useDeleteSubscription, useSaveSubscription, type SubscriptionBody } from "@/lib/queries/notifications-queries";
import type { SubscriptionView } from "@/lib/shared/notifications-api";

const GROUPS: { label: string; kinds: readonly AlertKind[] }[] = [
  { label: "Boxes", kinds: BOX_KINDS },
  { label: "Arrival at the port", kinds: ARRIVAL_KINDS },
  { label: "Silent data (watchdogs)", kinds: WATCHDOG_KINDS },
  { label: "Tracking and documents", kinds: WORKSPACE_KINDS },
  { label: "You", kinds: PERSONAL_KINDS },
];

type Draft = {
  name: string;
  kinds: string[];
  scope: string;
  viewId: string | null;
  leadDays: number | null;
  email: boolean;
  enabled: boolean;
};
const EMPTY: Draft = { name: "", kinds: [], scope: "all", viewId: null, leadDays: null, email: false, enabled: true };

function draftOf(view: SubscriptionView): Draft {
  return {
    name: view.name,
    kinds: view.kinds,
    scope: view.scope,
    viewId: view.viewId,
    leadDays: view.leadDays,
    email: view.channels.includes("email"),
    enabled: view.enabled,
  };
}

function bodyOf(draft: Draft): SubscriptionBody {
  return {
    name: draft.name,
    kinds: draft.kinds,
    scope: draft.scope,
    viewId: draft.viewId,
    leadDays: draft.leadDays,
    channels: draft.email ? ["in_app", "email"] : ["in_app"],
    enabled: draft.enabled,
  };
}

function scopeLabel(view: SubscriptionView): string {
  if (view.scope === "mine") return "boxes assigned to me";
  if (view.scope === "watching") return "boxes I watch";
  if (view.scope === "view")
    return view.viewName ? `saved view “${view.viewName}”` : "a deleted saved view (matches nothing)";
  return "all boxes";
}

function SubscriptionForm({
  initial,
  views,
  busy,
  onSave,
  onCancel,
}: {
  initial: Draft;
  views: { id: string; name: string }[];
  busy: boolean;
  onSave: (draft: Draft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const toggle = (kind: string): void =>
    setDraft((d) => ({ ...d, kinds: d.kinds.includes(kind) ? d.kinds.filter((k) => k !== kind) : [...d.kinds, kind] }));
  return (
    <form
      className="space-y-4"
      aria-label="Subscription"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="sub-name" label="Name">
          <Input
            id="sub-name"
            value={draft.name}
            maxLength={80}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </Field>
        <Field id="sub-scope" label="Which boxes">
          <Select
            id="sub-scope"
            value={draft.scope === "view" ? `view:${draft.viewId ?? ""}` : draft.scope}
            onChange={(event) => {
              const value = event.target.value;
              setDraft(
                value.startsWith("view:")
                  ? { ...draft, scope: "view", viewId: value.slice(5) || null }
                  : { ...draft, scope: value, viewId: null },
              );
            }}
          >
            <option value="all">All boxes</option>
            <option value="mine">Assigned to me</option>
            <option value="watching">I watch</option>
            {views.map((view) => (
              <option key={view.id} value={`view:${view.id}`}>{`Saved view: ${view.name}`}</option>
            ))}
          </Select>
        </Field>
        <Field id="sub-lead" label="Lead time before LFD" hint="For “LFD approaching”: 2–14 days.">
          <Input
            id="sub-lead"
            type="number"
            min={2}
            max={14}
            value={draft.leadDays ?? ""}
            onChange={(event) =>
              setDraft({ ...draft, leadDays: event.target.value === "" ? null : Number(event.target.value) })
            }
          />
        </Field>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Events</legend>
        {GROUPS.map((group) => (
          <div key={group.label}>
            <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{group.label}</p>
            {group.kinds.map((kind) => (
              <label key={kind} className="flex items-center gap-2 py-0.5 text-sm">
                <input type="checkbox" checked={draft.kinds.includes(kind)} onChange={() => toggle(kind)} />{" "}
                {KIND_LABELS[kind]}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked disabled /> In the app
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.email}
            onChange={(event) => setDraft({ ...draft, email: event.target.checked })}
          />{" "}
          Email
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
          />{" "}
          On
        </label>
        <Button type="submit" size="sm" busy={busy}>
          Save subscription
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The user's subscriptions: what they list, edit, add and remove. */
export function SubscriptionsEditor({
  initial,
  views,
}: {
  initial: SubscriptionView[];
  views: { id: string; name: string }[];
}) {
  const [items, setItems] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const save = useSaveSubscription((saved, id) => {
    setItems((current) => (id ? current.map((item) => (item.id === id ? saved : item)) : [...current, saved]));
    setEditing(null);
  });
  const remove = useDeleteSubscription((id) => setItems((current) => current.filter((item) => item.id !== id)));
  return (
    <Card>
      <CardHeader
        title="Subscriptions"
        description="Each says which events, on which boxes, reach you; a box told by two subscriptions is told once."
        actions={
          <Button size="sm" variant="secondary" onClick={() => setEditing("new")}>
            Add
          </Button>
        }
      />
      <CardBody className="space-y-4">
        {save.isError ? <Alert tone="error">{save.error.message}</Alert> : null}
        {remove.isError ? <Alert tone="error">{remove.error.message}</Alert> : null}
        {editing === "new" ? (
          <SubscriptionForm
            initial={EMPTY}
            views={views}
            busy={save.isPending}
            onSave={(draft) => save.mutate({ id: null, body: bodyOf(draft) })}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        {items.length === 0 && editing !== "new" ? (
          <p className="text-sm text-muted">
            No subscriptions: you are told nothing but your digest. Add one to hear about your boxes.
          </p>
        ) : null}
        <ul className="divide-y divide-border" data-testid="subscriptions">
          {items.map((item) => (
            <li key={item.id} className="py-3">
              {editing === item.id ? (
                <SubscriptionForm
                  initial={draftOf(item)}
                  views={views}
                  busy={save.isPending}
                  onSave={(draft) => save.mutate({ id: item.id, body: bodyOf(draft) })}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">
                      {item.name} {item.enabled ? null : <Badge>off</Badge>}{" "}
                      {item.channels.includes("email") ? <Badge tone="accent">email</Badge> : null}
                    </p>
                    <p className="text-xs text-muted">
                      {item.kinds.map((kind) => (isAlertKind(kind) ? KIND_LABELS[kind] : kind)).join(", ")} —{" "}
                      {scopeLabel(item)}
                      {item.leadDays ? `; ${item.leadDays} days before LFD` : ""}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" variant="secondary" onClick={() => setEditing(item.id)}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      busy={remove.isPending && remove.variables === item.id}
                      onClick={() => remove.mutate(item.id)}
                    >
                      Remove
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
