// What a backup and a restore read from PostgreSQL's catalog about the `public` schema: the tables with the
// columns a COPY carries, in an order where every table comes after those its foreign keys point at, and the
// sequences. Prisma's own `_prisma_migrations` is left out: a restore rebuilds it by applying the migrations.
import type pg from "pg";

import { quoteIdent } from "./backup-archive-format";

export type CatalogTable = { name: string; columns: string[] };
export type CatalogSequence = {
  name: string;
  lastValue: string | null;
  owner: { table: string; column: string } | null;
};

const MIGRATIONS_TABLE = "_prisma_migrations";

/** Orders tables so each follows the ones it references (a cycle, if one ever appears, is cut by name). */
export function parentsFirst(names: string[], references: { child: string; parent: string }[]): string[] {
  const waitingOn = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references)
    if (child !== parent && waitingOn.has(parent)) waitingOn.get(child)?.add(parent);
  const ordered: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, parents]) => parents.size === 0).map(([name]) => name);
    const next = ready.length > 0 ? ready.sort() : [[...waitingOn.keys()].sort()[0] ?? ""];
    for (const name of next) {
      ordered.push(name);
      waitingOn.delete(name);
      for (const parents of waitingOn.values()) parents.delete(name);
    }
  }
  return ordered;
}

/** The ordinary tables of `public` and their stored columns (generated ones are computed again on load). */
export async function publicTables(client: pg.Client): Promise<CatalogTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r' AND c.relname <> $1
       AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     GROUP BY c.relname`,
    [MIGRATIONS_TABLE],
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT child.relname AS child, parent.relname AS parent FROM pg_constraint f
     JOIN pg_class child ON child.oid = f.conrelid JOIN pg_class parent ON parent.oid = f.confrelid
     WHERE f.contype = 'f' AND f.connamespace = 'public'::regnamespace`,
  );
  const columns = new Map(rows.map((row) => [row.name, row.columns]));
  return parentsFirst([...columns.keys()], references).map((name) => ({ name, columns: columns.get(name) ?? [] }));
}

/** Whether each table holds any row, without counting them. */
export async function tablesWithRows(client: pg.Client, tables: CatalogTable[]): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of tables) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${quoteIdent(name)} LIMIT 1`);
    if ((rowCount ?? 0) > 0) found.push(name);
  }
  return found;
}

/** The sequences of `public`, their current values, and the column each one numbers (if any). */
export async function publicSequences(client: pg.Client): Promise<CatalogSequence[]> {
  const { rows } = await client.query<{
    name: string;
    last_value: string | null;
    tbl: string | null;
    col: string | null;
  }>(
    `SELECT s.sequencename AS name, s.last_value::text AS last_value, t.relname AS tbl, a.attname AS col
     FROM pg_sequences s
     JOIN pg_class sc ON sc.relname = s.sequencename AND sc.relnamespace = 'public'::regnamespace
     LEFT JOIN pg_depend d ON d.objid = sc.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
       AND d.refclassid = 'pg_class'::regclass
     LEFT JOIN pg_class t ON t.oid = d.refobjid
     LEFT JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
     WHERE s.schemaname = 'public' ORDER BY s.sequencename`,
  );
  return rows.map((row) => ({
    name: row.name,
    lastValue: row.last_value,
    owner: row.tbl && row.col ? { table: row.tbl, column: row.col } : null,
  }));
}

/** The server's major version (18 for 18.4). */
export async function serverMajor(client: pg.Client): Promise<{ major: number; version: string }> {
  const [row] = (
    await client.query<{ num: string; version: string }>(
      "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS version",
    )
  ).rows;
  return { major: Math.floor(Number(row?.num ?? 0) / 10_000), version: row?.version ?? "" };
}
