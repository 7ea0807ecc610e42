-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "first_observed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "container_days" (
    "id" BIGSERIAL NOT NULL,
    "workspace_id" UUID NOT NULL,
    "container_id" UUID NOT NULL,
    "container_number" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "zone" TEXT NOT NULL,
    "phase" TEXT NOT NULL,
    "record" JSONB NOT NULL,
    "content_hash" TEXT NOT NULL,
    "reconstructed" BOOLEAN NOT NULL,
    "supersedes_id" BIGINT,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "container_days_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "container_day_state" (
    "container_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "days_through" DATE,
    "due_at" TIMESTAMPTZ(3),
    "dirty_from" DATE,

    CONSTRAINT "container_day_state_pkey" PRIMARY KEY ("container_id")
);

-- CreateTable
CREATE TABLE "container_check_days" (
    "container_id" UUID NOT NULL,
    "date" DATE NOT NULL,
    "workspace_id" UUID NOT NULL,
    "first_at" TIMESTAMPTZ(3) NOT NULL,
    "last_at" TIMESTAMPTZ(3) NOT NULL,
    "checks" INTEGER NOT NULL,

    CONSTRAINT "container_check_days_pkey" PRIMARY KEY ("container_id","date")
);

-- CreateIndex
CREATE INDEX "container_days_workspace_id_container_id_date_id_idx" ON "container_days"("workspace_id", "container_id", "date", "id");

-- CreateIndex
CREATE INDEX "container_days_workspace_id_date_idx" ON "container_days"("workspace_id", "date");

-- CreateIndex
CREATE INDEX "container_day_state_workspace_id_due_at_idx" ON "container_day_state"("workspace_id", "due_at");

-- CreateIndex
CREATE INDEX "container_check_days_workspace_id_idx" ON "container_check_days"("workspace_id");

-- AddForeignKey
ALTER TABLE "container_days" ADD CONSTRAINT "container_days_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_day_state" ADD CONSTRAINT "container_day_state_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_day_state" ADD CONSTRAINT "container_day_state_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "containers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_check_days" ADD CONSTRAINT "container_check_days_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Day records are append-only (product.md): a late observation adds a correction, it never rewrites a day.
-- The migration engine splits a script at every semicolon, even inside quotes, so the body's are written \073.
CREATE FUNCTION container_days_append_only() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  RAISE EXCEPTION ''day records are append-only: add a correction instead of updating record %'', OLD.id\073
END ';

CREATE TRIGGER container_days_append_only BEFORE UPDATE ON container_days
  FOR EACH ROW EXECUTE FUNCTION container_days_append_only();

-- Boxes already cached get their days written (reconstructed) by the first pass.
INSERT INTO container_day_state (container_id, workspace_id, due_at)
SELECT id, workspace_id, 'epoch'::timestamptz FROM containers;
