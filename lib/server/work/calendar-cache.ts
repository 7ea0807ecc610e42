import "server-only";

import { cachedContainersVersion } from "@/lib/server/containers/page-cache";
import { rowsVersion } from "@/lib/server/rows-version";
import { createVersionedCache } from "@/lib/server/versioned-cache";

import { getCalendar } from "./calendar";
import { workVersion } from "./work-version";

// A team looks at the same weeks: twenty dispatchers opening this month's calendar should cost one computation.
// As the board's pages (lib/server/containers/page-cache.ts): an answer is kept per process for a few seconds and
// only while the workspace's containers, work rows and disputes are unchanged (their rows' versions: page-cache.ts,
// work-version.ts, rows-version.ts).
const answers = createVersionedCache({ ttlMs: 5_000, maxEntries: 100 });

// Disputes are few per workspace: their rows' version is read at each request (a dispute filed shows at once).
function currentVersion(workspaceId: string): Promise<string> {
  return Promise.all([
    cachedContainersVersion(workspaceId),
    workVersion(workspaceId),
    rowsVersion("disputes", workspaceId),
  ]).then((parts) => parts.join("|"));
}

/** The calendar's answer as JSON text: a month is MBs of entries, serialized once per change, not per request. */
export async function calendarJson(workspaceId: string, from: string, to: string): Promise<string> {
  return answers.get(`${workspaceId} ${from} ${to}`, await currentVersion(workspaceId), async () =>
    JSON.stringify(await getCalendar(workspaceId, from, to)),
  );
}
