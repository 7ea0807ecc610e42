import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

import type { ContainerLinksResponse } from "@/lib/shared/board-api";
import type {
  DocumentDetail,
  DocumentList,
  DocumentTypeOption,
  LinkChangeInput,
  LinkedContainer,
  LinkedShipment,
  LinkTargetsResponse,
  PartsInput,
} from "@/lib/shared/document-api";
import { fetchJson } from "@/lib/shared/fetch-json";
import { containerKeys, documentKeys, emailKeys } from "./keys";

// The document inbox (GET /api/documents), one document (GET/PATCH /api/documents/{id}), the type list, the
// hand-made links (POST …/links, GET /api/documents/link-targets) and the packet's parts (PUT/DELETE …/parts).
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

/** Documents of the workspace whose name holds `q` (2+ characters; nothing is read before), the newest first. */
export function useDocumentSearch(q: string, limit = 8) {
  const term = q.trim();
  return useQuery({
    queryKey: documentKeys.search(`${term}|${limit}`),
    queryFn: ({ signal }) =>
      fetchJson<DocumentList>(`/api/documents?${new URLSearchParams({ filename: term, limit: String(limit) })}`, {
        signal,
      }),
    enabled: term.length >= 2,
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

/** Boxes and shipments of the workspace for `q` (2+ characters), for the link search. */
export function useLinkTargets(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: documentKeys.linkTargets(term),
    queryFn: ({ signal }) =>
      fetchJson<LinkTargetsResponse>(`/api/documents/link-targets?q=${encodeURIComponent(term)}`, { signal }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** A link change as the screens make it: the target's number travels along for the optimistic row. */
export type LinkChange = LinkChangeInput & { number: string };

/** Drops (or adds) the target in a detail's link lists at once, before the server answers. */
export function withLinkChange<T extends { containers: LinkedContainer[]; shipments: LinkedShipment[] }>(
  detail: T,
  change: LinkChange,
  by: string,
): T {
  const row = { id: change.targetId, upstreamId: change.targetId, source: "manual" as const, by, at: null };
  if (change.kind === "container") {
    const rest = detail.containers.filter((c) => c.id !== change.targetId);
    return { ...detail, containers: change.linked ? [...rest, { ...row, number: change.number }] : rest };
  }
  const rest = detail.shipments.filter((s) => s.id !== change.targetId);
  return { ...detail, shipments: change.linked ? [...rest, { ...row, billOfLading: change.number }] : rest };
}

/** Links or unlinks a box or shipment to the document by hand; the answer is the document as it now is. */
export function useSetDocumentLink(id: string, by: string) {
  const client = useQueryClient();
  const key = documentKeys.detail(id);
  return useMutation({
    mutationFn: ({ number: _number, ...change }: LinkChange) =>
      fetchJson<DocumentDetail>(`/api/documents/${id}/links`, { method: "POST", body: change }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<DocumentDetail>(key);
      if (previous) client.setQueryData(key, { ...previous, data: withLinkChange(previous.data, change, by) });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (detail) => client.setQueryData(key, detail),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: documentKeys.lists() });
      void client.invalidateQueries({ queryKey: containerKeys.allLinks });
    },
  });
}

/** Re-draws a packet's parts (split, merge, move pages), or with `null` goes back to the service's split. */
export function useSavePacketParts(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PartsInput | null) =>
      fetchJson<DocumentDetail>(
        `/api/documents/${id}/parts`,
        input ? { method: "PUT", body: input } : { method: "DELETE" },
      ),
    onSuccess: (detail) => {
      client.setQueryData(documentKeys.detail(id), detail);
      void client.invalidateQueries({ queryKey: documentKeys.all });
      void client.invalidateQueries({ queryKey: containerKeys.allLinks });
    },
    // A conflict means the layout changed meanwhile: read it again so the dispatcher sees it.
    onError: () => void client.invalidateQueries({ queryKey: documentKeys.detail(id) }),
  });
}

/** Takes a document or email off one box's drawer list (an unlink from that box), at once. */
export function useUnlinkFromBox(boxId: string) {
  const client = useQueryClient();
  const key = containerKeys.links(boxId);
  return useMutation({
    mutationFn: (item: { subject: "documents" | "emails"; id: string }) =>
      fetchJson<unknown>(`/api/${item.subject}/${item.id}/links`, {
        method: "POST",
        body: { kind: "container", targetId: boxId, linked: false } satisfies LinkChangeInput,
      }),
    onMutate: async (item) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ContainerLinksResponse>(key);
      if (previous)
        client.setQueryData<ContainerLinksResponse>(key, {
          documents:
            item.subject === "documents" ? previous.documents.filter((d) => d.id !== item.id) : previous.documents,
          emails: item.subject === "emails" ? previous.emails.filter((e) => e.id !== item.id) : previous.emails,
        });
      return { previous };
    },
    onError: (_error, _item, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: documentKeys.all });
      void client.invalidateQueries({ queryKey: emailKeys.all });
    },
  });
}
