// Backups that restore: a backfilled workspace with day records and notes, backed up through the function
// `npm run backup` calls, restored into an empty database through the one `npm run restore` calls, and every
// table compared with the original (row count, a sample of rows as JSON, a digest of all rows).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { env } from "@/lib/env.mjs";
import { db } from "@/lib/server/db";
import { settleFlushing } from "@/lib/server/observability/counter-flush";
import { backfilledWorkspace } from "@/lib/testing/backfilled-workspace";

import { ARCHIVE_FORMAT, ARCHIVE_MAGIC, parseJson, type ArchiveManifest } from "./backup-archive-format";
import { publicSequences, publicTables } from "./backup-catalog";
import { withConnection } from "./backup-connection";
import { backupDatabase, type BackupResult } from "./backup-database";
import { appVersion } from "./backup-manifest";
import { recreateDatabase } from "./local-runtime";
import { readAppliedMigrations } from "./migrations";
import { restoreDatabase } from "./restore-database";

const world = backfilledWorkspace({ containers: 40, roles: ["admin", "dispatcher"] });
const source = env.DATABASE_URL ?? "";
const quiet = () => undefined;

function sibling(suffix: string): string {
  const url = new URL(source);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}
const restored = sibling("restored");
const empty = sibling("empty");

const onDb = withConnection;

type TableFacts = { rows: number; sample: unknown[]; digest: string };

