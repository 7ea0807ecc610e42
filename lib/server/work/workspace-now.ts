import "server-only";

import { now } from "@/lib/server/clock";
import { workspaceMode } from "@/lib/server/settings";

/** The workspace's now: the simulator's clock in simulated mode, so "today" agrees with the board. */
export async function workspaceNow(workspaceId: string): Promise<Date> {
  return now(await workspaceMode(workspaceId));
}
