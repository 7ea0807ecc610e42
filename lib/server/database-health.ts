import "server-only";

import { db } from "@/lib/server/db";
import { installationMode } from "@/lib/server/settings";
import type { WorkspaceMode } from "@/lib/shared/settings-api";

const DB_TIMEOUT_MS = 2_000;

/**
 * The installation's mode once the database has answered; rejects when it refuses or stays silent for 2 s, so
 * the unauthenticated health check answers "down" instead of hanging with the database.
 */
export function modeIfDatabaseAnswers(): Promise<WorkspaceMode> {
  return withinDatabaseTimeout(db.$queryRaw`select 1`.then(() => installationMode()));
}

/** `work`, or a rejection once the database has been silent for 2 s: health checks answer instead of hanging. */
export function withinDatabaseTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database timeout")), DB_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}
