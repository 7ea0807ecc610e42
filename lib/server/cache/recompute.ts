import "server-only";

import { Prisma } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { now } from "@/lib/server/clock";
import { workspaceMode } from "@/lib/server/settings";
import { notifyLive } from "@/lib/server/live/notify";

import { evaluationInputs } from "./evaluation-inputs";
import { DUE_NOW } from "./due";
import { EVALUATED_FIELDS, EVALUATION_CONTEXT_SELECT, evaluate, sameEvaluation } from "./normalize";
import { writeEvaluations } from "./write-evaluations";

const STORED = Object.fromEntries(EVALUATED_FIELDS.map((field) => [field, true])) as Record<
  (typeof EVALUATED_FIELDS)[number],
  true
>;
const PAGE = 1000;

/**
 * Makes every box of the workspace due for re-evaluation: after a change to an input of every evaluation (the
 * LFD rule, a tariff), or when the clock went backwards (a simulated clock set back), which no stored instant
 * foresees. The next recompute, now or the scheduled one, then reads them all.
 */
export async function markAllDue(workspaceId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE containers SET reevaluate_at = ${DUE_NOW}
    WHERE workspace_id = ${workspaceId}::uuid AND reevaluate_at IS DISTINCT FROM ${DUE_NOW}`;
}

/**
 * Re-evaluates the boxes whose moment has come (reevaluate_at, lib/domain/next-time-change.ts) at the current
 * (possibly simulated) time and writes each one's columns and next instant: buckets and lenses roll over at
 * terminal-local midnight, money at risk with the days past, freshness at its thresholds. Boxes that changed
 * upstream were evaluated when written, so the cost follows the boxes time moves, never the account's size.
 * Returns how many boxes' board columns changed.
 */
export async function recomputeWorkspace(workspaceId: string): Promise<number> {
  const at = await now(await workspaceMode(workspaceId));
  const sync = await db.workspaceSync.findUnique({ where: { workspaceId }, select: { lastEvaluatedAt: true } });
  if (sync?.lastEvaluatedAt && at < sync.lastEvaluatedAt) await markAllDue(workspaceId);
  const inputs = await evaluationInputs(workspaceId);
  const changed: string[] = [];
  let cursor: string | undefined;
  for (;;) {
    // Each row's version (xmin) is read before its data: the write below applies only to rows still at that
    // version, so an evaluation from data a sync or webhook has since replaced never overwrites theirs. A row
    // skipped so stays due (or was evaluated by its writer) and is read again next time.
    const due = await db.$queryRaw<{ id: string; version: string }[]>`
      SELECT id, xmin::text AS version FROM containers
      WHERE workspace_id = ${workspaceId}::uuid AND reevaluate_at <= ${at} ${cursor ? Prisma.sql`AND id > ${cursor}::uuid` : Prisma.empty}
      ORDER BY id LIMIT ${PAGE}`;
    if (due.length === 0) break;
    cursor = due[due.length - 1]?.id;
    const versions = new Map(due.map((row) => [row.id, row.version]));
    const rows = await db.container.findMany({
      where: { id: { in: [...versions.keys()] } },
      select: {
        id: true,
        raw: true,
        ...EVALUATION_CONTEXT_SELECT,
        ...STORED,
      },
    });
    // Every row read is written: its board columns if they changed, its next instant in any case.
    const written = rows.map((row) => {
      const { columns } = evaluate(row.raw, row, { now: at, ...inputs });
      if (!sameEvaluation(columns, row)) changed.push(row.id);
      return { id: row.id, version: versions.get(row.id) ?? "", columns };
    });
    await writeEvaluations(written);
    if (due.length < PAGE) break;
  }
  await db.workspaceSync.upsert({
    where: { workspaceId },
    create: { workspaceId, lastEvaluatedAt: at },
    update: { lastEvaluatedAt: at },
  });
  if (changed.length > 0) await notifyLive(workspaceId, "containers", changed);
  return changed.length;
}
