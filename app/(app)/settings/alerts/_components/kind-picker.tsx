"use client";

import { ALERT_KINDS, KIND_LABELS } from "@/lib/domain/alerts/kinds";

/** Checkboxes for the event kinds a team channel carries (personal kinds are never posted to a team). */
export function KindPicker({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: string[];
  onChange: (kinds: string[]) => void;
}) {
  const kinds = ALERT_KINDS.filter((kind) => kind !== "mention" && kind !== "assigned");
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {kinds.map((kind) => (
          <label key={kind} className="flex items-center gap-2 py-0.5 text-sm">
            <input
              type="checkbox"
              checked={value.includes(kind)}
              onChange={() => onChange(value.includes(kind) ? value.filter((k) => k !== kind) : [...value, kind])}
            />{" "}
            {KIND_LABELS[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
