"use client";

import { useDeferredValue, useState } from "react";

import { DropZone } from "@/components/documents/drop-zone";
import { UploadList } from "@/components/documents/upload-list";
import { useUploadQueue } from "@/components/documents/use-upload-queue";
import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useDocumentList, useDocumentTypes, useRefreshDocuments } from "@/lib/queries/documents-queries";

import { DocumentFilters, EMPTY, type Filters } from "./document-filters";
import { DocumentsTable } from "./documents-table";

export function DocumentsScreen({ canWrite }: { canWrite: boolean }) {
  // New documents (uploads, email, splits) and state changes arrive as live events.
  useLiveUpdates();
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const deferred = useDeferredValue(filters);
  const queue = useUploadQueue(useRefreshDocuments());
  const types = useDocumentTypes();
  const params = new URLSearchParams(Object.entries(deferred).filter(([, v]) => v !== "") as [string, string][]);
  const list = useDocumentList(params.toString());
  const rows = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = params.toString() !== new URLSearchParams({ sort: "created", dir: "desc" }).toString();

  const body = (() => {
    if (list.isPending)
      return (
        <p className="py-8 text-center text-sm text-muted" role="status">
          Loading documents…
        </p>
      );
    if (list.isError) {
      return (
        <Alert tone="error" title="The document inbox could not be loaded.">
          {list.error.message}{" "}
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      );
    }
    if (rows.length === 0) {
      return (
        <div className="rounded-md border border-border px-5 py-10 text-center text-sm" data-testid="documents-empty">
          {filtered ? (
            <p>
              No document matches these filters.{" "}
              <button className="text-accent hover:underline" onClick={() => setFilters(EMPTY)}>
                Clear the filters
              </button>
              .
            </p>
          ) : (
            <p>
              No documents yet.{" "}
              {canWrite
                ? "Drop a PDF or a scan on this page to upload it,"
                : "Documents appear here when a dispatcher uploads them,"}{" "}
              or email them to your account&apos;s documents address.
            </p>
          )}
        </div>
      );
    }
    return (
      <>
        <DocumentsTable rows={rows} />
        <div className="flex items-center justify-between text-xs text-muted">
          <span data-testid="documents-count">
            {rows.length} of {total} documents
          </span>
          {list.hasNextPage ? (
            <Button
              size="sm"
              variant="secondary"
              busy={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Show more
            </Button>
          ) : null}
        </div>
      </>
    );
  })();

  return (
    <div className="grid gap-6">
      {canWrite ? (
        <DropZone onFiles={queue.add}>
          <div className="mt-4 empty:mt-0">
            <UploadList items={queue.items} onRetry={queue.retry} onClear={queue.clearFinished} />
          </div>
        </DropZone>
      ) : (
        <p className="text-sm text-muted">Managers read the inbox; dispatchers and admins upload.</p>
      )}
      <section aria-labelledby="inbox-title" className="grid gap-4">
        <h2 id="inbox-title" className="text-base font-semibold">
          Inbox
        </h2>
        <DocumentFilters value={filters} types={types.data?.data ?? []} onChange={setFilters} />
        {body}
      </section>
    </div>
  );
}
