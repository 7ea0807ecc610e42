-- AlterTable
ALTER TABLE "alert_deliveries" ADD COLUMN     "lease_token" UUID;

-- CreateIndex
CREATE INDEX "alert_deliveries_workspace_id_channel_status_next_attempt_a_idx" ON "alert_deliveries"("workspace_id", "channel", "status", "next_attempt_at");
