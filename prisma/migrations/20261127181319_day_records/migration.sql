-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "day_due_at" TIMESTAMPTZ(3),
ADD COLUMN     "first_observed_at" TIMESTAMPTZ(3),
ADD COLUMN     "days_dirty_from" DATE,
ADD COLUMN     "days_through" DATE;

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
CREATE INDEX "container_check_days_workspace_id_idx" ON "container_check_days"("workspace_id");

-- CreateIndex
CREATE INDEX "containers_workspace_id_day_due_at_idx" ON "containers"("workspace_id", "day_due_at");

-- AddForeignKey
ALTER TABLE "container_days" ADD CONSTRAINT "container_days_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

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

-- The day-record writer's bookkeeping (days_through, day_due_at, days_dirty_from) is not a change readers see.
CREATE OR REPLACE FUNCTION containers_change_seq() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  seen containers\073
BEGIN
  seen := OLD\073
  seen.clock_pass_at := NEW.clock_pass_at\073
  seen.alert_pending := NEW.alert_pending\073
  seen.evaluated_at := NEW.evaluated_at\073
  seen.reevaluate_at := NEW.reevaluate_at\073
  seen.fetched_at := NEW.fetched_at\073
  seen.settle_requested_at := NEW.settle_requested_at\073
  seen.days_through := NEW.days_through\073
  seen.day_due_at := NEW.day_due_at\073
  seen.days_dirty_from := NEW.days_dirty_from\073
  seen.change_seq := NEW.change_seq\073
  IF seen IS DISTINCT FROM NEW THEN
    NEW.change_seq := nextval(''containers_change_seq_seq'')\073
  END IF\073
  RETURN NEW\073
END ';
