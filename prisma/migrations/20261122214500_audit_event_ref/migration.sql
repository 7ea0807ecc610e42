-- AlterTable
ALTER TABLE "audit_events" ADD COLUMN     "ref" TEXT;
