// A restore builds the secondary indexes after the rows are in: one sorted build per index is several times
// faster than inserting a million rows into each index one by one (the search's trigram indexes most of all).
// Indexes that back a primary key or unique constraint stay, so the load still refuses a duplicate.
import type pg from "pg";

/** Drops the public schema's indexes that back no constraint; returns the statements that build them again. */
export async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT quote_ident(ic.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     WHERE ic.relnamespace = 'public'::regnamespace
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid)
     ORDER BY ic.relname`,
  );
  for (const { name } of rows) await client.query(`DROP INDEX public.${name}`);
  return rows.map((row) => row.definition);
}

export async function buildIndexes(client: pg.Client, definitions: string[]): Promise<void> {
  // Room to sort in memory, for this transaction only.
  await client.query("SET LOCAL maintenance_work_mem = '256MB'");
  for (const definition of definitions) await client.query(definition);
}
