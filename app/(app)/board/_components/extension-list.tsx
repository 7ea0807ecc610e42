"use client";

import Link from "next/link";

import { useExtensions } from "@/lib/queries/free-time-queries";
import { instantText } from "@/lib/shared/format/date";
import { countText } from "@/lib/shared/format/number";

const SOURCE = { line: "line demurrage", terminal: "terminal storage" } as const;

/**
 * The free-time extensions granted to this box, oldest first: the days, who granted them, the note and the
 * document in writing (a link to it), and who entered it. Evidence: none is edited or removed.
 */
export function ExtensionList({ containerId, zone }: { containerId: string; zone: string | null }) {
  const extensions = useExtensions(containerId);
  if (extensions.isPending) return null;
  if (extensions.isError)
    return <p className="text-xs text-danger">The extensions could not be loaded: {extensions.error.message}</p>;
  const rows = extensions.data.data;
  if (rows.length === 0) return null;
  return (
    <div className="rounded-md border border-border p-3" data-testid="extension-list">
      <h4 className="text-sm font-medium">Extensions granted</h4>
      <ul className="mt-1 space-y-1 text-xs">
        {rows.map((extension) => (
          <li key={extension.id} data-testid="extension">
            <span className="font-medium">+{countText(extension.days, "day")}</span> of {SOURCE[extension.source]},
            granted by {extension.grantedBy}
            {extension.note ? ` · ${extension.note}` : ""}
            {extension.document ? (
              <>
                {" · "}
                <Link
                  href={`/documents/${extension.document.id}`}
                  className="text-accent underline underline-offset-2"
                  data-testid="extension-document-link"
                >
                  {extension.document.name}
                </Link>
              </>
            ) : extension.documentId ? (
              " · its document is no longer in the workspace"
            ) : (
              <span className="text-muted"> · no document</span>
            )}
            <span className="text-muted">
              {" "}
              (entered by {extension.createdByLabel}, {instantText(extension.createdAt, zone)})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
