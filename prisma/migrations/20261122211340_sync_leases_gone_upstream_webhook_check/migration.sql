-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "gone_upstream_at" TIMESTAMPTZ(3),
ADD COLUMN     "observed_seq" BIGINT;

-- AlterTable
ALTER TABLE "workspace_syncs" ADD COLUMN     "sync_cursor" JSONB,
ADD COLUMN     "webhook_checked_at" TIMESTAMPTZ(3),
ADD COLUMN     "webhook_reregister_reason" TEXT,
ADD COLUMN     "webhook_reregistered_at" TIMESTAMPTZ(3);
