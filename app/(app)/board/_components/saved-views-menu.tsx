"use client";

import { useEffect, useRef, useState } from "react";

import { parseSavedViews, savedViewsKey } from "@/components/board/legacy-saved-views";
import { BuiltInViews } from "@/components/work/built-in-views";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { useDeleteView, useSavedViews, useSaveView } from "@/lib/queries/views";
import type { SavedViewInput } from "@/lib/validations/saved-view-input";

import { Popover } from "./popover";

/** Named views of the board (the filter part of the URL), saved for the signed-in user on the server. */
export function SavedViewsMenu({
  userId,
  currentQuery,
  onApply,
}: {
  userId: string;
  currentQuery: string;
  onApply: (query: string) => void;
}) {
  const list = useSavedViews();
  const save = useSaveView();
  const remove = useDeleteView();
  useImportBrowserViews(userId, list.isSuccess, (input) => save.mutateAsync(input));
  const [name, setName] = useState("");
  const views = list.data?.views ?? [];
  const error = save.error ?? remove.error ?? list.error;
  return (
    <Popover label={<>Saved views{views.length ? ` (${views.length})` : ""}</>}>
      <div className="absolute right-0 z-30 mt-1 w-72 space-y-2 rounded-md border border-border bg-surface p-3 shadow-lg">
        <BuiltInViews currentQuery={currentQuery} onApply={onApply} />
        {list.isPending ? <p className="text-xs text-muted">Loading your views…</p> : null}
        {list.isSuccess && views.length === 0 ? (
          <p className="text-xs text-muted">No saved views yet. Filter the board, name the view and save it.</p>
        ) : null}
        <ul className="space-y-1">
          {views.map((view) => (
            <li key={view.id} className="flex items-center gap-1">
              <button
                type="button"
                className="flex-1 truncate rounded px-2 py-1 text-left text-sm hover:bg-surface-muted"
                onClick={(event) => {
                  onApply(view.query);
                  // A chosen view is the end of this menu's job: close it like a menu item would.
                  event.currentTarget.closest("details")?.removeAttribute("open");
                }}
                title={view.query || "All containers"}
              >
                {view.name}
              </button>
              <button
                type="button"
                aria-label={`Delete view ${view.name}`}
                className="rounded px-2 py-1 text-xs text-muted hover:text-danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(view.id)}
              >
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
            save.mutate({ name: name.trim().slice(0, 60), query: currentQuery }, { onSuccess: () => setName("") });
          }}
        >
          <label htmlFor="saved-view-name" className="sr-only">
            Name for the current view
          </label>
          <Input
            id="saved-view-name"
            placeholder="Name this view"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="h-8"
            maxLength={60}
          />
          <Button type="submit" size="sm" disabled={!name.trim() || save.isPending}>
            {save.isPending ? "Saving…" : "Save"}
          </Button>
        </form>
        {error ? (
          <p role="alert" className="text-xs text-danger">
            {error.message}
          </p>
        ) : null}
        <p className="text-[11px] text-muted">Saved to your account: they follow you to any browser.</p>
      </div>
    </Popover>
  );
}

/** Views saved in this browser by an earlier version move to the account once, then leave the browser. */
function useImportBrowserViews(userId: string, ready: boolean, save: (input: SavedViewInput) => Promise<unknown>) {
  const started = useRef(false);
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(savedViewsKey(userId));
    } catch {
      return;
    }
    const legacy = parseSavedViews(stored);
    if (legacy.length === 0) return;
    void Promise.all(legacy.map((view) => save({ name: view.name, query: view.query })))
      .then(() => window.localStorage.removeItem(savedViewsKey(userId)))
      .catch(() => undefined);
  }, [ready, userId, save]);
}
