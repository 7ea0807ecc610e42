-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "settle_requested_at" TIMESTAMPTZ(3);
