import "server-only";

import { db } from "@/lib/server/db";
import { todayIn } from "@/lib/server/work/local-time";
import { workspaceNow } from "@/lib/server/work/workspace-now";

/**
 * The calendar's "today": today in the zone most of the workspace's boxes are counted in (their terminal's),
 * at the workspace's now (the simulator's clock in simulated mode). Each entry's date is its own terminal's;
 * this only picks the page to open on and the day to mark.
 */
export async function calendarToday(workspaceId: string): Promise<{ today: string; zone: string }> {
  const [top, at] = await Promise.all([
    db.container.groupBy({
      by: ["podTimezone"],
      where: { workspaceId, podTimezone: { not: null } },
      _count: { _all: true },
      orderBy: { _count: { podTimezone: "desc" } },
      take: 1,
    }),
    workspaceNow(workspaceId),
  ]);
  const zone = top[0]?.podTimezone ?? "UTC";
  return { today: todayIn(zone, at), zone };
}
