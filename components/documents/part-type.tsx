"use client";

import { useId } from "react";

import { Select } from "@/components/ui/field";
import { useDocumentTypes, useRefreshDocuments, useSetManualType } from "@/lib/queries/documents-queries";

/**
 * Re-types one part of a packet at once: a part the service split is re-typed at the service (its manual type);
 * a part split here has no document there, so its type is Quayside's alone.
 */
export function PartType({
  id,
  index,
  type,
  localPart,
}: {
  id: string;
  index: number;
  type: string | null;
  localPart: boolean;
}) {
  const selectId = useId();
  const types = useDocumentTypes();
  const refresh = useRefreshDocuments();
  const save = useSetManualType(id, refresh);
  return (
    <div className="space-y-1">
      <label htmlFor={selectId} className="sr-only">
        Type of part {index + 1}
      </label>
      <span className="block w-52">
        <Select
          id={selectId}
          value={type ?? ""}
          disabled={save.isPending}
          className="h-8 text-xs"
          title={localPart ? "Kept in Quayside only" : "Sent to the tracking service as the manual type"}
          onChange={(event) => save.mutate(event.target.value === "" ? null : event.target.value)}
          data-testid="part-type"
        >
          <option value="">{localPart ? "Not classified" : "As the service classified it"}</option>
          {(types.data?.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>
              {t.label}
            </option>
          ))}
        </Select>
      </span>
      {save.isError ? (
        <p role="alert" className="text-xs text-danger">
          {save.error.message}
        </p>
      ) : null}
    </div>
  );
}
