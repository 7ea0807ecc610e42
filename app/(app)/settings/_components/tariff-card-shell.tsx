"use client";

import { useState, type ReactNode } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";

import { TariffRowActions } from "./tariff-form-parts";

export type TariffCardRow = {
  id: string;
  name: string;
  summary: ReactNode;
  /** The tariff's versions, shown under its row on demand. */
  history: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * The frame both tariff cards share: header with the Add button, the list with Edit and Delete, the edit form
 * (its fields are the caller's) and a problem that belongs to no field, above the form where it is seen. The form shows only while `fields` is given.
 * Each row's History shows its versions under it.
 */
export function TariffCardShell({
  title,
  description,
  addLabel,
  onAdd,
  emptyText,
  rowTestId,
  rows,
  busy,
  formLabel,
  onSubmit,
  fields,
  error,
}: {
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  emptyText: string;
  rowTestId: string;
  rows: TariffCardRow[];
  busy: boolean;
  formLabel: string;
  onSubmit: () => void;
  fields: ReactNode | null;
  error: string | null;
}) {
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader
        title={title}
        description={description}
        actions={
          <Button size="sm" variant="secondary" className="shrink-0 whitespace-nowrap" onClick={onAdd}>
            {addLabel}
          </Button>
        }
      />
      <CardBody className="space-y-3">
        {rows.length === 0 ? <p className="text-sm text-muted">{emptyText}</p> : null}
        <ul className="divide-y divide-border">
          {rows.map((row) => (
            <li key={row.id} className="py-2 text-sm" data-testid={rowTestId}>
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="min-w-0">
                  <strong>{row.name}</strong> <span className="text-muted">{row.summary}</span>
                </span>
                <TariffRowActions
                  name={row.name}
                  busy={busy}
                  historyId={`${rowTestId}-${row.id}-history`}
                  historyOpen={historyOf === row.id}
                  onHistory={() => setHistoryOf((open) => (open === row.id ? null : row.id))}
                  onEdit={row.onEdit}
                  onDelete={row.onDelete}
                />
              </div>
              {historyOf === row.id ? (
                <div id={`${rowTestId}-${row.id}-history`} className="mt-2 rounded-md bg-surface-muted p-2">
                  {row.history}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {fields ? (
          <form
            className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
            aria-label={formLabel}
          >
            {fields}
          </form>
        ) : null}
      </CardBody>
    </Card>
  );
}
