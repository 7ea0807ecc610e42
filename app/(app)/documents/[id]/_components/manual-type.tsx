"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { useDocumentTypes, useSetManualType } from "@/lib/queries/documents-queries";

/** Sets or clears the manual type (PATCH); the system's classification stays visible beside it. */
export function ManualType({ id, manualType }: { id: string; manualType: string | null }) {
  const [value, setValue] = useState(manualType ?? "");
  const types = useDocumentTypes();
  const save = useSetManualType(id, (detail) => setValue(detail.data.manualType ?? ""));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 max-w-full">
        <label htmlFor="manual-type" className="mb-1 block text-xs font-medium text-muted">
          Manual type
        </label>
        <Select id="manual-type" className="max-w-full" value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">No override</option>
          {(types.data?.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.label}
            </option>
          ))}
        </Select>
      </div>
      <Button
        size="sm"
        busy={save.isPending}
        disabled={value === (manualType ?? "")}
        onClick={() => save.mutate(value === "" ? null : value)}
      >
        Save type
      </Button>
      {manualType ? (
        <Button size="sm" variant="ghost" busy={save.isPending} onClick={() => save.mutate(null)}>
          Clear override
        </Button>
      ) : null}
      {save.isError ? (
        <p role="alert" className="w-full text-xs text-danger">
          {save.error.message}
        </p>
      ) : null}
    </div>
  );
}
