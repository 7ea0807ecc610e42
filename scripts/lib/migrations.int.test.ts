import { readFile } from "node:fs/promises";

import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { env } from "@/lib/env.mjs";

import { recreateDatabase } from "./local-runtime";
import { applyMigrations, diffSchemas, SCHEMA_PATH } from "./migrations";

// The catalog of a database as comparable text: enums, columns, constraints and indexes of the public
// schema, without Prisma's own bookkeeping table.
type Catalog = { enums: string[]; columns: string[]; constraints: string[]; indexes: string[] };

async function describeCatalog(url: string): Promise<Catalog> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = async (sql: string) => (await client.query<{ line: string }>(sql)).rows.map((row) => row.line);
    return {
      enums: await rows(`select t.typname || ':' || string_agg(e.enumlabel, ',' order by e.enumsortorder) as line
        from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
        where n.nspname = 'public' group by t.typname order by 1`),
      columns:
        await rows(`select table_name || '.' || column_name || ' ' || udt_name || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
        from information_schema.columns where table_schema = 'public' and table_name <> '_prisma_migrations' order by 1`),
      constraints:
        await rows(`select c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as line
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.conrelid::regclass::text <> '_prisma_migrations' order by 1`),
      indexes: await rows(
        `select indexdef as line from pg_indexes where schemaname = 'public' and tablename <> '_prisma_migrations' order by 1`,
      ),
    };
  } finally {
    await client.end();
  }
}

const HAND_WRITTEN_INDEXES = [
  // One open-ended tariff version per line (or terminal) and size, where "no size" (NULL) is one value too
  // (20261128055550_tariff_versions).
  "CREATE UNIQUE INDEX per_diem_tariffs_open_version_key ON public.per_diem_tariffs USING btree (workspace_id, line_scac, equipment_length) NULLS NOT DISTINCT WHERE (effective_to IS NULL)",
  "CREATE UNIQUE INDEX tariffs_open_version_key ON public.tariffs USING btree (workspace_id, scope, scope_key, equipment_length) NULLS NOT DISTINCT WHERE (effective_to IS NULL)",
  // The board's money sort, its amount NULLS LAST (20261128055550_tariff_versions).
  "CREATE INDEX containers_money_sort_idx ON public.containers USING btree (workspace_id, money_at_risk_rank, money_at_risk_currency, money_at_risk DESC NULLS LAST, number, id)",
  // The alerts' change pass's feed: pending boxes and states owed a look (20261127114831_container_clock_pass_at).
  "CREATE INDEX alert_box_states_recheck_idx ON public.alert_box_states USING btree (workspace_id) WHERE ((trusted ->> 'recheckAt'::text) IS NOT NULL)",
  "CREATE INDEX containers_alert_pending_idx ON public.containers USING btree (workspace_id) WHERE alert_pending",
  // The board at size (20261127150500_board_at_scale_indexes): its aggregates over the boxes on it.
  "CREATE INDEX containers_on_board_idx ON public.containers USING btree (workspace_id, bucket, lens_mask, blocking_holds) WHERE ((bucket <> 'done'::text) AND (gone_upstream_at IS NULL))",
  // Search by any part of a number (20261127153621_container_search).
  "CREATE INDEX container_search_number_trgm_idx ON public.container_search USING gin (number gin_trgm_ops)",
  "CREATE INDEX container_search_bill_of_lading_trgm_idx ON public.container_search USING gin (bill_of_lading gin_trgm_ops)",
  "CREATE INDEX container_search_ref_numbers_trgm_idx ON public.container_search USING gin (ref_numbers gin_trgm_ops)",
  // The boxes whose hazmat the account's custom field says, for the filter and the sweep (20261128031335_arrival_facts).
  "CREATE INDEX containers_hazmat_idx ON public.containers USING btree (workspace_id, hazmat) WHERE (hazmat IS NOT NULL)",
];

/** CHECK constraints the schema language cannot express, written by hand into their migration: each must exist. */
const HAND_WRITTEN_CONSTRAINTS = [
  // What a history row records (20261128055415_container_changes_kind, lib/domain/days/history-fields.ts).
  "container_changes container_changes_kind_check CHECK ((kind = ANY (ARRAY['change'::text, 'initial'::text, 'late'::text, 'late_end'::text]))) NOT VALID",
];

/** Triggers written by hand into their migration (the schema language has none): each must exist. */
const HAND_WRITTEN_TRIGGERS = [
  // Day records are append-only (20261127181319_day_records).
  "container_days container_days_append_only",
  "containers containers_change_seq",
  "containers containers_clock_pass_due",
  "containers containers_search_insert",
  "containers containers_search_update",
];

function sibling(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

describe("migrations", () => {
  const migratedUrl = sibling(env.DATABASE_URL ?? "", "quayside_test_migrated");
  const fromSchemaUrl = sibling(env.DATABASE_URL ?? "", "quayside_test_from_schema");

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: sibling(env.DATABASE_URL ?? "", "postgres") });
    await admin.connect();
    await admin.query('drop database if exists "quayside_test_migrated" with (force)');
    await admin.query('drop database if exists "quayside_test_from_schema" with (force)');
    await admin.end();
  });

  it("produce exactly the schema described by schema.prisma", async () => {
    await recreateDatabase(migratedUrl);
    await recreateDatabase(fromSchemaUrl);

    const applied = await applyMigrations(migratedUrl);
    expect(applied.length).toBeGreaterThan(0);

    // The reference: the whole schema.prisma applied to an empty database in one step.
    const sql = await diffSchemas(fromSchemaUrl, null, await readFile(SCHEMA_PATH, "utf8"));
    const client = new pg.Client({ connectionString: fromSchemaUrl });
    await client.connect();
    await client.query(sql);
    await client.end();

    const [migrated, reference] = await Promise.all([describeCatalog(migratedUrl), describeCatalog(fromSchemaUrl)]);
    expect(reference.columns.length).toBeGreaterThan(10);
    // Indexes Prisma's schema language cannot express, written by hand into their migration: each must exist
    // exactly as listed, and nothing else may differ.
    for (const index of HAND_WRITTEN_INDEXES) expect(migrated.indexes).toContain(index);
    for (const constraint of HAND_WRITTEN_CONSTRAINTS) expect(migrated.constraints).toContain(constraint);
    const catalog = new pg.Client({ connectionString: migratedUrl });
    await catalog.connect();
    const triggers = (
      await catalog.query<{ line: string }>(
        "select tgrelid::regclass::text || ' ' || tgname as line from pg_trigger where not tgisinternal order by 1",
      )
    ).rows.map((row) => row.line);
    await catalog.end();
    expect(triggers).toEqual(HAND_WRITTEN_TRIGGERS);
    expect({
      ...migrated,
      indexes: migrated.indexes.filter((line) => !HAND_WRITTEN_INDEXES.includes(line)),
      constraints: migrated.constraints.filter((line) => !HAND_WRITTEN_CONSTRAINTS.includes(line)),
    }).toEqual(reference);
  });

  it("are idempotent: a second run applies nothing", async () => {
    expect(await applyMigrations(migratedUrl)).toEqual([]);
  });
});
