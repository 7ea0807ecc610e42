"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input, Select } from "@/components/ui/field";
import { useSavePreferences } from "@/lib/queries/notifications-queries";
import type { PreferencesView } from "@/lib/shared/notifications-api";
import type { PreferencesInput } from "@/lib/validations/notifications";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function preferencesInput(form: PreferencesView, useDefaultZone: boolean): PreferencesInput {
  return {
    timezone: useDefaultZone ? null : form.timezone,
    digestEnabled: form.digestEnabled,
    digestHour: form.digestHour,
    digestKind: form.digestKind,
    digestScope: form.digestScope,
    digestViewId: form.digestScope === "view" ? form.digestViewId : null,
    quietStart: form.quietStart || null,
    quietEnd: form.quietEnd || null,
    emailEnabled: form.emailEnabled,
  };
}

/** The user's zone, daily digest, quiet hours and email switch. */
export function PreferencesForm({
  initial,
  views,
}: {
  initial: PreferencesView;
  views: { id: string; name: string }[];
}) {
  const [form, setForm] = useState(initial);
  const [useDefaultZone, setUseDefaultZone] = useState(initial.timezoneIsDefault);
  const save = useSavePreferences((saved) => {
    setForm(saved);
    setUseDefaultZone(saved.timezoneIsDefault);
  });
  const set = <K extends keyof PreferencesView>(key: K, value: PreferencesView[K]): void =>
    setForm((current) => ({ ...current, [key]: value }));
  return (
    <Card>
      <CardHeader
        title="Delivery"
        description="Your time zone decides when the digest arrives and when quiet hours hold email back."
      />
      <CardBody>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(preferencesInput(form, useDefaultZone));
          }}
        >
          <Field
            id="pref-zone"
            label="Time zone"
            hint={useDefaultZone ? "The workspace's zone." : "An IANA name, e.g. America/Chicago."}
          >
            <Input
              id="pref-zone"
              value={form.timezone}
              disabled={useDefaultZone}
              onChange={(event) => set("timezone", event.target.value)}
            />
            <label className="mt-1 flex items-center gap-2 text-xs">
              <input
                type="checkbox"
                checked={useDefaultZone}
                onChange={(event) => setUseDefaultZone(event.target.checked)}
              />{" "}
              Use the workspace&apos;s zone
            </label>
          </Field>
          <Field
            id="pref-email"
            label="Email"
            hint={
              form.emailAvailable
                ? "Off stops every alert and digest email (the bell keeps working)."
                : "No mail server is configured: nothing is emailed until an operator sets SMTP_URL."
            }
          >
            <label className="flex h-9 items-center gap-2 text-sm">
              <input
                id="pref-email"
                type="checkbox"
                checked={form.emailEnabled}
                onChange={(event) => set("emailEnabled", event.target.checked)}
              />{" "}
              Send me email
            </label>
          </Field>
          <Field id="pref-digest" label="Daily digest">
            <label className="flex h-9 items-center gap-2 text-sm">
              <input
                id="pref-digest"
                type="checkbox"
                checked={form.digestEnabled}
                onChange={(event) => set("digestEnabled", event.target.checked)}
              />{" "}
              Send me a daily digest
            </label>
          </Field>
          <Field id="pref-hour" label="Digest hour (your time)">
            <Select
              id="pref-hour"
              value={form.digestHour}
              onChange={(event) => set("digestHour", Number(event.target.value))}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>{`${String(hour).padStart(2, "0")}:00`}</option>
              ))}
            </Select>
          </Field>
          <Field id="pref-kind" label="Digest version">
            <Select
              id="pref-kind"
              value={form.digestKind}
              onChange={(event) => set("digestKind", event.target.value === "manager" ? "manager" : "dispatcher")}
            >
              <option value="dispatcher">Dispatcher: what to act on today</option>
              <option value="manager">Manager: exposure and trends too</option>
            </Select>
          </Field>
          <Field id="pref-scope" label="Digest covers">
            <Select
              id="pref-scope"
              value={form.digestScope === "view" ? `view:${form.digestViewId ?? ""}` : form.digestScope}
              onChange={(event) => {
                const value = event.target.value;
                if (value.startsWith("view:")) {
                  set("digestScope", "view");
                  set("digestViewId", value.slice(5) || null);
                } else set("digestScope", value === "mine" || value === "watching" ? value : "all");
              }}
            >
              <option value="all">All boxes</option>
              <option value="mine">Boxes assigned to me</option>
              <option value="watching">Boxes I watch</option>
              {views.map((view) => (
                <option key={view.id} value={`view:${view.id}`}>{`Saved view: ${view.name}`}</option>
              ))}
            </Select>
          </Field>
          <Field
            id="pref-quiet-start"
            label="Quiet hours from"
            hint="Email waits until quiet hours end. Leave both empty for none."
          >
            <Input
              id="pref-quiet-start"
              type="time"
              value={form.quietStart ?? ""}
              onChange={(event) => set("quietStart", event.target.value || null)}
            />
          </Field>
          <Field id="pref-quiet-end" label="Quiet hours until">
            <Input
              id="pref-quiet-end"
              type="time"
              value={form.quietEnd ?? ""}
              onChange={(event) => set("quietEnd", event.target.value || null)}
            />
          </Field>
          <div className="flex items-center gap-3 sm:col-span-2">
            <Button type="submit" busy={save.isPending}>
              Save
            </Button>
            {save.isSuccess ? (
              <span className="text-sm text-success" role="status">
                Saved.
              </span>
            ) : null}
          </div>
          {save.isError ? (
            <Alert tone="error" className="sm:col-span-2">
              {save.error.message}
            </Alert>
          ) : null}
        </form>
      </CardBody>
    </Card>
  );
}
