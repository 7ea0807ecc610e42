// Boxes on which a customs hold is news: tracked, at a terminal with fresh data, holds known and alerts already
// based on them (a hold on a box whose holds were unknown, or whose data is stale, is rightly not told). When a
// small world has too few, the drill makes some so through the simulator (available, no holds, checked now).
import type { DrillContext } from "./context";
import { query } from "./db-query";
import { sleep } from "./http";
import { setBox, simNow } from "./sim";

const PREPARE_MS = 45_000;

const READY = `
  c.gone_upstream_at IS NULL AND NOT c.flag_stale AND NOT c.flag_urgency_unknown
  AND c.holds IS NOT NULL AND jsonb_typeof(c.holds) = 'array'
  AND NOT EXISTS (SELECT 1 FROM unnest(c.blocking_holds) h WHERE lower(h) = 'customs')
  AND jsonb_typeof(st.trusted -> 'blockingHolds') = 'array'
  AND NOT (st.trusted -> 'blockingHolds') ? 'customs'`;
const TRACKED = `c.workspace_id = $1::uuid AND c.bucket NOT IN ('done', 'needs_return', 'stale') AND NOT EXISTS (
  SELECT 1 FROM shipments s WHERE s.workspace_id = c.workspace_id AND s.upstream_id = c.shipment_upstream_id
    AND s.line_tracking_stopped_at IS NOT NULL)`;

async function ready(ctx: DrillContext, workspaceId: string, limit: number): Promise<string[]> {
  return (
    await query<{ number: string }>(
      ctx.stack.databaseUrl,
      `SELECT c.number FROM containers c JOIN alert_box_states st ON st.container_id = c.id
       WHERE ${TRACKED} AND ${READY} ORDER BY c.number LIMIT $2`,
      [workspaceId, limit],
    )
  ).map((row) => row.number);
}

/** `count` box numbers of the workspace ready for a hold, preparing some through `/_sim` if needed. */
export async function holdReadyBoxes(
  ctx: DrillContext,
  workspaceId: string,
  account: string | null,
  count: number,
): Promise<string[]> {
  const found = await ready(ctx, workspaceId, count);
  if (found.length >= count) return found;
  const others = (
    await query<{ number: string }>(
      ctx.stack.databaseUrl,
      `SELECT c.number FROM containers c WHERE ${TRACKED} AND c.gone_upstream_at IS NULL AND NOT (c.number = ANY($3))
       ORDER BY c.number LIMIT $2`,
      [workspaceId, count - found.length, found],
    )
  ).map((row) => row.number);
  const now = await simNow(ctx);
  for (const number of others)
    await setBox(ctx, number, account, { current_status: "available", holds: [], terminal_checked_at: now });
  const deadline = Math.min(Date.now() + PREPARE_MS, ctx.deadline);
  let nowReady = found;
  while (Date.now() < deadline) {
    nowReady = await ready(ctx, workspaceId, count);
    if (nowReady.length >= count) break;
    await sleep(1_000);
  }
  return nowReady;
}
