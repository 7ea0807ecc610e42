"use client";

import { Input, Select } from "@/components/ui/field";
import { SOURCE_LABELS } from "@/components/documents/document-labels";
import type { DocumentTypeOption } from "@/lib/shared/document-api";
import { DOCUMENT_SORTS } from "@/lib/validations/documents";

export type Filters = {
  type: string;
  source: string;
  filename: string;
  reference: string;
  sort: (typeof DOCUMENT_SORTS)[number];
  dir: "asc" | "desc";
};
export const EMPTY: Filters = { type: "", source: "", filename: "", reference: "", sort: "created", dir: "desc" };

const SORT_LABELS: Record<Filters["sort"], string> = {
  created: "Created",
  name: "Name",
  type: "Type",
  size: "Size",
  state: "Processing state",
};

export function DocumentFilters({
  value,
  types,
  onChange,
}: {
  value: Filters;
  types: DocumentTypeOption[];
  onChange: (next: Filters) => void;
}) {
  const set = <K extends keyof Filters>(key: K, v: Filters[K]) => onChange({ ...value, [key]: v });
  const label = "mb-1 block text-xs font-medium text-muted";
  return (
    <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6" role="search" aria-label="Filter documents">
      <div>
        <label className={label} htmlFor="doc-type">
          Type
        </label>
        <Select id="doc-type" value={value.type} onChange={(e) => set("type", e.target.value)}>
          <option value="">Any type</option>
          <option value="unclassified">Not classified yet</option>
          {types.map((t) => (
            <option key={t.code} value={t.code}>
              {t.label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label className={label} htmlFor="doc-source">
          Source
        </label>
        <Select id="doc-source" value={value.source} onChange={(e) => set("source", e.target.value)}>
          <option value="">Any source</option>
          {Object.entries(SOURCE_LABELS).map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label className={label} htmlFor="doc-filename">
          File name
        </label>
        <Input
          id="doc-filename"
          type="search"
          value={value.filename}
          placeholder="Part of a name"
          onChange={(e) => set("filename", e.target.value)}
        />
      </div>
      <div>
        <label className={label} htmlFor="doc-reference">
          Reference
        </label>
        <Input
          id="doc-reference"
          type="search"
          value={value.reference}
          placeholder="Container or BOL"
          onChange={(e) => set("reference", e.target.value)}
        />
      </div>
      <div>
        <label className={label} htmlFor="doc-sort">
          Sort by
        </label>
        <Select id="doc-sort" value={value.sort} onChange={(e) => set("sort", e.target.value as Filters["sort"])}>
          {DOCUMENT_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label className={label} htmlFor="doc-dir">
          Order
        </label>
        <Select id="doc-dir" value={value.dir} onChange={(e) => set("dir", e.target.value as Filters["dir"])}>
          <option value="desc">Newest / Z–A / largest first</option>
          <option value="asc">Oldest / A–Z / smallest first</option>
        </Select>
      </div>
    </div>
  );
}
