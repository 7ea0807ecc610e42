import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";

import type { ContainersResponse } from "@/lib/shared/container-api";
import { ApiError, fetchJson } from "@/lib/shared/fetch-json";
import type { TeamResponse } from "@/lib/shared/team-api";
import type { BoardWorkSummary, ContainerWorkState, WorkConflictDetails } from "@/lib/shared/work-api";
import type { WorkPatch } from "@/lib/validations/work";
import { calendarKeys, containerKeys, workKeys } from "./keys";

// TanStack Query hooks for the team's work on boxes (contract: lib/shared/work-api.ts). The `work` live topic
// invalidates `workKeys.all` with the board, the drawer and the calendar (lib/queries/live-keys.ts), so another
// dispatcher's change reaches an open page without a reload.

export const workUrl = (id: string): string => `/api/containers/${encodeURIComponent(id)}/work`;

export function useTeam() {
  return useQuery({
    queryKey: workKeys.team(),
    queryFn: ({ signal }) => fetchJson<TeamResponse>("/api/team", { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useContainerWork(id: string) {
  return useQuery({
    queryKey: workKeys.container(id),
    queryFn: ({ signal }) => fetchJson<ContainerWorkState>(workUrl(id), { signal }),
  });
}

/** The current value a 409 carries (`details.current`), or null for any other failure. */
export function conflictOf(error: unknown): ContainerWorkState | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.details as Partial<WorkConflictDetails> | undefined;
  return details?.current && typeof details.current.version === "number" ? details.current : null;
}

type BoardPages = { pages: ContainersResponse[]; pageParams: unknown[] };
const isBoardPages = (value: unknown): value is BoardPages =>
  typeof value === "object" && value !== null && Array.isArray((value as { pages?: unknown }).pages);

/** The board summary of a work state, as GET /api/containers merges it into a row. */
export function summaryOf(state: ContainerWorkState, viewerId: string | null): BoardWorkSummary {
  const pickup = state.plannedPickup;
  return {
    assignee: state.assignee,
    plannedPickup: pickup ? { date: pickup.date, windowStart: pickup.windowStart, windowEnd: pickup.windowEnd } : null,
    noteCount: state.notes.filter((note) => note.deletedAt === null).length,
    watching: viewerId !== null && state.watchers.some((user) => user.id === viewerId),
    tags: state.tags,
  };
}

/** Shows a box's new work on every loaded board page at once (the live refetch follows and confirms it). */
export function patchBoardRows(client: QueryClient, containerId: string, work: BoardWorkSummary): void {
  client.setQueriesData<unknown>({ queryKey: containerKeys.boards }, (data: unknown) => {
    if (!isBoardPages(data)) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.map((row) => (row.id === containerId ? { ...row, work } : row)),
      })),
    };
  });
}

export type WorkChange = Omit<WorkPatch, "version">;
type PatchVars = {
  change: WorkChange;
  version: number;
  optimistic?: (state: ContainerWorkState) => ContainerWorkState;
};
export type WorkConflict = { current: ContainerWorkState; change: WorkChange };

/**
 * PATCH /api/containers/{id}/work with an optimistic update. `version` is the one the user's edit started from
 * (a form keeps the version it opened with); left out, the cached one. A 409 puts the current value in the
 * cache and in `conflict`, and `retry` sends the same change again on top of it.
 */
export function useWorkPatch(id: string, viewerId: string | null) {
  const client = useQueryClient();
  const key = workKeys.container(id);
  const [conflict, setConflict] = useState<WorkConflict | null>(null);
  const mutation = useMutation({
    mutationFn: ({ change, version }: PatchVars) =>
      fetchJson<ContainerWorkState>(workUrl(id), { method: "PATCH", body: { ...change, version } }),
    onMutate: async ({ optimistic }) => {
      setConflict(null);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ContainerWorkState>(key);
      if (previous && optimistic) {
        const next = optimistic(previous);
        client.setQueryData(key, next);
        patchBoardRows(client, id, summaryOf(next, viewerId));
      }
      return { previous };
    },
    onError: (error, vars, context) => {
      const current = conflictOf(error);
      const shown = current ?? context?.previous;
      if (shown) {
        client.setQueryData(key, shown);
        patchBoardRows(client, id, summaryOf(shown, viewerId));
      }
      if (current) setConflict({ current, change: vars.change });
    },
    onSuccess: (state) => {
      client.setQueryData(key, state);
      patchBoardRows(client, id, summaryOf(state, viewerId));
    },
    // The drawer's history and the calendar show the change too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: containerKeys.detail(id) }),
        client.invalidateQueries({ queryKey: calendarKeys.all }),
      ]),
  });
  const { mutate, reset } = mutation;
  const save = useCallback(
    (change: WorkChange, options: { version?: number; optimistic?: PatchVars["optimistic"] } = {}) => {
      const version = options.version ?? client.getQueryData<ContainerWorkState>(key)?.version ?? 0;
      mutate({ change, version, optimistic: options.optimistic });
    },
    // `key` is rebuilt each render from `id`; depending on `id` is the same thing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, id, mutate],
  );
  const retry = useCallback(() => {
    if (conflict) save(conflict.change, { version: conflict.current.version });
  }, [conflict, save]);
  const dismiss = useCallback(() => {
    setConflict(null);
    reset();
  }, [reset]);
  const error = mutation.error && !conflictOf(mutation.error) ? mutation.error : null;
  return { save, conflict, retry, dismiss, error, isPending: mutation.isPending, isSuccess: mutation.isSuccess };
}
