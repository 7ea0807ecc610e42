import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { Role } from "@/lib/domain/roles";
import type { InviteResponse, UserRow, UsersResponse } from "@/lib/shared/users-api";
import { userKeys } from "./keys";

// The workspace's people and open invites (GET/POST /api/users, PATCH /api/users/{id}, DELETE /api/invites/{id}).

export function usePeople(initial: UsersResponse) {
  return useQuery({
    queryKey: userKeys.people(),
    queryFn: () => fetchJson<UsersResponse>("/api/users"),
    initialData: initial,
  });
}

export function useInviteUser(onInvited: (inviteUrl: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: Role }) =>
      fetchJson<InviteResponse>("/api/users", { method: "POST", body: input }),
    onSuccess: (result) => {
      onInvited(result.inviteUrl);
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** Changes a person's role or access; the list shows the change at once and goes back if it fails. */
export function useUpdateUser() {
  const client = useQueryClient();
  const key = userKeys.people();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; role?: Role; disabled?: boolean }) =>
      fetchJson<UserRow>(`/api/users/${id}`, { method: "PATCH", body: change }),
    // The select is controlled, so without this it would show the old role until the list comes back.
    onMutate: async ({ id, ...change }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<UsersResponse>(key);
      if (before)
        client.setQueryData<UsersResponse>(key, {
          ...before,
          users: before.users.map((u) => (u.id === id ? { ...u, ...change } : u)),
        });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useRevokeInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => fetchJson<void>(`/api/invites/${id}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
