import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import type { DocumentDetail, DocumentList, DocumentTypeOption } from "@/lib/shared/document-api";
import { fetchJson } from "@/lib/shared/fetch-json";
import { documentKeys } from "./keys";

// The document inbox (GET /api/documents), one document (GET/PATCH /api/documents/{id}) and the type list.
// The `documents` live topic invalidates `all`; the types have a root of their own, since they change only
// with a release and need no re-reading when a document arrives.

export function useDocumentTypes() {
  return useQuery({
    queryKey: documentKeys.types(),
    queryFn: ({ signal }) => fetchJson<{ data: DocumentTypeOption[] }>("/api/documents/types", { signal }),
    staleTime: 600_000,
  });
}

/** The inbox for `query` (filters as URL parameters), a page at a time through the API's cursor. */
export function useDocumentList(query: string) {
  return useInfiniteQuery({
    queryKey: documentKeys.list(query),
    queryFn: ({ signal, pageParam }) =>
      fetchJson<DocumentList>(`/api/documents?${query}${pageParam ? `&cursor=${pageParam}` : ""}`, { signal }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useDocument(id: string) {
  return useQuery({
    queryKey: documentKeys.detail(id),
    queryFn: ({ signal }) => fetchJson<DocumentDetail>(`/api/documents/${id}`, { signal }),
  });
}

/** Re-reads everything about documents, for work done outside react-query (the upload queue). */
export function useRefreshDocuments(): () => void {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: documentKeys.all }), [client]);
}

/** Sets or clears a document's manual type; the answer is the document as it now is. */
export function useSetManualType(id: string, onSaved?: (detail: DocumentDetail) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (next: string | null) =>
      fetchJson<DocumentDetail>(`/api/documents/${id}`, { method: "PATCH", body: { manualType: next } }),
    onSuccess: (detail) => {
      client.setQueryData(documentKeys.detail(id), detail);
      onSaved?.(detail);
      void client.invalidateQueries({ queryKey: documentKeys.lists() });
    },
  });
}
