// `npm run restore -- FILE`: a backup back into an empty database. The file says what it is: a pg_dump custom
// archive starts with `PGDMP`, a Quayside archive is gzip'd (backup-archive-format.ts). A backup from a newer
// Quayside (a migration this code does not know) is refused before anything is written; after a restore the
// database is at the backup's migration level, and the next start migrates it forward as after any upgrade.
import { open } from "node:fs/promises";

import { restoreArchive } from "./restore-archive";
import { restorePgDump } from "./restore-pg-dump";
import { asThisRestore } from "./restore-target";

export type RestoreResult = {
  format: "archive" | "pg_dump";
  migrationLevel: string;
  /** Rows loaded (a Quayside archive counts them; pg_restore does not say). */
  rows: number | null;
  /** Whether --force removed what the database held. */
  replaced: boolean;
  seconds: number;
};

async function detectFormat(file: string): Promise<"archive" | "pg_dump"> {
  const handle = await open(file, "r");
  const head = Buffer.alloc(5);
  await handle.read(head, 0, head.length, 0).finally(() => handle.close());
  if (head.toString("latin1") === "PGDMP") return "pg_dump";
  if (head[0] === 0x1f && head[1] === 0x8b) return "archive";
  throw new Error(`${file} is neither a Quayside archive nor a pg_dump custom-format file.`);
}

export async function restoreDatabase(options: {
  url: string;
  file: string;
  force?: boolean;
  pgRestore?: string;
  log?: (line: string) => void;
}): Promise<RestoreResult> {
  const started = performance.now();
  const force = options.force ?? false;
  const url = asThisRestore(options.url);
  const result =
    (await detectFormat(options.file)) === "pg_dump"
      ? {
          format: "pg_dump" as const,
          rows: null,
          ...(await restorePgDump(url, options.file, { force, pgRestore: options.pgRestore })),
        }
      : { format: "archive" as const, ...(await restoreArchive(url, options.file, force, options.log ?? console.log)) };
  return { ...result, seconds: (performance.now() - started) / 1000 };
}
