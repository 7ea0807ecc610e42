import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { SavedViewDto, SavedViewsResponse } from "@/lib/shared/views-api";
import type { SavedViewInput } from "@/lib/validations/saved-view-input";
import { viewKeys } from "./keys";

// The signed-in user's saved board views (GET/POST /api/saved-views, DELETE /api/saved-views/{id}).

export function useSavedViews() {
  return useQuery({
    queryKey: viewKeys.list(),
    queryFn: ({ signal }) => fetchJson<SavedViewsResponse>("/api/saved-views", { signal }),
  });
}

export function useSaveView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedViewInput) => fetchJson<SavedViewDto>("/api/saved-views", { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: viewKeys.all }),
  });
}

/** Deletes a view; it leaves the menu at once and comes back if the server refuses. */
export function useDeleteView() {
  const client = useQueryClient();
  const key = viewKeys.list();
  return useMutation({
    mutationFn: (id: string) => fetchJson<void>(`/api/saved-views/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<SavedViewsResponse>(key);
      if (before)
        client.setQueryData<SavedViewsResponse>(key, {
          ...before,
          views: before.views.filter((view) => view.id !== id),
        });
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: viewKeys.all }),
  });
}
