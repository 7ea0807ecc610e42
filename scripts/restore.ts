// `npm run restore -- FILE [--force] [--database NAME] [--pg-restore PATH]`: loads a backup into the database
// (DATABASE_URL, or the embedded PostgreSQL). Refuses a database that is not empty unless --force, and a backup
// from a newer Quayside. It resolves the database itself rather than through with-db.ts, which would migrate
// first: the schema must be the backup's. The next `npm start` migrates the restored database forward.
import { parseArgs } from "node:util";

import { formatCount } from "../lib/shared/format/number";

import { resolveDatabase } from "./lib/local-runtime";
import { restoreDatabase } from "./lib/restore-database";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    force: { type: "boolean", default: false },
    database: { type: "string", default: "quayside" },
    "pg-restore": { type: "string" },
  },
});
const [file] = positionals;
if (!file || positionals.length > 1) {
  console.error("usage: npm run restore -- FILE [--force] [--database NAME] [--pg-restore PATH]");
  process.exit(2);
}

const db = await resolveDatabase(values.database, (line) => console.error(line));
try {
  const result = await restoreDatabase({ url: db.url, file, force: values.force, pgRestore: values["pg-restore"] });
  const rows = result.rows === null ? "" : ` ${formatCount(result.rows)} rows,`;
  console.log(
    `restore: done (${result.format},${rows} migration ${result.migrationLevel}${result.replaced ? ", previous contents replaced" : ""}) in ${result.seconds.toFixed(1)} s`,
  );
  console.log("restore: the next `npm start` applies any newer migrations.");
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.stop();
}
