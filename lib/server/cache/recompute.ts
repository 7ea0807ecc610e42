import "server-only";

import { db } from "@/lib/server/db";
import { now } from "@/lib/server/clock";
import { workspaceMode } from "@/lib/server/settings";
import { notifyLive } from "@/lib/server/live/notify";

import { evaluationInputs } from "./evaluation-inputs";
import { EVALUATED_FIELDS, evaluate, sameEvaluation } from "./normalize";

const STORED = Object.fromEntries(EVALUATED_FIELDS.map((field) => [field, true])) as Record<
  (typeof EVALUATED_FIELDS)[number],
  true
>;

/**
 * Re-evaluates every container of a workspace at the current (possibly simulated) time and writes the rows
 * whose evaluated columns changed: buckets and lenses roll over at terminal-local midnight, money at risk with
 * the days past, and a clock jump in simulated mode, a tariff edit or an LFD-rule change is followed at once.
 */
export async function recomputeWorkspace(workspaceId: string): Promise<number> {
  const at = await now(await workspaceMode(workspaceId));
  const { lfdRule, tariffs } = await evaluationInputs(workspaceId);
  const changed: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.container.findMany({
      where: { workspaceId },
      orderBy: { id: "asc" },
      take: 1000,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: {
        id: true,
        raw: true,
        lineTrackingStoppedAt: true,
        lineTrackingStoppedReason: true,
        podEtaAt: true,
        shippingLineScac: true,
        terminalFirmsCode: true,
        ...STORED,
      },
    });
    if (rows.length === 0) break;
    cursor = rows[rows.length - 1]?.id;
    const updates = [];
    for (const row of rows) {
      const { columns } = evaluate(row.raw, row, { now: at, lfdRule, tariffs });
      if (sameEvaluation(columns, row)) continue;
      updates.push(db.container.update({ where: { id: row.id }, data: columns }));
      changed.push(row.id);
    }
    if (updates.length > 0) await db.$transaction(updates);
  }
  await db.workspaceSync.upsert({
    where: { workspaceId },
    create: { workspaceId, lastEvaluatedAt: at },
    update: { lastEvaluatedAt: at },
  });
  if (changed.length > 0) await notifyLive(workspaceId, "containers", changed);
  return changed.length;
}
