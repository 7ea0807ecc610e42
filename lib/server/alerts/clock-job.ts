import "server-only";

import { now } from "@/lib/server/clock";
import { workspaceMode } from "@/lib/server/settings";

import { clockPass } from "./clock-pass";
import { sendDueDigests } from "./digests";

/** The pg-boss job `alerts.clock` (one per workspace at a time): time-made facts, then due digests. */
export async function alertsClockJob(workspaceId: string): Promise<{ boxes: number; events: number; digests: number }> {
  const at = await now(await workspaceMode(workspaceId));
  const pass = await clockPass(workspaceId, at);
  const digests = await sendDueDigests(workspaceId, at);
  return { ...pass, digests };
}
