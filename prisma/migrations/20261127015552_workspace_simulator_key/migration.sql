-- AlterTable
ALTER TABLE "workspace_settings" ADD COLUMN     "simulator_key" TEXT;
