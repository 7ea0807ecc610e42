"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/field";
import { useSaveAlertSettings } from "@/lib/queries/alert-settings-queries";
import type { AlertSettingsView } from "@/lib/shared/notifications-api";

type Hours =
  | "arrivedNoDischargeHours"
  | "dischargedNoReleaseHours"
  | "lfdPassedNotOutHours"
  | "returnOverdueHours"
  | "terminalSilentHours"
  | "etaChangeHours";
const FIELDS: { key: Hours; label: string }[] = [
  { key: "arrivedNoDischargeHours", label: "Vessel arrived, no discharge after (h)" },
  { key: "dischargedNoReleaseHours", label: "Discharged, no availability or LFD after (h)" },
  { key: "lfdPassedNotOutHours", label: "LFD passed and not out after (h)" },
  { key: "returnOverdueHours", label: "Out, not returned after return-by (h)" },
  { key: "terminalSilentHours", label: "Terminal not checked for (h)" },
  // Not a watchdog: the threshold of the "ETA moved" alert, kept with the other thresholds.
  { key: "etaChangeHours", label: "Tell an ETA that moved by at least (h)" },
];

/** The workspace's zone, cool-down and watchdog thresholds (empty turns a watchdog off). */
export function WatchdogsForm({ initial }: { initial: AlertSettingsView }) {
  const [timezone, setTimezone] = useState(initial.timezone);
  const [cooldown, setCooldown] = useState(String(initial.cooldownMinutes));
  const [emailWindow, setEmailWindow] = useState(String(initial.emailWindowMinutes));
  const text = (key: Hours): string => {
    const hours = initial.watchdogs[key];
    return hours === null ? "" : String(hours);
  };
  const [values, setValues] = useState<Record<Hours, string>>(() => ({
    arrivedNoDischargeHours: text("arrivedNoDischargeHours"),
    dischargedNoReleaseHours: text("dischargedNoReleaseHours"),
    lfdPassedNotOutHours: text("lfdPassedNotOutHours"),
    returnOverdueHours: text("returnOverdueHours"),
    terminalSilentHours: text("terminalSilentHours"),
    etaChangeHours: text("etaChangeHours"),
  }));
  const hours = (key: Hours): number | null => (values[key] === "" ? null : Number(values[key]));
  const [trackingStopped, setTrackingStopped] = useState(initial.watchdogs.trackingStopped);
  const save = useSaveAlertSettings();
  return (
    <Card>
      <CardHeader
        title="Watchdogs and timing"
        description="Watchdogs flag silent data: something should have happened by now and the data says nothing."
      />
      <CardBody>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({
              timezone,
              cooldownMinutes: Number(cooldown),
              emailWindowMinutes: Number(emailWindow),
              watchdogs: {
                arrivedNoDischargeHours: hours("arrivedNoDischargeHours"),
                dischargedNoReleaseHours: hours("dischargedNoReleaseHours"),
                lfdPassedNotOutHours: hours("lfdPassedNotOutHours"),
                returnOverdueHours: hours("returnOverdueHours"),
                terminalSilentHours: hours("terminalSilentHours"),
                etaChangeHours: hours("etaChangeHours"),
                trackingStopped,
              },
            });
          }}
        >
          <Field id="alert-zone" label="Workspace time zone" hint="For people who set none (digests, quiet hours).">
            <Input id="alert-zone" value={timezone} onChange={(event) => setTimezone(event.target.value)} />
          </Field>
          <Field
            id="alert-cooldown"
            label="Cool-down (minutes)"
            hint="A hold, readiness or LFD that flips back and forth is told once per box per cool-down; what it settles on is told when the cool-down ends."
          >
            <Input
              id="alert-cooldown"
              type="number"
              min={5}
              value={cooldown}
              onChange={(event) => setCooldown(event.target.value)}
            />
          </Field>
          <Field
            id="alert-email-window"
            label="One email per box within (minutes)"
            hint="Changes to one box within this window reach each person as one email; 0 sends each change at once."
          >
            <Input
              id="alert-email-window"
              type="number"
              min={0}
              max={60}
              value={emailWindow}
              onChange={(event) => setEmailWindow(event.target.value)}
            />
          </Field>
          {FIELDS.map((field) => (
            <Field key={field.key} id={`wd-${field.key}`} label={field.label} hint="Empty: off.">
              <Input
                id={`wd-${field.key}`}
                type="number"
                min={1}
                value={values[field.key]}
                onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
              />
            </Field>
          ))}
          <label className="flex items-center gap-2 self-end text-sm">
            <input
              type="checkbox"
              checked={trackingStopped}
              onChange={(event) => setTrackingStopped(event.target.checked)}
            />{" "}
            Tracking stopped while the box is not out
          </label>
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
