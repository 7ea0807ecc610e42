"use client";

import Link from "next/link";

import { instantText } from "@/lib/shared/format/date";
import { documentTypeLabel } from "@/lib/domain/document-facts";
import { useContainerLinks } from "@/lib/queries/containers-queries";
import { useUnlinkFromBox } from "@/lib/queries/documents-queries";
import type { LinkVia } from "@/lib/shared/board-api";

import { useBoardNow } from "./board-now";

const VIA: Record<LinkVia, string> = {
  manual: "linked by hand",
  container: "linked by the service",
  shipment: "through its shipment",
  reference: "names its number",
};

/**
 * Documents and emails about this box (GET /api/containers/{id}/links), each opening its own page; a dispatcher
 * can take one off this box (an unlink from the box, kept in Quayside).
 */
export function LinkedItems({ id, zone, canWrite = false }: { id: string; zone: string | null; canWrite?: boolean }) {
  const now = useBoardNow();
  const links = useContainerLinks(id);
  const unlink = useUnlinkFromBox(id);
  const unlinkButton = (subject: "documents" | "emails", itemId: string, name: string) =>
    canWrite ? (
      <button
        type="button"
        className="shrink-0 rounded px-1 text-xs text-muted underline-offset-2 hover:text-ink hover:underline"
        aria-label={`Unlink ${name} from this container`}
        disabled={unlink.isPending}
        onClick={() => unlink.mutate({ subject, id: itemId })}
      >
        Unlink
      </button>
    ) : null;
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
        No document or email is linked to this container or its shipment, or names its number or bill of lading.{" "}
        {canWrite
          ? "To link one, open it under Documents or Emails and search for this container there."
          : "A dispatcher can link one from the document's or email's page."}
      </p>
    );
  }
  return (
    <div className="space-y-3 text-sm" data-testid="container-links">
      {unlink.isError ? (
        <p role="alert" className="text-xs text-danger">
          {unlink.error.message}
        </p>
      ) : null}
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
                <span className="shrink-0 text-xs text-muted" title={VIA[email.via]}>
                  {email.from ? `${email.from} · ` : ""}
                  {instantText(email.sentAt, zone, now)}
                </span>
                {unlinkButton("emails", email.id, email.subject ?? "the email")}
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
                <span className="shrink-0 text-xs text-muted" data-testid="linked-document-via">
                  {document.type ? `${documentTypeLabel(document.type)} · ` : ""}
                  {VIA[document.via]}
                </span>
                {unlinkButton("documents", document.id, document.name)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
