"use client";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

// The parts the demurrage and per-diem tariff cards share: a row's Edit and Delete, the tiers text box, and
// the form's Save and Cancel.

export function TariffRowActions({
  name,
  busy,
  onEdit,
  onDelete,
}: {
  name: string;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="flex gap-2">
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger" disabled={busy} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </span>
  );
}

export function TierField({
  id,
  hint,
  value,
  onChange,
}: {
  id: string;
  hint: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <Field id={id} label="Tiers (from-to:amount per day)" hint={hint}>
      <textarea
        id={id}
        rows={3}
        className="block w-full rounded-md border border-border bg-surface px-3 py-2 font-mono text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

export function TariffFormButtons({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex gap-2 sm:col-span-3">
      <Button type="submit" busy={busy}>
        {label}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
