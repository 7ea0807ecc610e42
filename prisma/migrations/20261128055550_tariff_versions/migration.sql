-- DropIndex
DROP INDEX "containers_workspace_id_money_at_risk_idx";

-- DropIndex
DROP INDEX "tariffs_workspace_id_idx";

-- DropIndex
DROP INDEX "tariffs_workspace_id_scope_scope_key_key";

-- AlterTable
ALTER TABLE "workspace_settings" ADD COLUMN     "currency" TEXT NOT NULL DEFAULT 'USD';

-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "fees_posted_currency" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "fees_posted_rank" INTEGER NOT NULL DEFAULT 2,
ADD COLUMN     "money_at_risk_currency" TEXT,
ADD COLUMN     "money_at_risk_rank" INTEGER;

-- AlterTable
ALTER TABLE "tariffs" ADD COLUMN     "created_by_id" UUID,
ADD COLUMN     "created_by_label" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "effective_from" DATE NOT NULL DEFAULT '2000-01-01'::date,
ADD COLUMN     "effective_to" DATE,
ADD COLUMN     "equipment_length" INTEGER,
ADD COLUMN     "tariff_id" UUID,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "per_diem_tariffs" ADD COLUMN     "created_by_id" UUID,
ADD COLUMN     "created_by_label" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "effective_from" DATE NOT NULL DEFAULT '2000-01-01'::date,
ADD COLUMN     "effective_to" DATE,
ADD COLUMN     "tariff_id" UUID,
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- Every tariff saved before versions were kept becomes its own version 1, in force from the far past (the
-- column default, lib/domain/tariff-version.ts TARIFF_EPOCH) and open-ended, under its own id.
UPDATE "tariffs" SET "tariff_id" = "id";
UPDATE "per_diem_tariffs" SET "tariff_id" = "id";
ALTER TABLE "tariffs" ALTER COLUMN "tariff_id" SET NOT NULL;
ALTER TABLE "per_diem_tariffs" ALTER COLUMN "tariff_id" SET NOT NULL;

-- One open-ended version per terminal or line (and size): the versions of one tariff follow each other, and two
-- tariffs never both claim the same boxes from now on. Ended versions stay as evidence beside them.
DROP INDEX "per_diem_tariffs_workspace_id_line_scac_equipment_length_key";
CREATE UNIQUE INDEX "per_diem_tariffs_open_version_key" ON "per_diem_tariffs"("workspace_id", "line_scac", "equipment_length") NULLS NOT DISTINCT WHERE "effective_to" IS NULL;
CREATE UNIQUE INDEX "tariffs_open_version_key" ON "tariffs"("workspace_id", "scope", "scope_key", "equipment_length") NULLS NOT DISTINCT WHERE "effective_to" IS NULL;

-- The board's money sort (lib/server/containers/sort.ts): the workspace currency first, each other currency
-- apart, most money first within one, then the number and id. NULLS LAST on the amount as the sort asks, which
-- the schema language cannot say, so the order is read from the index with no sort step.
CREATE INDEX "containers_money_sort_idx" ON "containers"("workspace_id", "money_at_risk_rank", "money_at_risk_currency", "money_at_risk" DESC NULLS LAST, "number", "id");

-- Money at risk and posted fees were sums across currencies. Until each box is evaluated again (due now, so
-- the next pass of the re-evaluation job) they are read as amounts in the default currency.
UPDATE "containers" SET
  "money_at_risk_rank" = CASE WHEN "money_at_risk" IS NULL THEN NULL ELSE 0 END,
  "money_at_risk_currency" = CASE WHEN "money_at_risk" IS NULL THEN NULL ELSE 'USD' END,
  "fees_posted_rank" = CASE WHEN "fees_posted" <> 0 THEN 0 ELSE 2 END,
  "fees_posted_currency" = CASE WHEN "fees_posted" <> 0 THEN 'USD' ELSE '' END,
  "reevaluate_at" = 'epoch'::timestamptz;

-- CreateIndex
CREATE INDEX "tariffs_workspace_id_scope_scope_key_idx" ON "tariffs"("workspace_id", "scope", "scope_key");

-- CreateIndex
CREATE INDEX "tariffs_workspace_id_tariff_id_idx" ON "tariffs"("workspace_id", "tariff_id");

-- CreateIndex
CREATE INDEX "per_diem_tariffs_workspace_id_tariff_id_idx" ON "per_diem_tariffs"("workspace_id", "tariff_id");
