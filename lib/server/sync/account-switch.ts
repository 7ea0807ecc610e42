import "server-only";

import { randomUUID } from "node:crypto";

import { Prisma } from "@/lib/generated/prisma/client";

// When a workspace starts talking to another account, what the old account brought and what the team did with it
// (boxes, their history and day records, documents, notes, work, watches) must neither mix with the new account's
// nor be lost (issue 24, item 1). It moves, whole and unchanged, to an archived account: a workspace of its own
// (workspaces.archived_from_id) that no user belongs to and the worker never syncs (lib/server/settings.ts), so
// every query of the live workspace leaves it out by its workspace id alone, and nothing can write to it: a
// write aimed at an old box from the live workspace finds no such box. An admin exports or deletes an archive
// (lib/server/archived-accounts.ts). Workspace data that is the team's own (users, settings, tariffs,
// free-time rules, calendars, saved views, alert settings, notifications) stays with the workspace.

/** Who the cache belongs to: the account (a hash of its key) at one base URL. */
export function cacheOwner(target: { baseUrl: string; account: string }): string {
  return `${target.account}@${target.baseUrl.replace(/\/+$/, "")}`;
}

/** Every table holding an account's data, moved whole to its archive. */
export const ACCOUNT_TABLES = [
  "shipments",
  "containers",
  "shipment_etas",
  "vessels",
  "container_search",
  "container_route_maps",
  "terminals",
  "parties",
  "ports",
  "shipping_lines",
  "tracking_requests",
  "transport_events",
  "documents",
  "document_representations",
  "email_submissions",
  "document_links",
  "email_links",
  "container_changes",
  "free_time_extensions",
  "container_days",
  "container_day_state",
  "container_check_days",
  "container_work",
  "container_watches",
  "container_notes",
  "alert_box_states",
  // The bills about the account's boxes go with the day records that check them (by container number).
  "invoices",
  "invoice_lines",
  "disputes",
  "dispute_days",
] as const;

/** Tables of both kinds: the rows about one of the account's boxes move, the workspace's own stay. */
export const BOX_ROWS_OF = ["audit_events"] as const;

/** The connection's bookkeeping: emptied, so the next sync starts over for the new account. */
export const RESET_TABLES = ["webhook_inbox", "workspace_syncs"] as const;

/** The workspace's own data, whichever account it talks to. */
export const WORKSPACE_TABLES = [
  "users",
  "invites",
  "workspace_settings",
  "tariffs",
  "per_diem_tariffs",
  "free_time_rules",
  "terminal_calendars",
  "calendar_holidays",
  "terminal_closures",
  "saved_views",
  "bulk_jobs",
  "alert_settings",
  "alert_preferences",
  "alert_subscriptions",
  "alert_events",
  "notifications",
  "alert_deliveries",
] as const;

const table = (name: string): Prisma.Sql => Prisma.raw(`"${name}"`);

export interface ArchivedAccountIdentity {
  /** cacheOwner() of the account left, or "unreadable" when its key could no longer be read. */
  owner: string;
  /** How people recognise it: "Account key ••••sT6v at https://api.terminal49.com/v2". */
  label: string;
}

/**
 * Moves the account's data to a new archived account and resets the sync, so the worker's next minute tick
 * backfills from the new account (and, in simulated mode, connects live updates again). Returns the archive's id,
 * or null when there was nothing to keep.
 */
export async function archiveAccountData(
  tx: Prisma.TransactionClient,
  workspaceId: string,
  identity: ArchivedAccountIdentity,
): Promise<string | null> {
  const boxes = await tx.container.count({ where: { workspaceId } });
  const other = await tx.$queryRaw<{ any: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM shipments WHERE workspace_id = ${workspaceId}::uuid)
        OR EXISTS (SELECT 1 FROM tracking_requests WHERE workspace_id = ${workspaceId}::uuid)
        OR EXISTS (SELECT 1 FROM documents WHERE workspace_id = ${workspaceId}::uuid)
        OR EXISTS (SELECT 1 FROM email_submissions WHERE workspace_id = ${workspaceId}::uuid) AS any`;
  let archiveId: string | null = null;
  if (boxes > 0 || other[0]?.any) {
    const live = await tx.workspace.findUniqueOrThrow({ where: { id: workspaceId }, select: { name: true } });
    archiveId = randomUUID();
    await tx.workspace.create({
      data: {
        id: archiveId,
        name: `${live.name} (archived account)`,
        slug: `archived-${archiveId}`,
        archivedFromId: workspaceId,
        archivedAccount: identity.owner,
        archivedLabel: identity.label,
        archivedAt: new Date(),
      },
    });
    // Rows about the archived boxes leave before the boxes do (they are found by the boxes' workspace).
    for (const name of BOX_ROWS_OF)
      await tx.$executeRaw`
        UPDATE ${table(name)} SET workspace_id = ${archiveId}::uuid
        WHERE workspace_id = ${workspaceId}::uuid AND container_id IS NOT NULL`;
    for (const name of ACCOUNT_TABLES)
      await tx.$executeRaw`UPDATE ${table(name)} SET workspace_id = ${archiveId}::uuid WHERE workspace_id = ${workspaceId}::uuid`;
    // Nothing is due any more: no re-evaluation, alert pass or day record touches an archived box.
    await tx.$executeRaw`
      UPDATE containers SET reevaluate_at = NULL, clock_pass_at = NULL, alert_pending = false
      WHERE workspace_id = ${archiveId}::uuid`;
    await tx.$executeRaw`UPDATE container_day_state SET due_at = NULL WHERE workspace_id = ${archiveId}::uuid`;
  }
  for (const name of RESET_TABLES)
    await tx.$executeRaw`DELETE FROM ${table(name)} WHERE workspace_id = ${workspaceId}::uuid`;
  return archiveId;
}

/**
 * Deletes the cached upstream data outright: only for data that was never this workspace's (the one simulated
 * account all keyless workspaces shared before each got its own, lib/server/simulator-key.ts). The team's work on
 * those boxes goes with them (by cascade).
 */
export async function forgetUpstreamCache(tx: Prisma.TransactionClient, workspaceId: string): Promise<void> {
  const where = { workspaceId };
  await tx.webhookInbox.deleteMany({ where });
  await tx.containerChange.deleteMany({ where });
  await tx.transportEvent.deleteMany({ where });
  await tx.documentRepresentation.deleteMany({ where });
  await tx.document.deleteMany({ where });
  await tx.emailSubmission.deleteMany({ where });
  await tx.trackingRequest.deleteMany({ where });
  await tx.container.deleteMany({ where });
  await tx.shipment.deleteMany({ where });
  await tx.terminal.deleteMany({ where });
  await tx.port.deleteMany({ where });
  await tx.shippingLine.deleteMany({ where });
  await tx.party.deleteMany({ where });
  await tx.workspaceSync.deleteMany({ where });
}
