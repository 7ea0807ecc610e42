import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { fetchJson } from "@/lib/shared/fetch-json";
import type { InvoiceDetailResponse, InvoiceImportResponse, InvoicesResponse } from "@/lib/shared/invoice-api";
import type { OpenDisputeInput, UpdateDisputeInput } from "@/lib/validations/dispute-input";
import type { InvoiceBody } from "@/lib/validations/invoice-input";

// D&D invoices (lib/shared/invoice-api.ts). The server checks an invoice at every read, so reading again is all
// it takes to follow new evidence (the pages read again on the live topics of day records and free time).

export const invoiceKeys = {
  all: ["invoices"] as const,
  list: () => ["invoices", "list"] as const,
  detail: (id: string) => ["invoices", "detail", id] as const,
};

export function useInvoices() {
  return useInfiniteQuery({
    queryKey: invoiceKeys.list(),
    queryFn: ({ signal, pageParam }) =>
      fetchJson<InvoicesResponse>(`/api/invoices${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, {
        signal,
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => fetchJson<InvoiceDetailResponse>(`/api/invoices/${encodeURIComponent(id)}`, { signal }),
  });
}

/** Enters one invoice; the answer is its first check, kept as the detail so its page opens without a read. */
export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceBody) =>
      fetchJson<InvoiceDetailResponse>("/api/invoices", { method: "POST", body: input }),
    onSuccess: async (saved) => {
      client.setQueryData(invoiceKeys.detail(saved.invoice.id), saved);
      await client.invalidateQueries({ queryKey: invoiceKeys.list() });
    },
  });
}

/** Imports a CSV of invoices: all saved, or none (the server checks every line first). */
export function useImportInvoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      fetchJson<InvoiceImportResponse>("/api/invoices/import", { method: "POST", body: { csv } }),
    onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.list() }),
  });
}

/** Opens or moves the invoice's dispute; the answer is the invoice read again, kept as its detail. */
export function useDispute(id: string) {
  const client = useQueryClient();
  const settle = async (saved: InvoiceDetailResponse): Promise<void> => {
    client.setQueryData(invoiceKeys.detail(id), saved);
    await client.invalidateQueries({ queryKey: invoiceKeys.list() });
  };
  const url = `/api/invoices/${encodeURIComponent(id)}/dispute`;
  return {
    open: useMutation({
      mutationFn: (input: Partial<OpenDisputeInput>) =>
        fetchJson<InvoiceDetailResponse>(url, { method: "POST", body: input }),
      onSuccess: settle,
    }),
    move: useMutation({
      mutationFn: (input: UpdateDisputeInput) =>
        fetchJson<InvoiceDetailResponse>(url, { method: "PATCH", body: input }),
      onSuccess: settle,
    }),
  };
}
