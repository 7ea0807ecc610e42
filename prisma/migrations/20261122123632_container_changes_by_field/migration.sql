-- DropIndex
DROP INDEX "container_changes_workspace_id_container_upstream_id_observ_idx";

-- DropIndex
DROP INDEX "container_changes_workspace_id_field_recorded_at_idx";

-- CreateIndex
CREATE INDEX "container_changes_workspace_id_container_upstream_id_field__idx" ON "container_changes"("workspace_id", "container_upstream_id", "field", "observed_at");

-- CreateIndex
CREATE INDEX "container_changes_workspace_id_field_observed_at_idx" ON "container_changes"("workspace_id", "field", "observed_at");
