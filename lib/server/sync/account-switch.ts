import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";

/** Who the cache belongs to: the account (a hash of its key) at one base URL. */
export function cacheOwner(target: { baseUrl: string; account: string }): string {
  return `${target.account}@${target.baseUrl.replace(/\/+$/, "")}`;
}

/**
 * The workspace now talks to another account (a key saved, replaced or removed, or a new base URL): the cached
 * shipments, containers, documents and their history belong to the old one and would mix with the new one's,
 * so they go, and the sync state is reset so the worker's next minute tick backfills from the new account and,
 * in simulated mode, connects live updates again. Workspace data that is not upstream data (users, settings,
 * tariffs) stays.
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
