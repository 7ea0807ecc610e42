"use client";

import { Field, Input, Select } from "@/components/ui/field";
import type { TariffPickOption } from "@/lib/shared/settings-api";

// Picks a terminal or a line from those this account knows (the cache), so nobody types a FIRMS code or SCAC
// from memory. A stored code the account no longer sees stays selectable, named as such; an account that has
// synced none yet gets a text box.
export function CodePicker({
  id,
  label,
  options,
  value,
  onChange,
  error,
  emptyHint,
  disabled = false,
}: {
  id: string;
  label: string;
  options: readonly TariffPickOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** Shown under the text box when no options are known. */
  emptyHint: string;
  /** Kept as it is (a saved tariff's terminal or line: another one is another tariff). */
  disabled?: boolean;
}) {
  const described = error ? `${id}-error` : undefined;
  if (options.length === 0)
    return (
      <Field id={id} label={label} hint={emptyHint} error={error}>
        <Input
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={described ?? `${id}-hint`}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
      </Field>
    );
  const known = value === "" || options.some((option) => option.value === value);
  return (
    <Field id={id} label={label} error={error}>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose…</option>
        {known ? null : <option value={value}>{value} (not seen in this account)</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
