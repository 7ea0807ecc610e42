import "server-only";

import { readdir } from "node:fs/promises";
import { join } from "node:path";

let known: Promise<string[]> | null = null;

/**
 * The migrations this code ships (prisma/migrations beside the running app), read once: they do not change
 * while the process runs, and a deploy restarts it.
 */
export function knownMigrations(): Promise<string[]> {
  known ??= readdir(join(process.cwd(), "prisma", "migrations"), { withFileTypes: true }).then((entries) =>
    entries
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort(),
  );
  return known;
}
