-- The board at a real account's size (issue 22): most boxes are history, so the board's aggregates read a narrow
-- index of the boxes on it instead of the table. The predicate restates ON_THE_BOARD (lib/server/sql/board-sql.ts:
-- not in OFF_BOARD_BUCKETS, still listed). Were the two to drift, the counts would stay right and only slow down.
-- Counts per bucket and lens and the blocked boxes by hold come from one index-only GROUP BY over it.
CREATE INDEX "containers_on_board_idx" ON "containers"("workspace_id", "bucket", "lens_mask", "blocking_holds")
  WHERE "bucket" <> 'done' AND "gone_upstream_at" IS NULL;
