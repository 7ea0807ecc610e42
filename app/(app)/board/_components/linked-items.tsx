"use client";

import Link from "next/link";

import { instantText } from "@/lib/shared/format/date";
import { useContainerLinks } from "@/lib/queries/containers-queries";
import type { LinkVia } from "@/lib/shared/board-api";

import { useBoardNow } from "./board-now";

const VIA: Record<LinkVia, string> = {
  container: "this container",
  shipment: "its shipment",
  reference: "mentions its number",
};

/** Documents and emails about this box (GET /api/containers/{id}/links), each opening its own page. */
export function LinkedItems({ id, zone }: { id: string; zone: string | null }) {
  const now = useBoardNow();
  const links = useContainerLinks(id);
  if (links.isPending)
    return (
      <div
        role="status"
        className="h-12 animate-pulse rounded bg-surface-muted"
        aria-label="Loading documents and emails"
      />
    );
  if (links.isError)
    return (
      <p className="text-sm text-muted">
        Documents and emails could not be loaded. Close and reopen the container to try again.
      </p>
    );
  const { documents, emails } = links.data;
  if (documents.length === 0 && emails.length === 0) {
    return (
      <p className="text-sm text-muted" data-testid="links-empty">
        No documents or emails name this container, its bill of lading or its shipment yet. Drop one on the Documents
        page to link it.
      </p>
    );
  }
  return (
    <div className="space-y-3 text-sm" data-testid="container-links">
      {emails.length > 0 ? (
        <div>
          <h4 className="mb-1 text-xs font-medium text-muted">Emails ({emails.length})</h4>
          <ul className="space-y-1">
            {emails.map((email) => (
              <li key={email.id} className="flex items-baseline justify-between gap-3">
                <Link
                  href={`/emails/${email.id}`}
                  title={email.subject ?? undefined}
                  className="min-w-0 truncate text-accent underline-offset-2 hover:underline"
                  data-testid="linked-email"
                >
                  {email.subject ?? "(no subject)"}
                </Link>
                <span className="shrink-0 text-xs text-muted" title={`Linked through ${VIA[email.via]}`}>
                  {email.from ? `${email.from} · ` : ""}
                  {instantText(email.sentAt, zone, now)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {documents.length > 0 ? (
        <div>
          <h4 className="mb-1 text-xs font-medium text-muted">Documents ({documents.length})</h4>
          <ul className="space-y-1">
            {documents.map((document) => (
              <li key={document.id} className="flex items-baseline justify-between gap-3">
                <Link
                  href={`/documents/${document.id}`}
                  title={document.name}
                  className="min-w-0 truncate text-accent underline-offset-2 hover:underline"
                  data-testid="linked-document"
                >
                  {document.name}
                </Link>
                <span className="shrink-0 text-xs text-muted">
                  {document.type ? `${document.type.replace(/_/g, " ")} · ` : ""}via {VIA[document.via]}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
