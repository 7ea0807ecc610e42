"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import type { DocumentDetail, DocumentTypeOption } from "@/lib/shared/document-api";
import { fetchJson } from "@/lib/shared/fetch-json";

/** Sets or clears the manual type (PATCH); the system's classification stays visible beside it. */
export function ManualType({ id, manualType }: { id: string; manualType: string | null }) {
  const client = useQueryClient();
  const [value, setValue] = useState(manualType ?? "");
  const types = useQuery({ queryKey: ["document-types"], queryFn: ({ signal }) => fetchJson<{ data: DocumentTypeOption[] }>("/api/documents/types", { signal }), staleTime: 600_000 });
  const save = useMutation({
    mutationFn: (next: string | null) => fetchJson<DocumentDetail>(`/api/documents/${id}`, { method: "PATCH", body: { manualType: next } }),
    onSuccess: (detail) => {
      client.setQueryData(["documents", "detail", id], detail);
      setValue(detail.data.manualType ?? "");
      void client.invalidateQueries({ queryKey: ["documents", "list"] });
    },
  });
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor="manual-type" className="mb-1 block text-xs font-medium text-muted">Manual type</label>
        <Select id="manual-type" value={value} onChange={(e) => setValue(e.target.value)}>
          <option value="">No override</option>
          {(types.data?.data ?? []).map((t) => (
            <option key={t.code} value={t.code}>{t.label}</option>
          ))}
        </Select>
      </div>
      <Button size="sm" busy={save.isPending} disabled={value === (manualType ?? "")} onClick={() => save.mutate(value === "" ? null : value)}>Save type</Button>
      {manualType ? <Button size="sm" variant="ghost" busy={save.isPending} onClick={() => save.mutate(null)}>Clear override</Button> : null}
      {save.isError ? <p role="alert" className="w-full text-xs text-danger">{save.error.message}</p> : null}
    </div>
  );
}
