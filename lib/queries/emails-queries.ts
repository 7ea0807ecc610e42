import { keepPreviousData, useQuery } from "@tanstack/react-query";

import type { EmailDetail, EmailList } from "@/lib/shared/document-api";
import { fetchJson } from "@/lib/shared/fetch-json";
import { emailKeys } from "./keys";

// Emails received at the documents address (GET /api/emails, /api/emails/{id}); the `documents` live topic
// invalidates `all`, since an email arrives with its documents.

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
