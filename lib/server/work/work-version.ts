import "server-only";

import { liveHub } from "@/lib/server/live/hub";
import { rowsVersions } from "@/lib/server/rows-version";
import { createVersionedCache } from "@/lib/server/versioned-cache";

// The version of a workspace's team work (assignments and plans, notes, watches), read as
// lib/server/rows-version.ts reads containers': row counts and sums of `xmin`, so any writer changes it.
// Answers built from work rows (board rows' work columns, the calendar) are kept while it stands. It is read at
// most once a second and forgotten at once when this process hears a `work` change announced (every work writer
// announces one, lib/server/work/notify.ts), so the app's own changes show immediately.
const versions = createVersionedCache({ ttlMs: 1_000, maxEntries: 1_000 });
let watching = false;

export function workVersion(workspaceId: string): Promise<string> {
  if (!watching) {
    watching = true;
    liveHub().watch((message) => {
      if (message.topic === "work") versions.forget(message.workspaceId);
    });
  }
  return versions.get(workspaceId, "", () =>
    rowsVersions(["container_work", "container_notes", "container_watches"], workspaceId),
  );
}

/** Drops this process's read of the version (the writer's own process, before its NOTIFY comes back). */
export function forgetWorkVersion(workspaceId: string): void {
  versions.forget(workspaceId);
}
