import "server-only";

import { logger } from "@/lib/server/logger";
import { errorText } from "@/lib/server/error-text";
import { workspaceMode } from "@/lib/server/settings";

import { syncDocuments } from "../sync/document-sync";

// The worker syncs documents every five minutes; an inbox opened before that (a fresh start) or long after a
// missed webhook would show nothing new. Opening an inbox therefore asks for a sync at most once a minute per
// workspace and process, and waits for it only when the cache has never been filled.
const MIN_INTERVAL_MS = 60_000;
const last = new Map<string, number>();
const running = new Map<string, Promise<unknown>>();

export async function ensureDocumentsFresh(workspaceId: string, cacheEmpty: boolean): Promise<void> {
  const at = last.get(workspaceId) ?? 0;
  if (!cacheEmpty && Date.now() - at < MIN_INTERVAL_MS) return;
  // With no account key and no simulator there is nothing to sync from (and a warning per open would be noise).
  if ((await workspaceMode(workspaceId)) === "unconfigured") return;
  let job = running.get(workspaceId);
  if (!job) {
    last.set(workspaceId, Date.now());
    job = syncDocuments(workspaceId, "interactive")
      .catch((error: unknown) =>
        logger.warn("documents sync on open failed", {
          workspaceId,
          error: errorText(error),
        }),
      )
      .finally(() => running.delete(workspaceId));
    running.set(workspaceId, job);
  }
  if (cacheEmpty && at === 0) await job;
}
