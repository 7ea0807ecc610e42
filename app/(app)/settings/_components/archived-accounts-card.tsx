"use client";

import { useState } from "react";

import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { useViewerZone } from "@/components/ui/use-viewer-zone";
import { useArchivedAccounts, useDeleteArchivedAccount } from "@/lib/queries/archived-accounts-queries";
import type { ArchivedAccountsResponse, ArchivedAccountView } from "@/lib/shared/archived-accounts-api";
import { instantText } from "@/lib/shared/format/date";
import { countText } from "@/lib/shared/format/number";

/** "120 boxes, 14 notes and 3,402 history rows": what a delete takes, named before it happens. */
function whatGoes(counts: ArchivedAccountView["counts"]): string {
  const documents = counts.documents > 0 ? `, ${countText(counts.documents, "document")}` : "";
  return `${countText(counts.boxes, "box", "boxes")}, ${countText(counts.notes, "note")}${documents} and ${countText(counts.history, "history row")}`;
}

function ArchivedAccount({ archive }: { archive: ArchivedAccountView }) {
  const zone = useViewerZone();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteArchivedAccount();
  const { boxes, notes, history } = archive.counts;
  return (
    <li className="space-y-2 py-3" data-testid="archived-account">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{archive.label}</p>
          <p className="text-muted">
            Archived {instantText(archive.archivedAt, zone)}: {whatGoes(archive.counts)}.
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <a
            href={`/api/settings/archived-accounts/${encodeURIComponent(archive.id)}/export`}
            download
            className="inline-flex h-8 items-center rounded-md border border-border bg-surface px-3 text-xs font-medium hover:bg-surface-muted"
            aria-label={`Export ${archive.label} as CSV`}
          >
            Export CSV
          </a>
          {confirming ? null : (
            <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
              Delete…
            </Button>
          )}
        </div>
      </div>
      {confirming ? (
        <Alert tone="warning" testId="archived-account-confirm">
          <p>
            Delete {whatGoes(archive.counts)} of {archive.label} for good? The CSV export is the only copy left
            afterwards; this cannot be undone.
          </p>
          <div className="mt-2 flex gap-2">
            <Button
              size="sm"
              variant="danger"
              busy={remove.isPending}
              onClick={() => remove.mutate({ id: archive.id, confirm: { boxes, notes, history } })}
            >
              Delete {countText(boxes, "box", "boxes")} for good
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </div>
        </Alert>
      ) : null}
      {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
    </li>
  );
}

/**
 * The accounts this workspace switched away from: their boxes, history, notes and work are kept read-only and
 * apart from the board (lib/server/sync/account-switch.ts); an admin exports or deletes each.
 */
export function ArchivedAccountsCard({ initial }: { initial: ArchivedAccountsResponse }) {
  const { data } = useArchivedAccounts(initial);
  return (
    <Card>
      <div data-testid="archived-accounts">
        <CardHeader
          title="Archived accounts"
          description="Switching to another account keeps the old one's boxes, history, notes and work here, read-only: they leave the board, alerts and reports, and nothing syncs or writes to them."
        />
        <CardBody>
          {data.data.length === 0 ? (
            <p className="text-sm text-muted">
              No archived accounts: this workspace has only used its current account.
            </p>
          ) : (
            <ul className="divide-y divide-border text-sm">
              {data.data.map((archive) => (
                <ArchivedAccount key={archive.id} archive={archive} />
              ))}
            </ul>
          )}
        </CardBody>
      </div>
    </Card>
  );
}
