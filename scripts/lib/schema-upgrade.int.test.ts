// Upgrades: a database at an earlier release's schema, holding data, migrated forward on start keeps its rows
// and gains the new columns' defaults and backfills; a database newer than the code is refused untouched.
// Quayside has no tagged releases yet, so "the previous release" is the schema before the free-time work
// (20261127174202_free_time_and_calendars), which several migrations, one of them a data migration, follow.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { env } from "@/lib/env.mjs";

import { withConnection } from "./backup-connection";
import { recreateDatabase } from "./local-runtime";
import { applyMigrations, knownMigrationNames, readAppliedMigrations } from "./migrations";

const FIRST_AFTER_PREVIOUS = "20261127174202_free_time_and_calendars";
const FROM_THE_FUTURE = "29991231000000_from_the_future";

const url = (() => {
  const target = new URL(env.DATABASE_URL ?? "");
  target.pathname = `${target.pathname}_upgrade`;
  return target.toString();
})();

const onDb = <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => withConnection(url, work);

const WORKSPACE = "00000000-0000-4000-8000-000000000001";
const BOX = {
  availableWithHistory: "00000000-0000-4000-8000-00000000000a",
  availableWithout: "00000000-0000-4000-8000-00000000000b",
  notAvailable: "00000000-0000-4000-8000-00000000000c",
};
const OBSERVED = "2026-03-04T12:00:00.000Z";
const BECAME_AVAILABLE = "2026-03-02T08:30:00.000Z";

/** A workspace, a user, three boxes, their history and a note, written as the previous release's code would. */
async function seedPreviousRelease(client: pg.Client): Promise<void> {
  await client.query(
    `INSERT INTO workspaces (id, name, slug, updated_at) VALUES ($1, 'Upgrade Drayage', 'upgrade-drayage', now())`,
    [WORKSPACE],
  );
  await client.query(
    `INSERT INTO users (id, workspace_id, email, password_hash, role, updated_at)
     VALUES (gen_random_uuid(), $1, 'dispatcher@upgrade.test', 'x', 'dispatcher', now())`,
    [WORKSPACE],
  );
  for (const [key, id] of Object.entries(BOX))
    await client.query(
      `INSERT INTO containers (id, workspace_id, upstream_id, number, bucket, bucket_rank, evaluated_at, raw, observed_at,
         available_for_pickup)
       VALUES ($1, $2, $3, $4, 'ready', 5, now(), '{}', $5, $6)`,
      [id, WORKSPACE, `up-${key}`, `UPGR${id.slice(-6)}`, OBSERVED, key !== "notAvailable"],
    );
  // The box became available two days before its last observation, then briefly was not and was again.
  for (const [observedAt, value] of [
    [BECAME_AVAILABLE, true],
    ["2026-03-03T08:30:00.000Z", false],
    ["2026-03-03T10:00:00.000Z", true],
  ] as const)
    await client.query(
      `INSERT INTO container_changes (workspace_id, container_upstream_id, field, old_value, new_value, source, observed_at)
       VALUES ($1, 'up-availableWithHistory', 'available_for_pickup', $2, $3, 'sync', $4)`,
      [WORKSPACE, JSON.stringify(!value), JSON.stringify(value), observedAt],
    );
  await client.query(
    `INSERT INTO container_notes (id, workspace_id, container_id, body) VALUES (gen_random_uuid(), $1, $2, 'Call the trucker')`,
    [WORKSPACE, BOX.availableWithHistory],
  );
}

describe("upgrading from the previous release's schema", () => {
  let known: string[] = [];
  let previous = "";

  beforeAll(async () => {
    known = await knownMigrationNames();
    previous = known[known.indexOf(FIRST_AFTER_PREVIOUS) - 1] ?? "";
    await recreateDatabase(url);
  });

  afterAll(async () => {
    const admin = new URL(url);
    admin.pathname = "/postgres";
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
    await client.end();
  });

  it("migrates a database with data forward, keeping every row and backfilling the new columns", async () => {
    const before = await applyMigrations(url, { upTo: previous });
    expect(before).toEqual(known.slice(0, known.indexOf(FIRST_AFTER_PREVIOUS)));
    await onDb(seedPreviousRelease);

    const applied = await applyMigrations(url);
    expect(applied).toEqual(known.slice(known.indexOf(FIRST_AFTER_PREVIOUS)));
    expect(applied.length).toBeGreaterThanOrEqual(3);

    const boxes = await onDb(
      async (client) =>
        (
          await client.query<{
            id: string;
            first_available_at: Date | null;
            extension_days_line: number;
            days_due: Date | null;
          }>(
            `SELECT c.id, c.first_available_at, c.extension_days_line, s.due_at AS days_due
             FROM containers c LEFT JOIN container_day_state s ON s.container_id = c.id ORDER BY c.id`,
          )
        ).rows,
    );
    expect(boxes.map((box) => [box.id, box.first_available_at?.toISOString() ?? null])).toEqual([
      // 20261127192500_first_available_from_history: the first time its history shows it available…
      [BOX.availableWithHistory, BECAME_AVAILABLE],
      // …else its last observation; a box not available has none.
      [BOX.availableWithout, OBSERVED],
      [BOX.notAvailable, null],
    ]);
    // New columns take their defaults, and every box is due for its day records (20261127185452_day_records).
    expect(boxes.map((box) => box.extension_days_line)).toEqual([0, 0, 0]);
    expect(boxes.map((box) => box.days_due?.getTime())).toEqual([0, 0, 0]);
    const counts = await onDb(
      async (client) =>
        (
          await client.query<{ changes: string; notes: string; users: string }>(
            `SELECT (SELECT count(*) FROM container_changes) AS changes, (SELECT count(*) FROM container_notes) AS notes,
               (SELECT count(*) FROM users) AS users`,
          )
        ).rows[0],
    );
    expect(counts).toEqual({ changes: "3", notes: "1", users: "1" });
  }, 120_000);

  it("refuses a database a newer Quayside has migrated, and changes nothing", async () => {
    await onDb((client) =>
      client.query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
         VALUES (gen_random_uuid()::text, 'future', $1, now(), now(), 1)`,
        [FROM_THE_FUTURE],
      ),
    );
    await expect(applyMigrations(url)).rejects.toThrow(
      `The database is newer than this code: it has migration(s) this version of Quayside does not know ` +
        `(${FROM_THE_FUTURE}). Nothing was changed. Upgrade Quayside to a version that has them or restore a ` +
        `backup taken with this version.`,
    );
    expect(await onDb(readAppliedMigrations)).toEqual([...known, FROM_THE_FUTURE]);
  });
});
