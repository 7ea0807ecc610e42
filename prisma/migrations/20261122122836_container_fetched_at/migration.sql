-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "fetched_at" TIMESTAMPTZ(3);
