import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { EmailDetail, EmailList } from "@/lib/shared/document-api";
import { fetchJson } from "@/lib/shared/fetch-json";
import { withLinkChange, type LinkChange } from "./documents-queries";
import { containerKeys, emailKeys } from "./keys";

// Emails received at the documents address (GET /api/emails, /api/emails/{id}) and the boxes and shipments linked
// to one by hand (POST /api/emails/{id}/links); the `documents` live topic invalidates `all`, since an email
// arrives with its documents.

export function useEmailList(page: number, pageSize: number) {
  return useQuery({
    queryKey: emailKeys.list(page),
    queryFn: ({ signal }) => fetchJson<EmailList>(`/api/emails?page=${page}&pageSize=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmail(id: string) {
  return useQuery({
    queryKey: emailKeys.detail(id),
    queryFn: ({ signal }) => fetchJson<EmailDetail>(`/api/emails/${id}`, { signal }),
  });
}

/** Links or unlinks a box or shipment to the email by hand; the answer is the email as it now is. */
export function useSetEmailLink(id: string, by: string) {
  const client = useQueryClient();
  const key = emailKeys.detail(id);
  return useMutation({
    mutationFn: ({ number: _number, ...change }: LinkChange) =>
      fetchJson<EmailDetail>(`/api/emails/${id}/links`, { method: "POST", body: change }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<EmailDetail>(key);
      if (previous) client.setQueryData(key, withLinkChange(previous, change, by));
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (detail) => client.setQueryData(key, detail),
    onSettled: () => void client.invalidateQueries({ queryKey: containerKeys.allLinks }),
  });
}
