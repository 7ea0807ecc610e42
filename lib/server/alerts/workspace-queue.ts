import "server-only";

import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";

// Per-workspace work with a bound on how much runs at once: each workspace is worked on by at most one task at
// a time, and up to `concurrency` workspaces at once, so one workspace with a burst of boxes (or a slow
// query) never holds back another's alerts. A workspace asked for while its task runs is taken again after.

export type WorkspaceQueue = {
  /** Asks for a pass over these workspaces. */
  add: (...workspaceIds: string[]) => void;
  /** Resolves when nothing runs. */
  settled: () => Promise<void>;
};

/** `step` returns true when it left work behind (the workspace is taken again at once). */
export function workspaceQueue(
  name: string,
  concurrency: number,
  step: (workspaceId: string) => Promise<boolean>,
  stopped: () => boolean,
): WorkspaceQueue {
  const waiting = new Set<string>();
  const running = new Map<string, Promise<void>>();

  const pump = (): void => {
    for (const workspaceId of [...waiting]) {
      if (stopped() || running.size >= concurrency) return;
      if (running.has(workspaceId)) continue;
      waiting.delete(workspaceId);
      const task = (async () => {
        try {
          if (await step(workspaceId)) waiting.add(workspaceId);
        } catch (error) {
          logger.warn(`alert engine ${name} failed`, { workspaceId, error: errorText(error) });
        }
      })().finally(() => {
        running.delete(workspaceId);
        pump();
      });
      running.set(workspaceId, task);
    }
  };

  return {
    add: (...workspaceIds) => {
      for (const id of workspaceIds) waiting.add(id);
      pump();
    },
    settled: async () => {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}
