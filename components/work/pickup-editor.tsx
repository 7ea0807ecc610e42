"use client";

import { useState, type InputHTMLAttributes } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { usePlanGuard } from "@/lib/queries/plan-guard";
import { useWorkPatch } from "@/lib/queries/work-queries";
import { WORK_LIMITS, type ContainerWorkState, type PlannedPickup } from "@/lib/shared/work-api";
import { plannedPickupInputSchema } from "@/lib/validations/work";

import { PlanRiskDialog } from "./plan-risk-dialog";
import { WorkField, WorkForm, WorkFormButtons, WorkSaveState, useWorkDraft } from "./work-form";
import { plannedPickupText, terminalAppointmentText } from "./work-format";

type Props = { containerId: string; state: ContainerWorkState; meId: string | null; canWrite: boolean; now?: string };

type Draft = { date: string; windowStart: string; windowEnd: string; appointmentNumber: string; trucker: string };

function pickupSummary(pickup: PlannedPickup, now?: string): string {
  return [
    `pickup planned ${plannedPickupText(pickup, now)}`,
    pickup.appointmentNumber ? `appt ${pickup.appointmentNumber}` : "",
    pickup.trucker ?? "",
  ]
    .filter(Boolean)
    .join(" · ");
}

const draftOf = (state: ContainerWorkState): Draft => ({
  date: state.plannedPickup?.date ?? state.terminalAppointment?.date ?? "",
  windowStart: state.plannedPickup?.windowStart ?? "",
  windowEnd: state.plannedPickup?.windowEnd ?? "",
  appointmentNumber: state.plannedPickup?.appointmentNumber ?? "",
  trucker: state.plannedPickup?.trucker ?? "",
});

/**
 * The planned pickup (date in the terminal's zone, window, appointment number, trucker) beside the terminal's
 * own appointment, flagged when they disagree. The form keeps the version it opened with, so a change someone
 * made meanwhile is a conflict to resolve, never silently overwritten.
 */
export function PickupEditor({ containerId, state, meId, canWrite, now }: Props) {
  const patch = useWorkPatch(containerId, meId);
  const guard = usePlanGuard();
  const { editing, open, setField, close } = useWorkDraft<Draft>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const planned = state.plannedPickup;
  const zone = planned?.timezone ?? state.terminalAppointment?.timezone ?? null;
  const idFor = (field: string) => `pickup-${field}-${containerId}`;

  const submit = () => {
    if (!editing) return;
    const { draft, version } = editing;
    const parsed = plannedPickupInputSchema.safeParse({
      date: draft.date || undefined,
      windowStart: draft.windowStart || null,
      windowEnd: draft.windowEnd || null,
      appointmentNumber: draft.appointmentNumber,
      trucker: draft.trucker,
    });
    if (!parsed.success || !parsed.data.date) {
      const found: Record<string, string> = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "date"), issue.message]));
      if (!draft.date) found["date"] = "Pick the pickup date.";
      setErrors(found);
      return;
    }
    setErrors({});
    const value = parsed.data;
    const save = () => {
      patch.save(
        { plannedPickup: value },
        {
          version,
          optimistic: (s) => ({
            ...s,
            plannedPickup: {
              date: value.date ?? "",
              windowStart: value.windowStart ?? null,
              windowEnd: value.windowEnd ?? null,
              appointmentNumber: value.appointmentNumber ?? null,
              trucker: value.trucker ?? null,
              timezone: s.plannedPickup?.timezone ?? zone ?? "UTC",
            },
          }),
        },
      );
      close();
    };
    // A new day is checked first: after the LFD, a closed terminal or a hold asks before it is saved.
    if (value.date && value.date !== planned?.date) guard.guard({ ids: [containerId], date: value.date }, save);
    else save();
  };

  const field = (
    key: keyof Draft,
    label: string,
    input: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id">,
  ) =>
    editing ? (
      <WorkField
        id={idFor(key)}
        label={label}
        value={editing.draft[key]}
        onChange={(value) => setField(key, value)}
        error={errors[key]}
        input={input}
      />
    ) : null;

  return (
    <div className="text-sm" data-testid="work-pickup">
      <div className="grid grid-cols-[8rem_1fr] items-start gap-x-3 gap-y-1">
        <span className="text-muted">Planned pickup</span>
        <div className="min-w-0">
          {planned ? (
            <p data-testid="work-pickup-value">
              <span className="font-medium">{plannedPickupText(planned, now)}</span>
              {planned.appointmentNumber ? <span> · appt {planned.appointmentNumber}</span> : null}
              {planned.trucker ? <span> · {planned.trucker}</span> : null}
              <span className="text-xs text-muted"> ({planned.timezone})</span>
            </p>
          ) : (
            <p className="text-muted">Not planned yet.</p>
          )}
        </div>
        <span className="text-muted" title="The terminal's own pickup appointment, as the service reports it">
          Terminal appt
        </span>
        <div className="flex flex-wrap items-center gap-2">
          <span data-testid="work-terminal-appointment">
            {state.terminalAppointment
              ? terminalAppointmentText(state.terminalAppointment, now)
              : "None at the terminal"}
          </span>
          {state.appointmentDiffers ? (
            <Badge
              tone="warning"
              testId="appointment-differs"
              title="The terminal's appointment is on another day, or outside the planned window."
            >
              <span aria-hidden>≠</span> Differs from the plan
            </Badge>
          ) : null}
        </div>
      </div>
      {canWrite && !editing ? (
        <div className="mt-2 flex gap-2">
          <Button size="sm" variant="secondary" onClick={() => open(draftOf(state), state.version)}>
            {planned ? "Edit pickup" : "Plan pickup"}
          </Button>
          {planned ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                patch.save(
                  { plannedPickup: null },
                  { optimistic: (s) => ({ ...s, plannedPickup: null, appointmentDiffers: false }) },
                )
              }
            >
              Remove plan
            </Button>
          ) : null}
        </div>
      ) : null}
      {editing ? (
        <WorkForm label="Plan the pickup" onSubmit={submit}>
          {field("date", `Date${zone ? ` (${zone})` : ""}`, { type: "date", required: true })}
          {field("appointmentNumber", "Appointment number", {
            maxLength: WORK_LIMITS.appointmentNumber,
            autoComplete: "off",
          })}
          {field("windowStart", "Window from", { type: "time" })}
          {field("windowEnd", "Window to", { type: "time" })}
          <div className="col-span-2">
            {field("trucker", "Trucker or driver", { maxLength: WORK_LIMITS.trucker, autoComplete: "off" })}
          </div>
          <WorkFormButtons saveLabel="Save pickup" onCancel={close} />
        </WorkForm>
      ) : null}
      {guard.question ? <PlanRiskDialog question={guard.question} onAnswer={guard.answer} /> : null}
      <WorkSaveState
        patch={patch}
        describe={(current) =>
          current.plannedPickup ? pickupSummary(current.plannedPickup, now) : "no pickup planned"
        }
      />
    </div>
  );
}
