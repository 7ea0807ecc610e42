-- CreateEnum
CREATE TYPE "PerDiemDayKind" AS ENUM ('calendar', 'working');

-- DropIndex
DROP INDEX "containers_workspace_id_bucket_rank_governing_lfd_date_fees_idx";

-- AlterTable
ALTER TABLE "workspace_settings" ALTER COLUMN "lfd_rule" DROP NOT NULL,
ALTER COLUMN "lfd_rule" DROP DEFAULT;

-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "blocking_holds" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "governing_lfd_zone" TEXT,
ADD COLUMN     "lens_mask" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lenses" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "money_at_risk" DOUBLE PRECISION,
ADD COLUMN     "return_by_date" DATE,
ADD COLUMN     "urgency_date" DATE;

-- CreateTable
CREATE TABLE "per_diem_tariffs" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "line_scac" TEXT NOT NULL,
    "equipment_length" INTEGER,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "free_days" INTEGER NOT NULL,
    "day_kind" "PerDiemDayKind" NOT NULL,
    "tiers" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "per_diem_tariffs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "per_diem_tariffs_workspace_id_line_scac_idx" ON "per_diem_tariffs"("workspace_id", "line_scac");

-- CreateIndex
CREATE INDEX "containers_workspace_id_bucket_rank_urgency_date_fees_poste_idx" ON "containers"("workspace_id", "bucket_rank", "urgency_date", "fees_posted", "number");

-- CreateIndex
CREATE INDEX "containers_workspace_id_money_at_risk_idx" ON "containers"("workspace_id", "money_at_risk");

-- CreateIndex
CREATE INDEX "containers_lenses_idx" ON "containers" USING GIN ("lenses");

-- AddForeignKey
ALTER TABLE "per_diem_tariffs" ADD CONSTRAINT "per_diem_tariffs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The LFD rule's default became `earliest` (product.md v2). v1 wrote its default ('service') into every
-- workspace that saved any setting, so a stored 'service' cannot be told from "never chose": those take the
-- new default (NULL). An explicit 'earliest' is kept, and an admin who wants 'service' picks it again.
UPDATE "workspace_settings" SET "lfd_rule" = NULL WHERE "lfd_rule" = 'service';

-- One per-diem tariff per line and size, the "every size" tariff (NULL) included.
CREATE UNIQUE INDEX "per_diem_tariffs_workspace_id_line_scac_equipment_length_key" ON "per_diem_tariffs"("workspace_id", "line_scac", "equipment_length") NULLS NOT DISTINCT;
