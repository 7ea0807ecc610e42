// Pure. The board's work filters in its URL, under the API's names (lib/validations/work.ts
// workFiltersShape): `assignee=me|unassigned|<userId>`, `watching=1`, `plannedPickup=today|at_risk|YYYY-MM-DD`,
// `hasNotes=1`. lib/shared/board-query.ts folds them into the board's view; `parseWorkFilters`
// (lib/validations/board-view.ts) reads them back, dropping a bad value like the rest of the view.

export type WorkFilterState = {
  assignee: string | null;
  watching: boolean;
  plannedPickup: string | null;
  hasNotes: boolean;
};

export const EMPTY_WORK_FILTERS: WorkFilterState = {
  assignee: null,
  watching: false,
  plannedPickup: null,
  hasNotes: false,
};

/** Adds the work filters to query parameters, after the board's own (a fixed order: equal views, equal URLs). */
export function setWorkParams(params: URLSearchParams, filters: WorkFilterState): void {
  if (filters.assignee) params.set("assignee", filters.assignee);
  if (filters.watching) params.set("watching", "1");
  if (filters.plannedPickup) params.set("plannedPickup", filters.plannedPickup);
  if (filters.hasNotes) params.set("hasNotes", "1");
}

export function workFilterCount(filters: WorkFilterState): number {
  return (
    (filters.assignee ? 1 : 0) +
    (filters.watching ? 1 : 0) +
    (filters.plannedPickup ? 1 : 0) +
    (filters.hasNotes ? 1 : 0)
  );
}

/**
 * The built-in views beside the saved ones: each is a board query (the saved views' format). "Urgent" is the
 * cards that cost money now or next: past LFD, due today, due tomorrow.
 */
export const BUILT_IN_VIEWS = [
  { id: "mine", name: "Mine", query: "assignee=me", hint: "Boxes assigned to you" },
  { id: "watching", name: "Watching", query: "watching=1", hint: "Boxes you watch" },
  {
    id: "unassigned-urgent",
    name: "Unassigned and urgent",
    query: "lens=past_lfd,due_today,due_tomorrow&assignee=unassigned",
    hint: "Past LFD, due today or tomorrow, and nobody owns them",
  },
  {
    id: "planned-at-risk",
    name: "Plans at risk",
    query: "plannedPickup=at_risk",
    hint: "Pickups planned after the LFD, or on boxes a hold blocks",
  },
  {
    id: "planned-today",
    name: "Planned today",
    query: "plannedPickup=today",
    hint: "Pickups planned for today at each box's terminal",
  },
] as const;
