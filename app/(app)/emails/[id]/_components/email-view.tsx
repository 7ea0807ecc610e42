"use client";

import Link from "next/link";

import { typeLabel } from "@/components/documents/document-labels";
import { StateBadge } from "@/components/documents/state-badge";
import { LinkedTargets } from "@/components/documents/linked-targets";
import { EmailBody } from "@/components/emails/email-body";
import { useLiveUpdates } from "@/components/live/use-live-updates";
import { Alert } from "@/components/ui/alert";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { useEmail, useSetEmailLink } from "@/lib/queries/emails-queries";
import { cn } from "@/lib/shared/cn";

function Row({ term, values }: { term: string; values: (string | null)[] }) {
  const shown = values.filter((v): v is string => Boolean(v));
  return (
    <div className="contents">
      <dt className="text-muted">{term}</dt>
      <dd className="break-all">{shown.length ? shown.join(", ") : <span className="text-muted">—</span>}</dd>
    </div>
  );
}

export function EmailView({ id, canWrite, userName }: { id: string; canWrite: boolean; userName: string }) {
  useLiveUpdates();
  const query = useEmail(id);
  const change = useSetEmailLink(id, userName);
  if (query.isPending)
    return (
      <p className="text-sm text-muted" role="status">
        Loading the email…
      </p>
    );
  if (query.isError)
    return (
      <Alert tone="error" title="This email could not be loaded.">
        {query.error.message}{" "}
        <Link className="text-accent hover:underline" href="/emails">
          Back to emails
        </Link>
      </Alert>
    );
  const email = query.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader title={email.subject ?? "(no subject)"} description={<LocalTime at={email.sentAt} />} />
          <CardBody className="space-y-4">
            <dl
              className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm"
              data-testid="email-headers"
            >
              <Row term="From" values={email.from} />
              <Row term="To" values={email.to} />
              <Row term="Cc" values={email.cc} />
              <Row term="Message ID" values={[email.messageId]} />
              <Row term="In reply to" values={[email.inReplyTo]} />
              <Row term="References" values={email.references} />
            </dl>
            <EmailBody text={email.body} inertHtml={email.bodyHtml} />
          </CardBody>
        </Card>
      </div>
      <div className="grid content-start gap-6">
        <Card>
          <CardHeader title="Concerns" description="The containers and shipments this email is about." />
          <CardBody>
            <LinkedTargets
              subject="email"
              containers={email.containers}
              shipments={email.shipments}
              unlinked={email.unlinked}
              canWrite={canWrite}
              onChange={(next) => change.mutate(next)}
              pending={change.isPending}
              error={change.isError ? change.error.message : null}
            />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Attached documents" />
          <CardBody>
            {email.documents.length === 0 ? (
              <p className="text-sm text-muted">No documents came with this email.</p>
            ) : (
              <ul className="space-y-2 text-sm" data-testid="email-documents">
                {email.documents.map((d) => (
                  <li key={d.id} className="flex items-start justify-between gap-2">
                    {/* A long file name wraps instead of being cut off or pushing the state badge out of the card. */}
                    <span className="min-w-0 flex-1">
                      <Link
                        className="block break-words font-medium text-accent hover:underline"
                        href={`/documents/${d.id}`}
                        data-testid="email-document-name"
                      >
                        {d.name}
                      </Link>
                      <span className="text-xs text-muted">{typeLabel(d.type)}</span>
                    </span>
                    <span className="shrink-0">
                      <StateBadge state={d.state} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        {email.thread.length > 0 ? (
          <Card>
            <CardHeader title="Thread" description="Messages linked by In-Reply-To and References, oldest first." />
            <CardBody>
              <ol className="space-y-2 text-sm" data-testid="email-thread">
                {email.thread.map((m) => (
                  <li
                    key={m.id}
                    className={cn(
                      "rounded-md border px-3 py-2",
                      m.current ? "border-accent/40 bg-accent/5" : "border-border",
                    )}
                  >
                    {m.current ? (
                      <span className="font-medium">{m.subject ?? "(no subject)"}</span>
                    ) : (
                      <Link className="font-medium text-accent hover:underline" href={`/emails/${m.id}`}>
                        {m.subject ?? "(no subject)"}
                      </Link>
                    )}
                    <p className="text-xs text-muted">
                      {m.from ?? "—"} · <LocalTime at={m.sentAt} />
                    </p>
                  </li>
                ))}
              </ol>
            </CardBody>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
