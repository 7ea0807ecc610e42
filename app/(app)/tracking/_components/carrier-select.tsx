"use client";

import { Select } from "@/components/ui/field";
import { useShippingLines } from "@/lib/queries/tracking-queries";

type Props = { id: string; value: string; onChange: (scac: string) => void; emptyLabel?: string; className?: string };

/** SCAC picker from the service's shipping lines; empty value = let the service auto-detect. */
export function CarrierSelect({ id, value, onChange, emptyLabel = "Auto-detect from the number", className }: Props) {
  const lines = useShippingLines();
  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={className}
      >
        <option value="">{emptyLabel}</option>
        {(lines.data ?? []).map((line) => (
          <option key={line.scac} value={line.scac}>
            {line.scac} · {line.name}
          </option>
        ))}
      </Select>
      <span id={`${id}-hint`} className="sr-only">
        {lines.isError
          ? "The carrier list could not be loaded; auto-detect still works."
          : lines.isPending
            ? "Loading carriers"
            : ""}
      </span>
      {lines.isError ? (
        <p className="text-xs text-warning">The carrier list could not be loaded; auto-detect still works.</p>
      ) : null}
    </>
  );
}
