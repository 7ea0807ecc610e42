-- What each history row records: a change, a box's first observation, an older delivery kept as evidence (late)
-- and the value observed after it (late_end). Every row written so far is a change. A constant default adds the
-- column without rewriting the table.
ALTER TABLE "container_changes" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'change';
ALTER TABLE "container_changes" ADD CONSTRAINT "container_changes_kind_check"
  CHECK ("kind" IN ('change', 'initial', 'late', 'late_end')) NOT VALID;

-- The drawer's history a page at a time, newest first (keyset by observed_at and id).
CREATE INDEX "container_changes_workspace_id_container_upstream_id_observ_idx" ON "container_changes"("workspace_id", "container_upstream_id", "observed_at", "id");
