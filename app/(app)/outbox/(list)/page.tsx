import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/shell/page-header";
import { Card } from "@/components/ui/card";
import { LocalTime } from "@/components/ui/local-time";
import { smtpUrl } from "@/lib/server/alerts/smtp-config";
import { listOutbox } from "@/lib/server/alerts/outbox";
import { requirePageUser } from "@/lib/server/auth/session";

export const metadata: Metadata = { title: "Outbox" };
export const dynamic = "force-dynamic";

// The demo mail sink's messages for this workspace's people: what alert email looks like to a recipient.
export default async function OutboxPage() {
  const user = await requirePageUser("administer");
  const messages = await listOutbox(user.workspaceId);
  const url = smtpUrl();
  return (
    <>
      <PageHeader
        title="Outbox"
        description={`Email received by the demo SMTP sink${url ? ` (alerts go to ${new URL(url).host})` : ""}, newest first. With a real SMTP_URL, mail goes to your server and does not appear here.`}
      />
      <Card>
        {messages.length === 0 ? (
          <p className="px-5 py-6 text-sm text-muted">
            No email yet. Alerts and digests sent by email appear here within seconds.
          </p>
        ) : (
          <ul className="divide-y divide-border" data-testid="outbox-list">
            {messages.map((message) => (
              <li key={message.id} className="px-5 py-3">
                <Link
                  href={`/outbox/${message.id}`}
                  className="block text-sm font-medium hover:underline"
                  data-testid="outbox-item"
                >
                  {message.subject ?? "(no subject)"}
                </Link>
                <p className="text-xs text-muted">
                  To {message.recipients.join(", ")} · <LocalTime at={message.receivedAt} /> ·{" "}
                  {Math.ceil(message.sizeBytes / 1024)} KB
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
