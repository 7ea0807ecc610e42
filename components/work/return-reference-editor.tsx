"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { useWorkPatch } from "@/lib/queries/work-queries";
import { WORK_LIMITS, type ContainerWorkState } from "@/lib/shared/work-api";
import { plannedReturnInputSchema } from "@/lib/validations/work";

import { WorkField, WorkForm, WorkFormButtons, WorkSaveState, useWorkDraft } from "./work-form";
import { plannedReturnText } from "./work-format";

type Props = { containerId: string; state: ContainerWorkState; meId: string | null; canWrite: boolean; now?: string };

type Draft = { date: string; depot: string; reference: string };

const FIELDS = [
  ["date", "Return date", { type: "date", autoComplete: "off" }],
  ["depot", "Depot", { maxLength: WORK_LIMITS.depot, autoComplete: "off" }],
  ["reference", "Customer reference", { maxLength: WORK_LIMITS.customerReference, autoComplete: "off" }],
] as const;

/** The planned empty return (date, depot) and the customer's reference, edited together in one small form. */
export function ReturnReferenceEditor({ containerId, state, meId, canWrite, now }: Props) {
  const patch = useWorkPatch(containerId, meId);
  const { editing, open, setField, close } = useWorkDraft<Draft>();
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
    const parsedReturn = wantsReturn
      ? plannedReturnInputSchema.safeParse({ date: draft.date, depot: draft.depot })
      : null;
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
    const plannedReturn = parsedReturn?.success
      ? { date: parsedReturn.data.date ?? draft.date, depot: parsedReturn.data.depot ?? null }
      : null;
    patch.save(
      { plannedReturn, customerReference: reference },
      { version, optimistic: (s) => ({ ...s, plannedReturn, customerReference: reference }) },
    );
    close();
  };

  return (
    <div className="text-sm" data-testid="work-return">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted">Planned return</dt>
        <dd>
          {state.plannedReturn ? (
            plannedReturnText(state.plannedReturn, now)
          ) : (
            <span className="text-muted">Not planned yet.</span>
          )}
        </dd>
        <dt className="text-muted">Customer ref</dt>
        <dd data-testid="work-customer-reference">
          {state.customerReference ?? <span className="text-muted">—</span>}
        </dd>
      </dl>
      {canWrite && !editing ? (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={() =>
            open(
              {
                date: state.plannedReturn?.date ?? "",
                depot: state.plannedReturn?.depot ?? "",
                reference: state.customerReference ?? "",
              },
              state.version,
            )
          }
        >
          Edit return and reference
        </Button>
      ) : null}
      {editing ? (
        <WorkForm label="Planned return and customer reference" onSubmit={submit}>
          {FIELDS.map(([key, label, input]) => (
            <WorkField
              key={key}
              id={idFor(key)}
              label={label}
              className={key === "reference" ? "col-span-2 space-y-1" : "space-y-1"}
              value={editing.draft[key]}
              onChange={(value) => setField(key, value)}
              input={input}
            />
          ))}
          {error ? (
            <p role="alert" className="col-span-2 text-xs text-danger">
              {error}
            </p>
          ) : null}
          <WorkFormButtons saveLabel="Save" onCancel={close} />
        </WorkForm>
      ) : null}
      <WorkSaveState
        patch={patch}
        describe={(current) =>
          `return ${current.plannedReturn ? plannedReturnText(current.plannedReturn, now) : "not planned"}, customer ref ${current.customerReference ?? "none"}`
        }
      />
    </div>
  );
}
