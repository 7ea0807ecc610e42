"use client";

import { useId, useState } from "react";

import { Input, Select } from "@/components/ui/field";
import { useContainerLinks } from "@/lib/queries/containers-queries";
import { useDocumentSearch } from "@/lib/queries/documents-queries";

export type PickedDocument = { id: string; name: string };

/**
 * The document an extension attaches as its evidence (a line's email, a terminal's waiver): one of the box's linked
 * documents, or any of the workspace's found by name. Optional: an extension granted by phone has none.
 */
export function ExtensionDocumentPicker({
  containerId,
  value,
  onChange,
}: {
  containerId: string;
  value: PickedDocument | null;
  onChange: (document: PickedDocument | null) => void;
}) {
  const id = useId();
  const links = useContainerLinks(containerId);
  const [query, setQuery] = useState("");
  const search = useDocumentSearch(query);
  const linked = links.data?.documents ?? [];
  const found = query.trim().length >= 2 ? (search.data?.data ?? []) : [];
  const choices = value && !linked.some((document) => document.id === value.id) ? [value, ...linked] : linked;
  return (
    <fieldset className="space-y-1.5 sm:col-span-3" data-testid="extension-document">
      <legend className="text-xs font-medium text-muted">Document (optional): the grant in writing</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <Select
          aria-label="Attach a document"
          value={value?.id ?? ""}
          onChange={(event) => {
            const picked = choices.find((document) => document.id === event.target.value);
            onChange(picked ? { id: picked.id, name: picked.name } : null);
          }}
        >
          <option value="">
            {links.isPending ? "Loading…" : linked.length > 0 ? "No document" : "No document (none linked)"}
          </option>
          {choices.map((document) => (
            <option key={document.id} value={document.id}>
              {document.name}
            </option>
          ))}
        </Select>
        <Input
          type="search"
          aria-label="Search the workspace's documents by name"
          aria-describedby={`${id}-results`}
          placeholder="Search documents by name"
          maxLength={200}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div id={`${id}-results`} aria-live="polite" className="text-xs">
        {query.trim().length >= 2 && search.isError ? (
          <p className="text-danger">The search failed: {search.error.message}</p>
        ) : query.trim().length >= 2 && search.isSuccess && found.length === 0 ? (
          <p className="text-muted">No document&rsquo;s name holds &ldquo;{query.trim()}&rdquo;.</p>
        ) : null}
        {found.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Documents found">
            {found.map((document) => (
              <li key={document.id}>
                <button
                  type="button"
                  className="rounded border border-border px-2 py-0.5 hover:bg-surface-muted aria-pressed:border-accent aria-pressed:text-accent"
                  aria-pressed={value?.id === document.id}
                  data-testid="extension-document-result"
                  onClick={() => {
                    onChange({ id: document.id, name: document.name });
                    setQuery("");
                  }}
                >
                  {document.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </fieldset>
  );
}
