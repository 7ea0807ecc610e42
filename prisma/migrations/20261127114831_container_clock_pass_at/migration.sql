-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "alert_pending" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "clock_pass_at" TIMESTAMPTZ(3) DEFAULT '1970-01-01 00:00:00+00'::timestamptz;

-- AlterTable
ALTER TABLE "workspace_syncs" ADD COLUMN     "last_clock_pass_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "containers_workspace_id_clock_pass_at_idx" ON "containers"("workspace_id", "clock_pass_at");

-- Any write that changes what alerts read about a box (lib/server/alerts/load-boxes.ts) makes the box due for the
-- next clock pass and pending for the change pass, whoever the writer is (sync, webhook, recompute, a shipment's
-- copy, a box listed again). The passes themselves write only clock_pass_at and alert_pending.
-- The migration engine splits a script at every semicolon, even inside quotes, so the body's are written \073.
CREATE FUNCTION containers_clock_pass_due() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF (NEW.number, NEW.bucket, NEW.flag_ready, NEW.flag_urgency_unknown, NEW.flag_stale, NEW.governing_lfd_date,
      NEW.lfd_source, NEW.lfd_line, NEW.lfd_terminal, NEW.lfd_rail, NEW.pod_timezone, NEW.final_destination_timezone,
      NEW.holds, NEW.fees, NEW.pod_arrived_at, NEW.pod_discharged_at, NEW.available_for_pickup,
      NEW.terminal_checked_at, NEW.line_tracking_stopped_at, NEW.terminal_name, NEW.current_status,
      NEW.empty_terminated_at, NEW.pod_full_out_at, NEW.final_destination_full_out_at, NEW.pod_rail_loaded_at,
      NEW.pod_rail_departed_at, NEW.ind_ata_at, NEW.ind_rail_unloaded_at, NEW.return_by_date, NEW.gone_upstream_at)
    IS DISTINCT FROM
     (OLD.number, OLD.bucket, OLD.flag_ready, OLD.flag_urgency_unknown, OLD.flag_stale, OLD.governing_lfd_date,
      OLD.lfd_source, OLD.lfd_line, OLD.lfd_terminal, OLD.lfd_rail, OLD.pod_timezone, OLD.final_destination_timezone,
      OLD.holds, OLD.fees, OLD.pod_arrived_at, OLD.pod_discharged_at, OLD.available_for_pickup,
      OLD.terminal_checked_at, OLD.line_tracking_stopped_at, OLD.terminal_name, OLD.current_status,
      OLD.empty_terminated_at, OLD.pod_full_out_at, OLD.final_destination_full_out_at, OLD.pod_rail_loaded_at,
      OLD.pod_rail_departed_at, OLD.ind_ata_at, OLD.ind_rail_unloaded_at, OLD.return_by_date, OLD.gone_upstream_at)
  THEN
    NEW.clock_pass_at := ''epoch''::timestamptz\073
    NEW.alert_pending := true\073
  END IF\073
  RETURN NEW\073
END ';

CREATE TRIGGER containers_clock_pass_due BEFORE UPDATE ON containers
  FOR EACH ROW EXECUTE FUNCTION containers_clock_pass_due();

-- The change pass's feed: the boxes pending, and the states whose cool-down asks for another look.
CREATE INDEX "containers_alert_pending_idx" ON "containers"("workspace_id") WHERE "alert_pending";
CREATE INDEX "alert_box_states_recheck_idx" ON "alert_box_states"("workspace_id") WHERE ("trusted"->>'recheckAt') IS NOT NULL;
