import "server-only";

import type { LiveTopic } from "@/lib/shared/live-events";
import { createVersionedCache } from "@/lib/server/versioned-cache";

import { liveHub } from "./hub";

/**
 * A workspace's data version that answers cached per process depend on (lib/server/rows-version.ts). Reading it
 * scans rows, so it is kept for up to a second and forgotten at once when this process hears one of `topics`
 * announced: every writer NOTIFYs, so a change made through the app shows at once, one made elsewhere within a
 * second.
 */
export function watchedVersion(topics: readonly LiveTopic[], read: (workspaceId: string) => Promise<string>) {
  const versions = createVersionedCache({ ttlMs: 1_000, maxEntries: 1_000 });
  let watching = false;
  return {
    get(workspaceId: string): Promise<string> {
      if (!watching) {
        watching = true;
        liveHub().watch((message) => {
          if (topics.includes(message.topic)) versions.forget(message.workspaceId);
        });
      }
      return versions.get(workspaceId, "", () => read(workspaceId));
    },
    /** Drops this process's read (the writer's own process, before its NOTIFY comes back). */
    forget(workspaceId: string): void {
      versions.forget(workspaceId);
    },
  };
}
