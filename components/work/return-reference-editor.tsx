"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useWorkPatch } from "@/lib/queries/work";
import { WORK_LIMITS, type ContainerWorkState } from "@/lib/shared/work-api";
import { plannedReturnInputSchema } from "@/lib/validations/work";

import { ConflictNotice, SaveError } from "./conflict-notice";
import { plannedReturnText } from "./work-format";

type Props = { containerId: string; state: ContainerWorkState; meId: string | null; canWrite: boolean; now?: string };

type Draft = { date: string; depot: string; reference: string };

/** The planned empty return (date, depot) and the customer's reference, edited together in one small form. */
export function ReturnReferenceEditor({ containerId, state, meId, canWrite, now }: Props) {
  const patch = useWorkPatch(containerId, meId);
  const [editing, setEditing] = useState<{ draft: Draft; version: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const idFor = (field: string) => `work-${field}-${containerId}`;

  const submit = () => {
    if (!editing) return;
    const { draft, version } = editing;
    const wantsReturn = Boolean(draft.date || draft.depot.trim());
    if (wantsReturn && !draft.date) {
      setError("Pick the return date, or clear the depot.");
      return;
    }
    const parsedReturn = wantsReturn ? plannedReturnInputSchema.safeParse({ date: draft.date, depot: draft.depot }) : null;
    if (parsedReturn && !parsedReturn.success) {
      setError(parsedReturn.error.issues[0]?.message ?? "Check the return.");
      return;
    }
    const reference = draft.reference.trim() || null;
    if (reference && reference.length > WORK_LIMITS.customerReference) {
      setError(`Keep the customer reference under ${WORK_LIMITS.customerReference} characters.`);
      return;
    }
    setError(null);
    const plannedReturn = parsedReturn?.success ? { date: parsedReturn.data.date ?? draft.date, depot: parsedReturn.data.depot ?? null } : null;
    patch.save({ plannedReturn, customerReference: reference }, { version, optimistic: (s) => ({ ...s, plannedReturn, customerReference: reference }) });
    setEditing(null);
  };

  return (
    <div className="text-sm" data-testid="work-return">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Planned return</dt>
        <dd>{state.plannedReturn ? plannedReturnText(state.plannedReturn, now) : <span className="text-muted">Not planned yet.</span>}</dd>
        <dt className="text-muted">Customer ref</dt>
        <dd data-testid="work-customer-reference">{state.customerReference ?? <span className="text-muted">—</span>}</dd>
      </dl>
      {canWrite && !editing ? (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={() => setEditing({ draft: { date: state.plannedReturn?.date ?? "", depot: state.plannedReturn?.depot ?? "", reference: state.customerReference ?? "" }, version: state.version })}
        >
          Edit return and reference
        </Button>
      ) : null}
      {editing ? (
        <form
          className="mt-2 grid grid-cols-2 gap-2 rounded-md border border-border bg-surface-muted/50 p-3"
          aria-label="Planned return and customer reference"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {(
            [
              ["date", "Return date", { type: "date" }],
              ["depot", "Depot", { maxLength: WORK_LIMITS.depot }],
              ["reference", "Customer reference", { maxLength: WORK_LIMITS.customerReference }],
            ] as const
          ).map(([key, label, attrs]) => (
            <div key={key} className={key === "reference" ? "col-span-2 space-y-1" : "space-y-1"}>
              <label htmlFor={idFor(key)} className="block text-xs text-muted">
                {label}
              </label>
              <Input id={idFor(key)} className="h-8" autoComplete="off" value={editing.draft[key]} onChange={(event) => setEditing({ ...editing, draft: { ...editing.draft, [key]: event.target.value } })} {...attrs} />
            </div>
          ))}
          {error ? (
            <p role="alert" className="col-span-2 text-xs text-danger">
              {error}
            </p>
          ) : null}
          <div className="col-span-2 flex gap-2">
            <Button type="submit" size="sm">
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      {patch.conflict ? (
        <ConflictNotice
          current={`return ${patch.conflict.current.plannedReturn ? plannedReturnText(patch.conflict.current.plannedReturn, now) : "not planned"}, customer ref ${patch.conflict.current.customerReference ?? "none"}`}
          onRetry={patch.retry}
          onDismiss={patch.dismiss}
          busy={patch.isPending}
        />
      ) : null}
      <SaveError error={patch.error} />
    </div>
  );
}
