// `npm run backup [-- --out DIR] [--database NAME] [--format auto|archive|pg_dump] [--pg-dump PATH]`: writes one
// consistent backup of the database (DATABASE_URL, or the embedded PostgreSQL) to backups/ or DIR and prints the
// file, its size, the rows and the time. Never migrates: a backup taken before an upgrade must be of the old schema.
import { resolve } from "node:path";
import { parseArgs } from "node:util";

import { formatBytes, formatCount } from "../lib/shared/format/number";

import { backupDatabase, type BackupFormat } from "./lib/backup-database";
import { resolveDatabase } from "./lib/local-runtime";

const FORMATS: BackupFormat[] = ["auto", "archive", "pg_dump"];

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "backups" },
    database: { type: "string", default: "quayside" },
    format: { type: "string", default: "auto" },
    "pg-dump": { type: "string" },
  },
});
const format = FORMATS.find((name) => name === values.format);
if (!format) {
  console.error(`--format must be one of ${FORMATS.join(", ")}`);
  process.exit(2);
}

const db = await resolveDatabase(values.database, (line) => console.error(line));
try {
  const result = await backupDatabase({ url: db.url, outDir: resolve(values.out), format, pgDump: values["pg-dump"] });
  if (result.note) console.log(`backup: ${result.note}`);
  const rows = result.rows === null ? "" : `, ${formatCount(result.rows)} rows in ${result.tables} tables`;
  console.log(
    `backup: wrote ${result.file} (${result.format}, ${formatBytes(result.bytes)}${rows}) in ${result.seconds.toFixed(1)} s`,
  );
} catch (error) {
  console.error(`backup: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.stop();
}
