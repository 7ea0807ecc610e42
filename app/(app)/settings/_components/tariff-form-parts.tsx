"use client";

import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";

// The parts the demurrage and per-diem tariff cards share: a row's History, Edit and Delete, the currency and free-days
// fields (each with its own problem shown under it), and the form's Save and Cancel.

export function TariffRowActions({
  name,
  busy,
  historyId,
  historyOpen,
  onHistory,
  onEdit,
  onDelete,
}: {
  name: string;
  busy: boolean;
  /** The element the History button shows and hides. */
  historyId: string;
  historyOpen: boolean;
  onHistory: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="flex gap-2">
      <Button
        size="sm"
        variant="ghost"
        onClick={onHistory}
        aria-expanded={historyOpen}
        aria-controls={historyId}
        aria-label={`Versions of ${name}`}
      >
        History
      </Button>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="danger" disabled={busy} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </span>
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

/** Currency and free days, as both tariff forms ask for them; `idPrefix` keeps each form's ids its own. */
export function CurrencyAndFreeDays({
  idPrefix,
  currency,
  freeDays,
  problems,
  onChange,
}: {
  idPrefix: string;
  currency: string;
  freeDays: number;
  problems: Partial<Record<string, string>>;
  onChange: (change: { currency?: string; freeDays?: number }) => void;
}) {
  return (
    <>
      <Field id={`${idPrefix}-currency`} label="Currency" error={problems.currency}>
        <Input
          id={`${idPrefix}-currency`}
          value={currency}
          maxLength={3}
          aria-invalid={Boolean(problems.currency) || undefined}
          onChange={(e) => onChange({ currency: e.target.value.toUpperCase() })}
        />
      </Field>
      <Field id={`${idPrefix}-free`} label="Free days" error={problems.freeDays}>
        <Input
          id={`${idPrefix}-free`}
          type="number"
          min={0}
          max={60}
          value={freeDays}
          aria-invalid={Boolean(problems.freeDays) || undefined}
          onChange={(e) => onChange({ freeDays: Number(e.target.value) })}
        />
      </Field>
    </>
  );
}
