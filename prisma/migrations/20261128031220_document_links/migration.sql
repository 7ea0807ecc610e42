-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "local_part" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "merged_into_id" UUID,
ADD COLUMN     "page_end_edit" INTEGER,
ADD COLUMN     "page_start_edit" INTEGER;

-- CreateTable
CREATE TABLE "document_links" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "target_kind" TEXT NOT NULL,
    "target_upstream_id" TEXT NOT NULL,
    "target_number" TEXT NOT NULL,
    "linked" BOOLEAN NOT NULL,
    "set_by_name" TEXT NOT NULL,
    "set_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_links_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_links" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "email_id" UUID NOT NULL,
    "target_kind" TEXT NOT NULL,
    "target_upstream_id" TEXT NOT NULL,
    "target_number" TEXT NOT NULL,
    "linked" BOOLEAN NOT NULL,
    "set_by_name" TEXT NOT NULL,
    "set_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "document_links_workspace_id_target_kind_target_upstream_id_idx" ON "document_links"("workspace_id", "target_kind", "target_upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "document_links_document_id_target_kind_target_upstream_id_key" ON "document_links"("document_id", "target_kind", "target_upstream_id");

-- CreateIndex
CREATE INDEX "email_links_workspace_id_target_kind_target_upstream_id_idx" ON "email_links"("workspace_id", "target_kind", "target_upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_links_email_id_target_kind_target_upstream_id_key" ON "email_links"("email_id", "target_kind", "target_upstream_id");

-- AddForeignKey
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_links" ADD CONSTRAINT "document_links_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_links" ADD CONSTRAINT "email_links_email_id_fkey" FOREIGN KEY ("email_id") REFERENCES "email_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
