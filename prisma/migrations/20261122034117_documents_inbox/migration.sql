-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "classification_notes" TEXT,
ADD COLUMN     "container_upstream_ids" TEXT[],
ADD COLUMN     "content_type" TEXT,
ADD COLUMN     "end_page" INTEGER,
ADD COLUMN     "extraction_failed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "file_name" TEXT,
ADD COLUMN     "manual_type" TEXT,
ADD COLUMN     "processing_state" TEXT NOT NULL DEFAULT 'uploaded',
ADD COLUMN     "references" TEXT[],
ADD COLUMN     "shipment_upstream_ids" TEXT[],
ADD COLUMN     "size_bytes" BIGINT,
ADD COLUMN     "source" TEXT,
ADD COLUMN     "start_page" INTEGER,
ADD COLUMN     "system_type" TEXT,
ADD COLUMN     "uploaded_by_user_id" UUID,
ADD COLUMN     "upstream_updated_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "email_submissions" ADD COLUMN     "documents_count" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "in_reply_to" TEXT,
ADD COLUMN     "message_id" TEXT,
ADD COLUMN     "sent_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "documents_workspace_id_parent_upstream_id_idx" ON "documents"("workspace_id", "parent_upstream_id");

-- CreateIndex
CREATE INDEX "documents_workspace_id_upstream_created_at_id_idx" ON "documents"("workspace_id", "upstream_created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "documents_workspace_id_document_type_idx" ON "documents"("workspace_id", "document_type");

-- CreateIndex
CREATE INDEX "documents_references_idx" ON "documents" USING GIN ("references");

-- CreateIndex
CREATE INDEX "email_submissions_workspace_id_sent_at_id_idx" ON "email_submissions"("workspace_id", "sent_at" DESC, "id");

-- CreateIndex
CREATE INDEX "email_submissions_workspace_id_message_id_idx" ON "email_submissions"("workspace_id", "message_id");
