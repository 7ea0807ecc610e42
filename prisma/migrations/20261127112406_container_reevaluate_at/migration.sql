-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "reevaluate_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "containers_workspace_id_reevaluate_at_idx" ON "containers"("workspace_id", "reevaluate_at");

-- Boxes evaluated before this column existed are due at once: the next re-evaluation gives each its instant.
UPDATE "containers" SET "reevaluate_at" = "evaluated_at";
