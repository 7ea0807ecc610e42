-- AlterTable
ALTER TABLE "alert_box_states" DROP COLUMN "observed_key";
