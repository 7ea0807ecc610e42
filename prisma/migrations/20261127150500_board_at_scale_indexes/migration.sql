-- The board at a real account's size (issue 22): most boxes are history, so the board's aggregates read a narrow
-- index of the boxes on it instead of the table. The predicate restates ON_THE_BOARD (lib/server/sql/board-sql.ts:
-- not in OFF_BOARD_BUCKETS, still listed). Were the two to drift, the counts would stay right and only slow down.
-- Counts per bucket and lens and the blocked boxes by hold come from one index-only GROUP BY over it.
CREATE INDEX "containers_on_board_idx" ON "containers"("workspace_id", "bucket", "lens_mask", "blocking_holds")
  WHERE "bucket" <> 'done' AND "gone_upstream_at" IS NULL;

-- Search by any part of a container, BOL or reference number (lib/server/containers/search-ids.ts): trigram
-- indexes serve `ILIKE '%…%'` from three characters on, where a pattern with a leading wildcard read every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- array_to_string is only stable (its element type could format by settings). Over text it cannot, so this
-- wrapper may be indexed. The unit separator keeps a pattern from matching across two references.
CREATE FUNCTION ref_numbers_text(text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string($1, E'\x1f');

CREATE INDEX "containers_number_trgm_idx" ON "containers" USING gin ("number" gin_trgm_ops);
CREATE INDEX "containers_bill_of_lading_trgm_idx" ON "containers" USING gin ("bill_of_lading" gin_trgm_ops);
CREATE INDEX "containers_ref_numbers_trgm_idx" ON "containers" USING gin (ref_numbers_text("ref_numbers") gin_trgm_ops);
