import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import { userLabel, type AuditChange, type AuditKind } from "@/lib/shared/work-api";

export type Actor = { id: string; name: string | null; email: string; workspaceId: string };
export type AuditInput = {
  kind: AuditKind;
  /** Null for an action on something other than a box (a document's type): `ref` names the subject then. */
  containerId: string | null;
  containerNumber: string | null;
  changes: AuditChange[];
  ref?: string;
};

/**
 * Records user actions in the transaction that makes them, so there is never a change without its entry (or
 * an entry for a change that rolled back). The actor's label and the box's number are copied: the trail
 * outlives a removed user or a box the service dropped. One statement with the entries as one JSON parameter:
 * a bulk chunk writes hundreds, and the ORM's row-by-row JSON mapping cost five times the insert.
 */
export async function writeAudit(
  tx: Prisma.TransactionClient,
  actor: Actor,
  events: readonly AuditInput[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event) => ({
    container_id: event.containerId,
    container_number: event.containerNumber,
    kind: event.kind,
    changes: event.changes,
    ref: event.ref ?? null,
  }));
  await tx.$executeRaw`
    INSERT INTO audit_events (workspace_id, actor_id, actor_label, container_id, container_number, kind, changes, ref)
    SELECT ${actor.workspaceId}::uuid, ${actor.id}::uuid, ${userLabel(actor)}, e.container_id, e.container_number, e.kind, e.changes, e.ref
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e(container_id uuid, container_number text, kind text, changes jsonb, ref text)`;
}
