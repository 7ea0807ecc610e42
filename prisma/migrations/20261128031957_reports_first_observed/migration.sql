-- Reports date a box's fees at first sight by first_observed_at, the service's clock (created_at is this server's,
-- which a simulated world does not share). Boxes cached before that column existed get the earliest instant the
-- service's clock knows for them: their first recorded change, else their last observation.
UPDATE "containers" c SET "first_observed_at" = coalesce(
  (SELECT min(ch."observed_at") FROM "container_changes" ch
   WHERE ch."workspace_id" = c."workspace_id" AND ch."container_upstream_id" = c."upstream_id"),
  c."observed_at")
WHERE c."first_observed_at" IS NULL;

-- CreateIndex
CREATE INDEX "containers_workspace_id_first_observed_at_idx" ON "containers"("workspace_id", "first_observed_at");
