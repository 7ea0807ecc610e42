-- CreateEnum
CREATE TYPE "TariffScope" AS ENUM ('terminal', 'line');

-- CreateTable
CREATE TABLE "tariffs" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "scope" "TariffScope" NOT NULL,
    "scope_key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "free_days" INTEGER NOT NULL,
    "tiers" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tariffs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tariffs_workspace_id_idx" ON "tariffs"("workspace_id");

-- CreateIndex
CREATE UNIQUE INDEX "tariffs_workspace_id_scope_scope_key_key" ON "tariffs"("workspace_id", "scope", "scope_key");

-- AddForeignKey
ALTER TABLE "tariffs" ADD CONSTRAINT "tariffs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