/** Per table: its row count, its first 20 rows by primary key as JSON, and a digest of every row. */
async function describeData(url: string): Promise<Record<string, TableFacts>> {
  return onDb(url, async (client) => {
    const facts: Record<string, TableFacts> = {};
    for (const { name } of await publicTables(client)) {
      const { rows: key } = await client.query<{ column: string }>(
        `SELECT a.attname AS column FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
         WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
        [name],
      );
      const order = key.length > 0 ? key.map((k) => `t."${k.column}"`).join(", ") : "t::text";
      const [summary] = (
        await client.query<{ rows: string; digest: string | null }>(
          `SELECT count(*) AS rows, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM "${name}" t`,
        )
      ).rows;
      const sample = await client.query<{ row: unknown }>(
        `SELECT row_to_json(t) AS row FROM "${name}" t ORDER BY ${order} LIMIT 20`,
      );
      facts[name] = {
        rows: Number(summary?.rows ?? 0),
        sample: sample.rows.map((r) => r.row),
        digest: summary?.digest ?? "",
      };
    }
    return facts;
  });
}

const tableCount = (url: string) => onDb(url, async (client) => (await publicTables(client)).length);

describe("backup and restore", () => {
  let dir = "";
  let backup: BackupResult | null = null;
  let original: Record<string, TableFacts> = {};

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "quayside-backup-"));
    const { writeDayRecords } = await import("@/lib/server/days/write-days");
    await writeDayRecords(world.workspaceId);
    const boxes = await db.container.findMany({ where: { workspaceId: world.workspaceId }, take: 10 });
    const box = boxes[0] ?? (await db.container.findFirstOrThrow({ where: { workspaceId: world.workspaceId } }));
    // History as a sync records it: a hold on, then off, and the LFD moved.
    await db.containerChange.createMany({
      data: boxes.flatMap((b, i) => [
        {
          workspaceId: b.workspaceId,
          containerUpstreamId: b.upstreamId,
          field: "holds",
          oldValue: [],
          newValue: [{ name: "customs", status: "hold" }],
          source: "sync",
          sourceRef: "backup test",
          observedAt: new Date(Date.UTC(2026, 2, 1, i)),
        },
        {
          workspaceId: b.workspaceId,
          containerUpstreamId: b.upstreamId,
          field: "holds",
          oldValue: [{ name: "customs", status: "hold" }],
          newValue: [],
          source: "webhook",
          observedAt: new Date(Date.UTC(2026, 2, 2, i)),
        },
        {
          workspaceId: b.workspaceId,
          containerUpstreamId: b.upstreamId,
          field: "pickup_lfd",
          newValue: "2026-03-05",
          source: "sync",
          observedAt: new Date(Date.UTC(2026, 2, 3, i)),
        },
      ]),
    });
    // Text COPY must carry intact: tabs, line breaks, backslashes, a lone "\." line, quotes, non-ASCII.
    await db.containerNote.create({
      data: {
        workspaceId: world.workspaceId,
        containerId: box.id,
        body: 'Tab\there\nline two\n\\.\nback\\slash "quoted" — Zoë ✓ \\N',
        mentions: ["a\tb", "c\\d"],
      },
    });
    // This process's metric counters are flushed to the database every few seconds: written now, and then held,
    // so the source reads the same when it is backed up and when it is compared with the restore (a CI failure).
    await settleFlushing();
  }, 120_000);

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    const admin = new URL(source);
    admin.pathname = "/postgres";
    await onDb(admin.toString(), async (client) => {
      for (const url of [restored, empty])
        await client.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
    });
  });

  it("restores every table's rows into an empty database", async () => {
    backup = await backupDatabase({ url: source, outDir: dir, format: "archive" });
    original = await describeData(source);
    const applied = await onDb(source, readAppliedMigrations);
    expect(backup.file).toContain(`quayside-${await appVersion()}-${applied.at(-1)}-`);
    expect(backup.rows).toBe(Object.values(original).reduce((sum, table) => sum + table.rows, 0));
    for (const table of ["containers", "container_changes", "container_days", "container_search", "container_notes"])
      expect(original[table]?.rows, table).toBeGreaterThan(0);

    await recreateDatabase(restored);
    const result = await restoreDatabase({ url: restored, file: backup.file, log: quiet });
    expect(result).toMatchObject({
      format: "archive",
      migrationLevel: applied.at(-1),
      rows: backup.rows,
      replaced: false,
    });

    expect(await describeData(restored)).toEqual(original);
    expect(await onDb(restored, readAppliedMigrations)).toEqual(applied);
    // Every sequence continues past what was restored: the next day record or change gets a new number.
    const [before, after] = await Promise.all([onDb(source, publicSequences), onDb(restored, publicSequences)]);
    for (const sequence of before) {
      const now = after.find((s) => s.name === sequence.name);
      expect(BigInt(now?.lastValue ?? 0), sequence.name).toBeGreaterThanOrEqual(BigInt(sequence.lastValue ?? 0));
    }
  });

  it("refuses a database that is not empty unless forced, then replaces its contents", async () => {
    const file = backup?.file ?? "";
    await onDb(restored, (client) => client.query("DELETE FROM container_notes"));
    await expect(restoreDatabase({ url: restored, file, log: quiet })).rejects.toThrow(
      /Refusing to restore into database ".*_restored": it is not empty \(it holds rows in .*\)\. .*--force/,
    );
    expect((await describeData(restored)).container_notes?.rows).toBe(0);

    const forced = await restoreDatabase({ url: restored, file, force: true, log: quiet });
    expect(forced.replaced).toBe(true);
    expect(await describeData(restored)).toEqual(original);
  });

  it("refuses a backup from a newer Quayside before touching the database", async () => {
    const manifest = parseJson(
      gunzipSync(await readFile(backup?.file ?? ""))
        .toString()
        .split("\n")[1] ?? "",
    );
    const { migrations } = manifest as ArchiveManifest;
    const future: ArchiveManifest = {
      ...(manifest as ArchiveManifest),
      migrations: [...migrations, "29991231000000_from_the_future"],
      migrationLevel: "29991231000000_from_the_future",
      tables: [],
    };
    const file = join(dir, "future.archive.gz");
    const text = `${ARCHIVE_MAGIC} ${ARCHIVE_FORMAT}\n${JSON.stringify(future)}\nEND {"tables":0,"rows":0}\n`;
    await writeFile(file, gzipSync(text));
    await recreateDatabase(empty);
    await expect(restoreDatabase({ url: empty, file, log: quiet })).rejects.toThrow(
      /newer version of Quayside: .*\(29991231000000_from_the_future\)\. Nothing was changed/,
    );
    expect(await tableCount(empty)).toBe(0);
  });

  it("leaves the database empty when the archive is cut short", async () => {
    const whole = gunzipSync(await readFile(backup?.file ?? ""));
    const cut = whole.indexOf("\nTABLE container_changes\n") + 200;
    const file = join(dir, "truncated.archive.gz");
    await writeFile(file, gzipSync(whole.subarray(0, cut)));
    await recreateDatabase(empty);
    await expect(restoreDatabase({ url: empty, file, log: quiet })).rejects.toThrow(
      /Restore failed: .*truncated.* The database was left empty\./,
    );
    expect(await tableCount(empty)).toBe(0);
    expect(await onDb(empty, readAppliedMigrations)).toEqual([]);
  });
});
