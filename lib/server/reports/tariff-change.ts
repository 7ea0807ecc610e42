import "server-only";

import { recomputeWorkspace } from "../cache/recompute";

/**
 * Tariffs feed the stored evaluation (money at risk, return-by, the urgency sort), so a change re-evaluates the
 * workspace before the admin's request returns: the board's sort and counts agree with the new rates at once
 * rather than at the next scheduled recompute.
 */
export async function afterTariffChange(workspaceId: string): Promise<void> {
  await recomputeWorkspace(workspaceId);
}
