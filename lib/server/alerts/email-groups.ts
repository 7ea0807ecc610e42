import "server-only";

import { groupEmails, type QueuedEmail } from "@/lib/domain/alerts/coalesce";
import type { Prisma } from "@/lib/generated/prisma/client";

// One email per box per person, in the claim (lib/domain/alerts/coalesce.ts): inside the claim's transaction,
// under its advisory lock, the claimed email deliveries are grouped by person and box, and the same person's
// other queued emails about that box join the one that sends (status `merged`, `group_id` the sender's id).
// A sender names itself as its group at its first claim, so a retry finds the group as it was formed.

type Tx = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;
type Row = { id: string; grouped: boolean; due_at: Date; user_id: string; container_id: string | null; kind: string };

const queued = (row: Row): QueuedEmail => ({
  id: row.id,
  userId: row.user_id,
  containerId: row.container_id,
  kind: row.kind,
  dueAt: row.due_at.getTime(),
  grouped: row.grouped,
});

/** Of the picked delivery ids, those to send: emails that joined another's are left out (and marked merged). */
export async function groupClaimedEmails(tx: Tx, picked: string[]): Promise<string[]> {
  const claimed = await tx.$queryRaw<Row[]>`
    SELECT a.id::text, a.group_id IS NOT NULL AS grouped, a.next_attempt_at AS due_at, n.user_id::text,
      n.container_id::text, n.kind
    FROM alert_deliveries a JOIN notifications n ON n.id = a.notification_id
    WHERE a.id = ANY(${picked}::uuid[]) AND a.channel = 'email'`;
  const open = claimed.filter((row) => !row.grouped && row.container_id !== null);
  if (open.length === 0) return picked;
  // The same people's other emails about the same boxes, waiting: due or not, never one being sent.
  const waiting = await tx.$queryRaw<Row[]>`
    SELECT a.id::text, false AS grouped, a.next_attempt_at AS due_at, n.user_id::text, n.container_id::text, n.kind
    FROM alert_deliveries a JOIN notifications n ON n.id = a.notification_id
    JOIN unnest(${open.map((row) => row.user_id)}::uuid[], ${open.map((row) => row.container_id)}::uuid[])
      AS p(user_id, container_id) ON p.user_id = n.user_id AND p.container_id = n.container_id
    WHERE a.channel = 'email' AND a.status IN ('pending', 'failed') AND a.group_id IS NULL
      AND NOT (a.id = ANY(${picked}::uuid[]))
    FOR UPDATE OF a SKIP LOCKED`;
  const groups = groupEmails(claimed.map(queued), waiting.map(queued));
  if (groups.joins.size > 0) {
    const joins = [...groups.joins];
    await tx.$executeRaw`
      UPDATE alert_deliveries d SET status = 'merged', group_id = u.sender, locked_until = NULL, lease_token = NULL
      FROM unnest(${joins.map(([id]) => id)}::uuid[], ${joins.map(([, sender]) => sender)}::uuid[]) AS u(id, sender)
      WHERE d.id = u.id`;
  }
  return picked.filter((id) => !groups.joins.has(id));
}

/** The notifications one email carries: its own and those of the deliveries that joined it, oldest first. */
export async function groupNotifications(
  client: Pick<Prisma.TransactionClient, "$queryRaw">,
  deliveryId: string,
): Promise<string[]> {
  const rows = await client.$queryRaw<{ notification_id: string }[]>`
    SELECT a.notification_id::text FROM alert_deliveries a JOIN notifications n ON n.id = a.notification_id
    WHERE a.id = ${deliveryId}::uuid OR (a.group_id = ${deliveryId}::uuid AND a.status = 'merged')
    ORDER BY n.created_at, n.event_id NULLS LAST, a.id`;
  return rows.map((row) => row.notification_id);
}
