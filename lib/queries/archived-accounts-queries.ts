import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { ArchivedAccountCounts, ArchivedAccountsResponse } from "@/lib/shared/archived-accounts-api";
import { fetchJson } from "@/lib/shared/fetch-json";

// The accounts this workspace switched away from (GET /api/settings/archived-accounts, DELETE …/{id}); the CSV is a
// plain download link (…/{id}/export). Saving another account key archives the old one: the connection form
// refreshes the list through useRefreshArchivedAccounts.

export const archivedAccountKeys = {
  all: ["archived-accounts"] as const,
};

export function useArchivedAccounts(initial: ArchivedAccountsResponse) {
  return useQuery({
    queryKey: archivedAccountKeys.all,
    queryFn: () => fetchJson<ArchivedAccountsResponse>("/api/settings/archived-accounts"),
    initialData: initial,
  });
}

/** Reads the list again (after a settings save that may have archived an account). */
export function useRefreshArchivedAccounts(): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: archivedAccountKeys.all });
}

/** Deletes an archive once the counts the admin confirmed still hold; the list drops it at once. */
export function useDeleteArchivedAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirm }: { id: string; confirm: Omit<ArchivedAccountCounts, "documents"> }) =>
      fetchJson<{ deleted: ArchivedAccountCounts }>(`/api/settings/archived-accounts/${encodeURIComponent(id)}`, {
        method: "DELETE",
        body: { confirm },
      }),
    onMutate: async ({ id }) => {
      await client.cancelQueries({ queryKey: archivedAccountKeys.all });
      const before = client.getQueryData<ArchivedAccountsResponse>(archivedAccountKeys.all);
      if (before)
        client.setQueryData<ArchivedAccountsResponse>(archivedAccountKeys.all, {
          data: before.data.filter((archive) => archive.id !== id),
        });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(archivedAccountKeys.all, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: archivedAccountKeys.all }),
  });
}
