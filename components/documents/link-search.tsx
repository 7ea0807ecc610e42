"use client";

import { useEffect, useId, useState, type KeyboardEvent } from "react";

import { Input } from "@/components/ui/field";
import { useLinkTargets } from "@/lib/queries/documents-queries";
import { cn } from "@/lib/shared/cn";
import type { LinkTarget } from "@/lib/shared/document-api";
import { countText } from "@/lib/shared/format/number";

/** The number a target is known by: a box's number, a shipment's bill of lading. */
export const targetNumber = (target: LinkTarget): string =>
  target.kind === "container" ? target.number : target.billOfLading;

function describe(target: LinkTarget): string {
  if (target.kind === "container")
    return [
      "Container",
      target.billOfLading ? `B/L ${target.billOfLading}` : null,
      target.terminalName,
      target.customerName,
    ]
      .filter(Boolean)
      .join(" · ");
  return ["Shipment", countText(target.containerCount, "box", "boxes"), target.customerName]
    .filter(Boolean)
    .join(" · ");
}

/**
 * Finds a box or shipment of this workspace by container number, bill of lading or reference (any part, any
 * case) and hands the chosen one to `onPick`. A combobox: arrows move, Enter picks, Escape clears.
 */
export function LinkSearch({
  onPick,
  linkedIds,
  disabled = false,
  label = "Link to a container or shipment",
}: {
  onPick: (target: LinkTarget) => void;
  /** Targets already linked, shown as such and not offered again. */
  linkedIds: ReadonlySet<string>;
  disabled?: boolean;
  label?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useLinkTargets(term);
  const results = term.length >= 2 ? (search.data?.data ?? []) : [];
  const open = term.length >= 2 && text.trim().length >= 2;
  const pick = (target: LinkTarget | undefined) => {
    if (!target || linkedIds.has(target.id)) return;
    onPick(target);
    setText("");
    setTerm("");
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && results.length) {
      event.preventDefault();
      setActive((a) => (a + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length) {
      event.preventDefault();
      setActive((a) => (a - 1 + results.length) % results.length);
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      pick(results[active]);
    } else if (event.key === "Escape") {
      setText("");
      setTerm("");
    }
  };
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results[active] ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        placeholder="Container number, B/L or reference"
        autoComplete="off"
        value={text}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="link-search"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        Boxes and shipments of this workspace only.
      </p>
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Containers and shipments found"
          className="absolute inset-x-0 top-16 z-20 max-h-72 overflow-auto rounded-md border border-border bg-surface py-1 shadow-lg"
        >
          {search.isError ? (
            <li className="px-3 py-2 text-sm text-danger">The search failed: {search.error.message}</li>
          ) : results.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted">
              {search.isFetching ? "Searching…" : `Nothing on the board matches “${term}”.`}
            </li>
          ) : (
            results.map((target, index) => {
              const linked = linkedIds.has(target.id);
              return (
                <li
                  key={`${target.kind}:${target.id}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={linked || undefined}
                  data-testid="link-target"
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(target)}
                  onMouseEnter={() => setActive(index)}
                  className={cn(
                    "cursor-pointer px-3 py-1.5 text-sm",
                    index === active && "bg-surface-muted",
                    linked && "cursor-default opacity-60",
                  )}
                >
                  <span className="font-mono text-xs font-medium">{targetNumber(target)}</span>
                  <span className="block text-xs text-muted">
                    {describe(target)}
                    {linked ? " · already linked" : ""}
                  </span>
                </li>
              );
            })
          )}
        </ul>
      ) : null}
    </div>
  );
}
