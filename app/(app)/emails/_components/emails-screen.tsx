"use client";

import Link from "next/link";
import { useState } from "react";

import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { LocalTime } from "@/components/ui/local-time";
import { useEmailList } from "@/lib/queries/emails-queries";

const PAGE_SIZE = 25;

export function EmailsScreen() {
  useLiveUpdates();
  const [page, setPage] = useState(1);
  const list = useEmailList(page, PAGE_SIZE);
  if (list.isPending)
    return (
      <p className="text-sm text-muted" role="status">
        Loading emails…
      </p>
    );
  if (list.isError)
    return (
      <Alert tone="error" title="The email inbox could not be loaded.">
        {list.error.message}{" "}
        <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  const { data, total } = list.data;
  if (total === 0)
    return (
      <p className="rounded-md border border-border px-5 py-10 text-center text-sm" data-testid="emails-empty">
        No emails yet. Forward shipping documents to your account&apos;s documents address; each email and its
        attachments appear here.
      </p>
    );
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-md border border-border">
        <table className="w-full text-sm" data-testid="emails-table">
          <thead className="bg-surface-muted text-left text-xs text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Subject
              </th>
              <th scope="col" className="px-3 py-2">
                From
              </th>
              <th scope="col" className="px-3 py-2">
                Sent
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Documents
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {data.map((email) => (
              <tr key={email.id} data-testid="email-row" className="hover:bg-surface-muted/60">
                <td className="px-3 py-2">
                  <Link className="font-medium hover:text-accent hover:underline" href={`/emails/${email.id}`}>
                    {email.subject ?? "(no subject)"}
                  </Link>
                  {email.inReplyTo ? <span className="ml-2 text-xs text-muted">reply</span> : null}
                </td>
                <td className="px-3 py-2 text-muted">{email.from ?? "—"}</td>
                <td className="whitespace-nowrap px-3 py-2 text-muted">
                  <LocalTime at={email.sentAt} />
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{email.documentsCount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="flex items-center justify-between text-xs text-muted" aria-label="Pages of emails">
        <span>
          Page {page} of {pages} · {total} emails
        </span>
        <span className="flex gap-2">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </span>
      </nav>
    </div>
  );
}
