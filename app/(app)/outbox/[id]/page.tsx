import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { EmailBody } from "@/components/emails/email-body";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { outboxMessage } from "@/lib/server/alerts/outbox";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Outbox message" };

// One email as its recipient sees it: the HTML part (sanitised, in a sandboxed frame), the text part, and
// every header as received.
export default async function OutboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser("administer");
  const message = await outboxMessage(user.workspaceId, (await params).id);
  if (!message) notFound();
  return (
    <>
      <PageHeader
        title={message.subject ?? "(no subject)"}
        description={
          <>
            To {message.recipients.join(", ")} · <LocalTime at={message.receivedAt} />
          </>
        }
        actions={
          <Link href="/outbox" className="text-sm text-accent hover:underline">
            Back to the Outbox
          </Link>
        }
      />
      <div className="grid max-w-4xl gap-6">
        <Card>
          <CardHeader title="As the recipient sees it" />
          <CardBody>
            <EmailBody text={message.text} inertHtml={message.inertHtml} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Text part" />
          <CardBody>
            <pre className="whitespace-pre-wrap break-words font-sans text-sm" data-testid="outbox-text">
              {message.text ?? "(none)"}
            </pre>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="Headers" />
          <CardBody>
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-xs" data-testid="outbox-headers">
              {message.headers.map(([key, value], index) => (
                <div key={`${key}-${index}`} className="contents">
                  <dt className="font-mono text-muted">{key}</dt>
                  <dd className="break-all font-mono">{value}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
