"use client";

import { Field, Select } from "@/components/ui/field";
import { EQUIPMENT_LENGTHS, type EquipmentLength } from "@/lib/domain/per-diem";

// The size a tariff is for (demurrage and per diem alike): one of the lengths, or every size without a tariff of
// its own. Fixed once the tariff is saved: another size is another tariff.
export function EquipmentSizeField({
  id,
  value,
  disabled,
  error,
  onChange,
}: {
  id: string;
  value: number | null | undefined;
  disabled: boolean;
  error?: string | null;
  onChange: (length: EquipmentLength | null) => void;
}) {
  return (
    <Field id={id} label="Size" error={error}>
      <Select
        id={id}
        disabled={disabled}
        value={value == null ? "" : String(value)}
        onChange={(e) => onChange(EQUIPMENT_LENGTHS.find((length) => String(length) === e.target.value) ?? null)}
      >
        <option value="">Every size</option>
        {EQUIPMENT_LENGTHS.map((length) => (
          <option key={length} value={length}>
            {length}′
          </option>
        ))}
      </Select>
    </Field>
  );
}
