"use client";

import { Field, Input } from "@/components/ui/field";

// The first day of the version a save makes (lib/domain/tariff-version.ts). Left blank, an edit starts today and a
// new tariff as far back as anything is kept; an edit never starts in the past, so earlier days keep their rates.
export function EffectiveFromField({
  id,
  value,
  editing,
  error,
  onChange,
}: {
  id: string;
  value: string | undefined;
  /** An edit of a saved tariff (a new version), rather than a new tariff. */
  editing: boolean;
  error?: string | null;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <Field
      id={id}
      label="Effective from"
      hint={
        editing
          ? "Blank: today (or the newest version's first day, if later). New rates are a new version from that day; earlier days keep theirs."
          : "Blank: from the start, as far back as Quayside keeps."
      }
      error={error}
    >
      <Input
        id={id}
        type="date"
        value={value ?? ""}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
      />
    </Field>
  );
}
