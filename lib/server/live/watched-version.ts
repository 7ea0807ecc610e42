import "server-only";

import type { LiveTopic } from "@/lib/shared/live-events";
import { createVersionedCache } from "@/lib/server/versioned-cache";

import { liveHub } from "./hub";
import { watchLocalChanges } from "./local-changes";

/**
 * A workspace's data version that answers cached per process depend on (rows-version.ts, page-cache.ts). It is
 * kept for up to a second and forgotten at once when this process hears one of `topics` announced: every writer
 * NOTIFYs, and a process hears its own announcements at once (local-changes.ts), so a change made through the app
 * shows at once, one made elsewhere within a second. The version also
 * counts the announcements heard, since an announcement comes after its commit: a version read from the data
 * alone may not move for a transaction that committed late (page-cache.ts).
 */
export function watchedVersion(
  topics: readonly LiveTopic[],
  read: (workspaceId: string) => Promise<string>,
  /** The topics that announce a change to the data `read` versions (the others only make it read again). */
  counted: readonly LiveTopic[] = topics,
) {
  const versions = createVersionedCache({ ttlMs: 1_000, maxEntries: 1_000 });
  const heard = new Map<string, number>();
  let watching = false;
  return {
    get(workspaceId: string): Promise<string> {
      if (!watching) {
        watching = true;
        const heardOf = (message: { workspaceId: string; topic: LiveTopic }) => {
          if (!topics.includes(message.topic)) return;
          versions.forget(message.workspaceId);
          if (counted.includes(message.topic))
            heard.set(message.workspaceId, (heard.get(message.workspaceId) ?? 0) + 1);
        };
        liveHub().watch(heardOf);
        // This process's own announcements, at once (local-changes.ts).
        watchLocalChanges(heardOf);
      }
      const changes = heard.get(workspaceId) ?? 0;
      return versions.get(workspaceId, "", () => read(workspaceId)).then((version) => `${version}#${changes}`);
    },
  };
}
