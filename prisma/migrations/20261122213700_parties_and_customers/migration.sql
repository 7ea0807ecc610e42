-- AlterTable
ALTER TABLE "shipments" ADD COLUMN     "customer_party_upstream_id" TEXT;

-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "customer_party_upstream_id" TEXT;

-- CreateTable
CREATE TABLE "parties" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "raw" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "parties_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "parties_workspace_id_upstream_id_key" ON "parties"("workspace_id", "upstream_id");

-- CreateIndex
CREATE INDEX "containers_workspace_id_customer_party_upstream_id_idx" ON "containers"("workspace_id", "customer_party_upstream_id");

-- AddForeignKey
ALTER TABLE "parties" ADD CONSTRAINT "parties_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
