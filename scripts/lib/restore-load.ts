// Loads a Quayside archive's rows into a database whose schema was just built by the migrations up to the
// archive's level: one transaction, so a failure anywhere leaves none of the rows. Triggers stay quiet for the
// load: the rows are already what the triggers made of them (container_search, change_seq), and the
// append-only guard of container_days must not judge its own history.
import type pg from "pg";
import { from as copyFrom, type CopyStreamQuery } from "pg-copy-streams";

import {
  columnList,
  END_PREFIX,
  endSchema,
  parseJson,
  quoteIdent,
  TABLE_PREFIX,
  type ArchiveManifest,
} from "./backup-archive-format";
import type { ArchiveReader } from "./backup-archive-reader";
import { publicSequences, publicTables, type CatalogTable } from "./backup-catalog";
import { openConnection } from "./backup-connection";
import { buildIndexes, dropSecondaryIndexes } from "./restore-indexes";

type Log = (line: string) => void;

/**
 * `session_replication_role = replica` silences triggers, foreign-key checks included, for this transaction. It
 * needs a superuser (or, from PostgreSQL 15, a grant on the setting); without it the tables' own triggers are
 * disabled instead (their owner may), and the foreign keys are checked, which the parents-first order satisfies.
 */
async function silenceTriggers(client: pg.Client, tables: CatalogTable[]): Promise<"replica" | "disabled"> {
  await client.query("SAVEPOINT replica_role");
  try {
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("RELEASE SAVEPOINT replica_role");
    return "replica";
  } catch (error) {
    if (!(typeof error === "object" && error !== null && "code" in error && error.code === "42501")) throw error;
    await client.query("ROLLBACK TO SAVEPOINT replica_role");
    for (const { name } of tables) await client.query(`ALTER TABLE ${quoteIdent(name)} DISABLE TRIGGER USER`);
    return "disabled";
  }
}

/** The archive's tables and columns must be exactly those the migrations built, or the rows would not fit. */
function checkSchema(manifest: ArchiveManifest, target: CatalogTable[]): void {
  const built = new Map(target.map((table) => [table.name, [...table.columns].sort().join(",")]));
  const archived = new Map(manifest.tables.map((table) => [table.name, [...table.columns].sort().join(",")]));
  const differ = [...new Set([...built.keys(), ...archived.keys()])].filter(
    (name) => built.get(name) !== archived.get(name),
  );
  if (differ.length > 0)
    throw new Error(
      `The archive's tables do not match the schema of migration ${manifest.migrationLevel} (${differ.join(", ")}): ` +
        "the file was not written by a Quayside backup of that version.",
    );
}

/** Every sequence continues after the highest value restored: the archive's value or its column's maximum. */
async function resetSequences(client: pg.Client, manifest: ArchiveManifest): Promise<void> {
  const saved = new Map(manifest.sequences.map((sequence) => [sequence.name, sequence.lastValue]));
  for (const sequence of await publicSequences(client)) {
    let value = BigInt(saved.get(sequence.name) ?? 0);
    if (sequence.owner) {
      const { table, column } = sequence.owner;
      const [row] = (
        await client.query<{ max: string | null }>(
          `SELECT max(${quoteIdent(column)})::text AS max FROM ${quoteIdent(table)}`,
        )
      ).rows;
      if (row?.max && BigInt(row.max) > value) value = BigInt(row.max);
    }
    if (value > 0n)
      await client.query("SELECT setval($1::regclass, $2::bigint)", [
        `public.${quoteIdent(sequence.name)}`,
        value.toString(),
      ]);
  }
}

/** Loads every table of the archive (read up to its manifest) into `url`; returns the rows loaded. */
export async function loadArchive(
  url: string,
  reader: ArchiveReader,
  manifest: ArchiveManifest,
  log: Log,
): Promise<number> {
  const client = await openConnection(url);
  let copy: CopyStreamQuery | null = null;
  try {
    await client.query("BEGIN");
    const target = await publicTables(client);
    checkSchema(manifest, target);
    const mode = await silenceTriggers(client, target);
    const indexes = await dropSecondaryIndexes(client);
    let rows = 0;
    for (const table of manifest.tables) {
      const header = await reader.readLine();
      if (header !== `${TABLE_PREFIX}${table.name}`)
        throw new Error(`The archive is damaged: expected the rows of ${table.name}, found "${header?.slice(0, 80)}".`);
      const started = performance.now();
      copy = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columnList(table.columns)}) FROM STDIN`));
      await reader.pipeSection(copy);
      if (copy.rowCount !== table.rows)
        throw new Error(
          `The archive is damaged: ${table.name} has ${copy.rowCount} rows, its manifest says ${table.rows}.`,
        );
      copy = null;
      rows += table.rows;
      if (table.rows > 0)
        log(`restore: ${table.name}: ${table.rows} rows (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
    const end = await reader.readLine();
    const totals = end?.startsWith(END_PREFIX) ? endSchema.safeParse(parseJson(end.slice(END_PREFIX.length))) : null;
    if (!totals?.success || totals.data.rows !== rows || totals.data.tables !== manifest.tables.length)
      throw new Error("The archive is damaged or truncated: its end does not match its manifest.");
    const started = performance.now();
    await buildIndexes(client, indexes);
    log(`restore: ${indexes.length} indexes built (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    await resetSequences(client, manifest);
    if (mode === "disabled")
      for (const { name } of target) await client.query(`ALTER TABLE ${quoteIdent(name)} ENABLE TRIGGER USER`);
    await client.query("COMMIT");
    return rows;
  } catch (error) {
    // A COPY still open must be failed first (CopyFail), or the connection cannot take the ROLLBACK.
    if (copy && !copy.destroyed) copy.destroy(error instanceof Error ? error : new Error(String(error)));
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
