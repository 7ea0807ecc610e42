-- AlterTable
ALTER TABLE "alert_preferences" ADD COLUMN     "email_changed_at" TIMESTAMPTZ(3);
