"use client";

import { useState, type InputHTMLAttributes, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import type { useWorkPatch } from "@/lib/queries/work-queries";
import type { ContainerWorkState } from "@/lib/shared/work-api";

import { ConflictNotice, SaveError } from "./conflict-notice";

// The small inline forms of a box's work (the planned pickup, the planned return and reference): a draft that
// keeps the version it opened with (a change someone made meanwhile is a conflict, never overwritten), its
// fields, Save and Cancel, and what a save met.

/** The open draft, or null while the form is closed. */
export function useWorkDraft<Draft extends Record<string, string>>() {
  const [editing, setEditing] = useState<{ draft: Draft; version: number } | null>(null);
  return {
    editing,
    open: (draft: Draft, version: number) => setEditing({ draft, version }),
    setField: (key: keyof Draft, value: string) =>
      setEditing((e) => (e ? { ...e, draft: { ...e.draft, [key]: value } } : e)),
    close: () => setEditing(null),
  };
}

export function WorkForm({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="mt-2 grid grid-cols-2 gap-2 rounded-md border border-border bg-surface-muted/50 p-3"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

type FieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** This field's own error, announced beside it. */
  error?: string;
  className?: string;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">;
};

export function WorkField({ id, label, value, onChange, error, className = "space-y-1", input }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs text-muted">
        {label}
      </label>
      <Input
        id={id}
        className="h-8"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function WorkFormButtons({ saveLabel, onCancel }: { saveLabel: string; onCancel: () => void }) {
  return (
    <div className="col-span-2 flex gap-2">
      <Button type="submit" size="sm">
        {saveLabel}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** What the last save met: a newer version (described by `describe`), or an error in words. */
export function WorkSaveState({
  patch,
  describe,
}: {
  patch: ReturnType<typeof useWorkPatch>;
  describe: (current: ContainerWorkState) => string;
}) {
  return (
    <>
      {patch.conflict ? (
        <ConflictNotice
          current={describe(patch.conflict.current)}
          onRetry={patch.retry}
          onDismiss={patch.dismiss}
          busy={patch.isPending}
        />
      ) : null}
      <SaveError error={patch.error} />
    </>
  );
}
