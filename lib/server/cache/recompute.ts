import "server-only";

import { db } from "@/lib/server/db";
import { now } from "@/lib/server/clock";
import { getUpstreamTarget } from "@/lib/server/settings";
import { notifyLive } from "@/lib/server/live/notify";

import { lfdRuleOf } from "../sync/lists";

import { evaluate } from "./normalize";

/**
 * Re-evaluates every container of a workspace at the current (possibly simulated) time and writes the rows
 * whose bucket, governing LFD or flags changed: buckets roll over at terminal-local midnight, and a clock
 * jump in simulated mode is followed at once.
 */
export async function recomputeWorkspace(workspaceId: string): Promise<number> {
  const at = await now((await getUpstreamTarget(workspaceId)).mode);
  const lfdRule = await lfdRuleOf(workspaceId);
  const changed: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.container.findMany({
      where: { workspaceId },
      orderBy: { id: "asc" },
      take: 1000,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: {
        id: true, raw: true, lineTrackingStoppedAt: true, lineTrackingStoppedReason: true, bucket: true, governingLfd: true, lfdSource: true,
        flagReady: true, flagBlocked: true, flagPendingHold: true, flagConflict: true, flagStale: true, flagUrgencyUnknown: true, feesPosted: true,
      },
    });
    if (rows.length === 0) break;
    cursor = rows[rows.length - 1]?.id;
    const updates = [];
    for (const row of rows) {
      const { columns } = evaluate(row.raw, { ...row, billOfLading: null, shippingLineScac: null, shippingLineName: null, customerName: null, tags: [], podEtaAt: null, terminalName: null, terminalFirmsCode: null }, { now: at, lfdRule });
      const same =
        columns.bucket === row.bucket && columns.governingLfd?.getTime() === row.governingLfd?.getTime() && columns.lfdSource === row.lfdSource &&
        columns.flagReady === row.flagReady && columns.flagBlocked === row.flagBlocked && columns.flagPendingHold === row.flagPendingHold &&
        columns.flagConflict === row.flagConflict && columns.flagStale === row.flagStale && columns.flagUrgencyUnknown === row.flagUrgencyUnknown &&
        columns.feesPosted === row.feesPosted;
      if (!same) updates.push(db.container.update({ where: { id: row.id }, data: columns }));
      if (!same) changed.push(row.id);
    }
    if (updates.length > 0) await db.$transaction(updates);
  }
  await db.workspaceSync.upsert({ where: { workspaceId }, create: { workspaceId, lastEvaluatedAt: at }, update: { lastEvaluatedAt: at } });
  if (changed.length > 0) await notifyLive(workspaceId, "containers", changed);
  return changed.length;
}
