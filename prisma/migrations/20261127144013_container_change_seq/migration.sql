-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "change_seq" BIGSERIAL NOT NULL;

-- CreateIndex
CREATE INDEX "containers_workspace_id_change_seq_idx" ON "containers"("workspace_id", "change_seq");

-- A row's change_seq moves on when a reader could see the change: every column but the periodic passes'
-- bookkeeping (when it was evaluated and is due again, the alert passes' marks, when it was last fetched or asked
-- to settle). Comparing whole rows once the bookkeeping is copied across keeps the list of what readers see out of
-- this trigger, so a new column counts as visible by default.
-- The migration engine splits a script at every semicolon, even inside quotes, so the body's are written \073.
CREATE FUNCTION containers_change_seq() RETURNS trigger LANGUAGE plpgsql AS E'
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
  seen.change_seq := NEW.change_seq\073
  IF seen IS DISTINCT FROM NEW THEN
    NEW.change_seq := nextval(''containers_change_seq_seq'')\073
  END IF\073
  RETURN NEW\073
END ';

CREATE TRIGGER containers_change_seq BEFORE UPDATE ON containers
  FOR EACH ROW EXECUTE FUNCTION containers_change_seq();
