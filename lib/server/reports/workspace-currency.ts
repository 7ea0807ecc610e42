import "server-only";

import { reevaluateNow } from "@/lib/server/cache/reevaluate-now";
import { db } from "@/lib/server/db";
import type { WorkspaceCurrencyView } from "@/lib/shared/settings-api";

/**
 * Saves the workspace's currency. Every box's stored money sort keys (rank: its currency is the workspace's or
 * another) depend on it, so the workspace is re-evaluated before the request returns.
 */
export async function setWorkspaceCurrency(workspaceId: string, currency: string): Promise<WorkspaceCurrencyView> {
  const before = await db.workspaceSettings.findUnique({ where: { workspaceId }, select: { currency: true } });
  await db.workspaceSettings.upsert({
    where: { workspaceId },
    create: { workspaceId, currency },
    update: { currency },
  });
  if (before?.currency !== currency) await reevaluateNow(workspaceId, "tariffs");
  return { currency };
}
