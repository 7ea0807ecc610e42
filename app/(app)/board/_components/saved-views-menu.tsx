"use client";

import { useState } from "react";

import { addSavedView, parseSavedViews, removeSavedView, savedViewsKey } from "@/components/board/saved-views";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";

import { useLocalText } from "./use-local-state";
import { Popover } from "./popover";

/** Named views of the board (the filter part of the URL), per user, kept in this browser. */
export function SavedViewsMenu({ userId, currentQuery, onApply }: { userId: string; currentQuery: string; onApply: (query: string) => void }) {
  const [stored, setStored] = useLocalText(savedViewsKey(userId));
  const views = parseSavedViews(stored);
  const [name, setName] = useState("");
  return (
    <Popover label={<>Saved views{views.length ? ` (${views.length})` : ""}</>}>
      <div className="absolute right-0 z-30 mt-1 w-72 space-y-2 rounded-md border border-border bg-surface p-3 shadow-lg">
        {views.length === 0 ? <p className="text-xs text-muted">No saved views yet. Filter the board, name the view and save it.</p> : null}
        <ul className="space-y-1">
          {views.map((view) => (
            <li key={view.id} className="flex items-center gap-1">
              <button type="button" className="flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-surface-muted" onClick={() => onApply(view.query)} title={view.query || "All containers"}>
                {view.name}
              </button>
              <button type="button" aria-label={`Delete view ${view.name}`} className="rounded px-2 py-1 text-xs text-muted hover:text-danger" onClick={() => setStored(JSON.stringify(removeSavedView(views, view.id)))}>
                ×
              </button>
            </li>
          ))}
        </ul>
        <form
          className="flex gap-1 border-t border-border pt-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!name.trim()) return;
            setStored(JSON.stringify(addSavedView(views, { id: crypto.randomUUID(), name: name.trim().slice(0, 60), query: currentQuery, createdAt: new Date().toISOString() })));
            setName("");
          }}
        >
          <label htmlFor="saved-view-name" className="sr-only">Name for the current view</label>
          <Input id="saved-view-name" placeholder="Name this view" value={name} onChange={(event) => setName(event.target.value)} className="h-8" maxLength={60} />
          <Button type="submit" size="sm" disabled={!name.trim()}>Save</Button>
        </form>
        <p className="text-[11px] text-muted">Saved in this browser for your account.</p>
      </div>
    </Popover>
  );
}
