"use client";

import { LinkedTargets } from "@/components/documents/linked-targets";
import { useSetDocumentLink } from "@/lib/queries/documents-queries";
import type { DocumentDetail } from "@/lib/shared/document-api";

/** The document's "Linked to" card: what it concerns, and (for dispatchers) linking and unlinking by hand. */
export function DocumentLinks({
  id,
  detail,
  canWrite,
  by,
}: {
  id: string;
  detail: DocumentDetail;
  canWrite: boolean;
  by: string;
}) {
  const change = useSetDocumentLink(id, by);
  return (
    <LinkedTargets
      subject="document"
      containers={detail.data.containers}
      shipments={detail.data.shipments}
      unlinked={detail.unlinked}
      canWrite={canWrite}
      onChange={(next) => change.mutate(next)}
      pending={change.isPending}
      error={change.isError ? change.error.message : null}
    />
  );
}
