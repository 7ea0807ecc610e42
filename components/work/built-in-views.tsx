"use client";

import { BUILT_IN_VIEWS } from "@/lib/shared/work-filters";

/** "Mine", "Watching", "Unassigned and urgent", "Planned today": in the views menu, above the saved ones. */
export function BuiltInViews({ currentQuery, onApply }: { currentQuery: string; onApply: (query: string) => void }) {
  return (
    <div className="border-b border-border pb-2" data-testid="built-in-views">
      <p className="px-2 pb-1 text-[11px] font-semibold uppercase tracking-wide text-muted">Built in</p>
      <ul className="space-y-0.5">
        {BUILT_IN_VIEWS.map((view) => {
          const query = new URLSearchParams(view.query).toString();
          return (
            <li key={view.id}>
              <button
                type="button"
                title={view.hint}
                aria-current={currentQuery === query ? "true" : undefined}
                className="w-full truncate rounded px-2 py-1 text-left text-sm hover:bg-surface-muted aria-[current=true]:bg-accent/10 aria-[current=true]:font-medium"
                onClick={(event) => {
                  onApply(query);
                  // Like a menu item: choosing a view closes the menu.
                  event.currentTarget.closest("details")?.removeAttribute("open");
                }}
              >
                {view.name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
