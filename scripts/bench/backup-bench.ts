// `npm run bench:backup [-- containers=100000 changes=12 onBoard=0.15]`: how long `npm run backup` and
// `npm run restore` take at a real account's size, and how big the file is. A fresh database holds a backfilled
// simulated world copied in SQL to `containers` boxes (bench-stack.ts); each box then gets a history of `changes`
// field changes, and the day records the real day pass writes for the backfilled boxes are copied to theirs.
// The backup is the Quayside archive (what the embedded PostgreSQL gets); the restore goes into a second, empty
// database. Prints each table's rows, then seconds and megabytes per 100,000 boxes.
// Timings stay out of tests; run on an otherwise quiet machine.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { env } from "../../lib/env.mjs";
import { formatBytes, formatCount } from "../../lib/shared/format/number";
import { backupDatabase } from "../lib/backup-database";
import { recreateDatabase } from "../lib/local-runtime";
import { restoreDatabase } from "../lib/restore-database";

import { seedBenchWorld } from "./lib/bench-stack";

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.split("=") as [string, string]));
const CONTAINERS = Number(args["containers"] ?? 100_000);
const CHANGES = Number(args["changes"] ?? 12);
const ON_BOARD = Number(args["onBoard"] ?? 0.15);

const { db } = await import("../../lib/server/db");
const { writeDayRecords } = await import("../../lib/server/days/write-days");

const source = env.DATABASE_URL ?? "";
const target = new URL(source);
target.pathname = `${target.pathname}_restored`;

const world = await seedBenchWorld({ containers: CONTAINERS, secret: "bench-backup", onBoard: ON_BOARD });
const dir = await mkdtemp(join(tmpdir(), "quayside-backup-bench-"));
try {
  const { workspaceId } = world;
  const started = performance.now();
  // A history as a sync leaves it: holds on and off, the LFD moved, availability, fees, hour by hour before the
  // box's last observation.
  await db.$executeRaw`
    INSERT INTO container_changes (workspace_id, container_upstream_id, field, old_value, new_value, source, source_ref, observed_at)
    SELECT c.workspace_id, c.upstream_id, (ARRAY['holds', 'pickup_lfd', 'available_for_pickup', 'fees', 'location'])[1 + n % 5],
      jsonb_build_object('value', n - 1, 'at', c.observed_at - make_interval(hours => n + 1)),
      jsonb_build_object('value', n, 'at', c.observed_at - make_interval(hours => n)),
      CASE WHEN n % 2 = 0 THEN 'sync' ELSE 'webhook' END, 'bench ' || n, c.observed_at - make_interval(hours => n)
    FROM containers c, generate_series(1, ${CHANGES}::int) AS n WHERE c.workspace_id = ${workspaceId}::uuid`;
  // Day records: the real pass over the backfilled boxes, then each copy gets its original's.
  await db.$executeRaw`
    INSERT INTO container_day_state (container_id, workspace_id, due_at)
    SELECT id, workspace_id, 'epoch' FROM containers
    WHERE workspace_id = ${workspaceId}::uuid AND upstream_id NOT LIKE '%-copy%' ON CONFLICT DO NOTHING`;
  await writeDayRecords(workspaceId);
  await db.$executeRaw`
    INSERT INTO container_days (workspace_id, container_id, container_number, date, zone, phase, record, content_hash, reconstructed)
    SELECT d.workspace_id, c.id, c.number, d.date, d.zone, d.phase, d.record, d.content_hash, d.reconstructed
    FROM containers c
    JOIN containers o ON o.workspace_id = c.workspace_id AND o.upstream_id = split_part(c.upstream_id, '-copy', 1)
    JOIN container_days d ON d.container_id = o.id AND d.supersedes_id IS NULL
    WHERE c.workspace_id = ${workspaceId}::uuid AND c.upstream_id LIKE '%-copy%'`;
  await db.$executeRaw`
    INSERT INTO container_day_state (container_id, workspace_id, days_through)
    SELECT id, workspace_id, current_date - 1 FROM containers WHERE workspace_id = ${workspaceId}::uuid
    ON CONFLICT DO NOTHING`;
  await db.$executeRawUnsafe("VACUUM ANALYZE");
  console.log(`seed: history and day records in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const tables = await db.$queryRaw<{ name: string; rows: bigint }[]>`
    SELECT relname AS name, n_live_tup AS rows FROM pg_stat_user_tables WHERE schemaname = 'public' AND n_live_tup > 0
    ORDER BY n_live_tup DESC LIMIT 8`;
  console.log(`largest tables: ${tables.map((t) => `${t.name} ${formatCount(Number(t.rows))}`).join(", ")}`);
  const [size] = await db.$queryRaw<{ bytes: bigint }[]>`SELECT pg_database_size(current_database()) AS bytes`;
  console.log(`database size: ${formatBytes(Number(size?.bytes ?? 0))}`);

  const backup = await backupDatabase({ url: source, outDir: dir, format: "archive" });
  console.log(
    `backup: ${formatCount(backup.rows ?? 0)} rows, ${formatBytes(backup.bytes)} in ${backup.seconds.toFixed(1)} s`,
  );
  await recreateDatabase(target.toString());
  const restore = await restoreDatabase({ url: target.toString(), file: backup.file, log: () => undefined });
  console.log(`restore: ${formatCount(restore.rows ?? 0)} rows in ${restore.seconds.toFixed(1)} s`);
  if (restore.rows !== backup.rows) throw new Error(`restored ${restore.rows} rows of ${backup.rows}`);

  const per = 100_000 / CONTAINERS;
  console.log(
    `per 100,000 boxes: backup ${(backup.seconds * per).toFixed(1)} s, restore ${(restore.seconds * per).toFixed(1)} s, ` +
      `archive ${formatBytes(backup.bytes * per)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: source });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${target.pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
  await world.stop();
  await db.$disconnect();
}
