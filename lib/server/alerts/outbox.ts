import "server-only";

import { cache } from "react";
import { z } from "zod";

import { db } from "@/lib/server/db";
import { inertEmailDocument } from "@/lib/server/documents/inert-email-html";
import type { OutboxRow } from "@/lib/shared/notifications-api";

// The demo Outbox: mail the local SMTP sink received for the workspace's people, as a recipient sees it. The
// HTML is rebuilt from an allowlist and shown in a sandboxed frame (lib/server/documents/inert-email-html.ts).

async function workspaceEmails(workspaceId: string): Promise<string[]> {
  return (await db.user.findMany({ where: { workspaceId }, select: { email: true } })).map((user) =>
    user.email.toLowerCase(),
  );
}

export async function listOutbox(workspaceId: string, limit = 100): Promise<OutboxRow[]> {
  const emails = await workspaceEmails(workspaceId);
  const rows = await db.outboxMessage.findMany({
    where: { recipients: { hasSome: emails } },
    orderBy: { receivedAt: "desc" },
    take: limit,
    select: { id: true, subject: true, envelopeFrom: true, recipients: true, receivedAt: true, sizeBytes: true },
  });
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    from: row.envelopeFrom,
    recipients: row.recipients,
    receivedAt: row.receivedAt.toISOString(),
    sizeBytes: row.sizeBytes,
  }));
}

export type OutboxMessageView = OutboxRow & {
  text: string | null;
  inertHtml: string | null;
  headers: [string, string][];
};

/**
 * One message as its recipient sees it, or null when it is not this workspace's. Read once per request: the
 * detail page's layout (its 404) and the page itself both ask, and the HTML is sanitised only once.
 */
export const outboxMessage = cache(async (workspaceId: string, id: string): Promise<OutboxMessageView | null> => {
  // Not a uuid (a mistyped or crafted link): no such message, rather than a database error page.
  if (!z.uuid().safeParse(id).success) return null;
  const emails = await workspaceEmails(workspaceId);
  const row = await db.outboxMessage.findFirst({ where: { id, recipients: { hasSome: emails } } });
  if (!row) return null;
  const headers = Array.isArray(row.headers)
    ? row.headers.filter(
        (entry): entry is [string, string] =>
          Array.isArray(entry) && typeof entry[0] === "string" && typeof entry[1] === "string",
      )
    : [];
  return {
    id: row.id,
    subject: row.subject,
    from: row.envelopeFrom,
    recipients: row.recipients,
    receivedAt: row.receivedAt.toISOString(),
    sizeBytes: row.sizeBytes,
    text: row.text,
    inertHtml: row.html ? inertEmailDocument(row.html) : null,
    headers,
  };
});
