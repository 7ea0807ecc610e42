-- AlterTable
ALTER TABLE "alert_settings" ADD COLUMN     "email_window_minutes" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "alert_deliveries" ADD COLUMN     "group_id" UUID;

-- CreateIndex
CREATE INDEX "alert_deliveries_group_id_idx" ON "alert_deliveries"("group_id");

-- Arrival alerts (ETA changed, vessel arrived, discharged) read the box's ETA: a change of it (a shipment's new
-- ETA copied onto its boxes) makes the box pending for the change pass like every other column alerts read.
-- The migration engine splits a script at every semicolon, even inside quotes, so the body's are written \073.
CREATE OR REPLACE FUNCTION containers_clock_pass_due() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF (NEW.number, NEW.bucket, NEW.flag_ready, NEW.flag_urgency_unknown, NEW.flag_stale, NEW.governing_lfd_date,
      NEW.lfd_source, NEW.lfd_line, NEW.lfd_terminal, NEW.lfd_rail, NEW.pod_timezone, NEW.final_destination_timezone,
      NEW.holds, NEW.fees, NEW.pod_arrived_at, NEW.pod_discharged_at, NEW.available_for_pickup,
      NEW.terminal_checked_at, NEW.line_tracking_stopped_at, NEW.terminal_name, NEW.current_status,
      NEW.empty_terminated_at, NEW.pod_full_out_at, NEW.final_destination_full_out_at, NEW.pod_rail_loaded_at,
      NEW.pod_rail_departed_at, NEW.ind_ata_at, NEW.ind_rail_unloaded_at, NEW.return_by_date, NEW.gone_upstream_at,
      NEW.pod_eta_at)
    IS DISTINCT FROM
     (OLD.number, OLD.bucket, OLD.flag_ready, OLD.flag_urgency_unknown, OLD.flag_stale, OLD.governing_lfd_date,
      OLD.lfd_source, OLD.lfd_line, OLD.lfd_terminal, OLD.lfd_rail, OLD.pod_timezone, OLD.final_destination_timezone,
      OLD.holds, OLD.fees, OLD.pod_arrived_at, OLD.pod_discharged_at, OLD.available_for_pickup,
      OLD.terminal_checked_at, OLD.line_tracking_stopped_at, OLD.terminal_name, OLD.current_status,
      OLD.empty_terminated_at, OLD.pod_full_out_at, OLD.final_destination_full_out_at, OLD.pod_rail_loaded_at,
      OLD.pod_rail_departed_at, OLD.ind_ata_at, OLD.ind_rail_unloaded_at, OLD.return_by_date, OLD.gone_upstream_at,
      OLD.pod_eta_at)
  THEN
    NEW.clock_pass_at := ''epoch''::timestamptz\073
    NEW.alert_pending := true\073
  END IF\073
  RETURN NEW\073
END ';

-- New box kinds: whoever chose to hear of a box's LFD changes (the role defaults My boxes and Boxes I watch)
-- hears of its arrival facts too.
UPDATE "alert_subscriptions"
SET "kinds" = "kinds" || ARRAY(SELECT k FROM unnest(ARRAY['eta_changed', 'vessel_arrived', 'discharged']) AS k WHERE NOT (k = ANY("kinds")))
WHERE 'lfd_changed' = ANY("kinds");
