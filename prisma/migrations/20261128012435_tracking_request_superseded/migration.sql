-- AlterTable
ALTER TABLE "tracking_requests" ADD COLUMN     "superseded_by_id" UUID;
