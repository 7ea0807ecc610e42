"use client";

import { Select } from "@/components/ui/field";
import { useTeam } from "@/lib/queries/work-queries";
import type { UserRef } from "@/lib/shared/work-api";

import type { WorkFilterState } from "@/lib/shared/work-filters";
import { personName } from "./work-format";

type Props<F extends WorkFilterState> = { filters: F; onChange: (next: F) => void };

function assigneeLabel(value: string, members: readonly UserRef[], meId: string | null): string {
  if (value === "me") return "Me";
  if (value === "unassigned") return "Unassigned";
  const user = members.find((member) => member.id === value);
  return user ? `${personName(user)}${user.id === meId ? " (me)" : ""}` : "Someone no longer active";
}

/** What choosing one option of the picker does: each toggles, like the board's other pickers. */
function toggled<F extends WorkFilterState>(filters: F, choice: string): F {
  if (choice === "watching") return { ...filters, watching: !filters.watching };
  if (choice === "hasNotes") return { ...filters, hasNotes: !filters.hasNotes };
  if (choice === "planned:today")
    return { ...filters, plannedPickup: filters.plannedPickup === "today" ? null : "today" };
  if (choice === "planned:at_risk")
    return { ...filters, plannedPickup: filters.plannedPickup === "at_risk" ? null : "at_risk" };
  const assignee = choice.replace(/^assignee:/, "");
  return { ...filters, assignee: filters.assignee === assignee ? null : assignee };
}

/**
 * One picker for the board's work filters (whose boxes, the ones I watch, planned today, with notes), as
 * narrow as the others.
 */
export function WorkFilterControls<F extends WorkFilterState>({ filters, onChange }: Props<F>) {
  const team = useTeam();
  const members = team.data?.members ?? [];
  const mark = (on: boolean) => (on ? "✓ " : "");
  return (
    <div className="w-24">
      <label htmlFor="filter-work" className="sr-only">
        Filter by the team&rsquo;s work: assignee, watching, planned today, notes
      </label>
      <Select
        id="filter-work"
        value=""
        onChange={(event) => {
          if (event.target.value) onChange(toggled(filters, event.target.value));
        }}
      >
        <option value="">Team…</option>
        <option value="assignee:me">{mark(filters.assignee === "me")}Assigned to me</option>
        <option value="watching">{mark(filters.watching)}Watching</option>
        <option value="planned:today">{mark(filters.plannedPickup === "today")}Pickup planned today</option>
        <option value="planned:at_risk">
          {mark(filters.plannedPickup === "at_risk")}Planned late or while blocked
        </option>
        <option value="hasNotes">{mark(filters.hasNotes)}Has notes</option>
        <option value="assignee:unassigned">{mark(filters.assignee === "unassigned")}Unassigned</option>
        {members.map((user) => (
          <option key={user.id} value={`assignee:${user.id}`}>
            {mark(filters.assignee === user.id)}Assigned to {personName(user)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The active work filters as removable chips, beside the board's own. */
export function WorkFilterChips<F extends WorkFilterState>({ filters, onChange }: Props<F>) {
  const team = useTeam();
  const chips: { key: string; label: string; clear: () => void }[] = [];
  if (filters.assignee)
    chips.push({
      key: "assignee",
      label: `Assignee: ${assigneeLabel(filters.assignee, team.data?.members ?? [], team.data?.me.id ?? null)}`,
      clear: () => onChange({ ...filters, assignee: null }),
    });
  if (filters.watching)
    chips.push({ key: "watching", label: "Watching", clear: () => onChange({ ...filters, watching: false }) });
  if (filters.hasNotes)
    chips.push({ key: "notes", label: "Has notes", clear: () => onChange({ ...filters, hasNotes: false }) });
  if (filters.plannedPickup)
    chips.push({
      key: "planned",
      label:
        filters.plannedPickup === "at_risk"
          ? "Planned late or while blocked"
          : `Planned pickup: ${filters.plannedPickup === "today" ? "today" : filters.plannedPickup}`,
      clear: () => onChange({ ...filters, plannedPickup: null }),
    });
  return chips.map((chip) => (
    <button
      key={chip.key}
      type="button"
      onClick={chip.clear}
      className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2 py-0.5 text-xs hover:bg-surface-muted"
      aria-label={`Remove filter ${chip.label}`}
    >
      {chip.label} <span aria-hidden>×</span>
    </button>
  ));
}
