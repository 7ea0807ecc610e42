import "server-only";

import { watchedVersion } from "@/lib/server/live/watched-version";
import { rowsVersions } from "@/lib/server/rows-version";

// The version of a workspace's team work (assignments and plans, notes, watches): any writer of those rows
// changes it. Answers built from work rows (board rows' work columns, the calendar) are kept while it stands.
// Every work writer announces a `work` change (lib/server/work/notify-work.ts).
const version = watchedVersion(["work"], (workspaceId) =>
  rowsVersions(["container_work", "container_notes", "container_watches"], workspaceId),
);

export function workVersion(workspaceId: string): Promise<string> {
  return version.get(workspaceId);
}
