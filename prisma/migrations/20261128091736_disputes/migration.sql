-- CreateTable
CREATE TABLE "disputes" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "dispute_by" DATE NOT NULL,
    "filed_on" DATE,
    "answer_due" DATE,
    "disputed" JSONB NOT NULL,
    "credited" JSONB,
    "note" TEXT,
    "closed_on" DATE,
    "created_by_id" UUID,
    "created_by_label" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dispute_days" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "dispute_id" UUID NOT NULL,
    "line" INTEGER NOT NULL,
    "container_number" TEXT,
    "date" DATE NOT NULL,
    "kind" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "amount" DECIMAL(14,2),
    "currency" TEXT NOT NULL,
    "contested" BOOLEAN NOT NULL,
    "drop_reason" TEXT,

    CONSTRAINT "dispute_days_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "disputes_invoice_id_key" ON "disputes"("invoice_id");

-- CreateIndex
CREATE INDEX "disputes_workspace_id_status_idx" ON "disputes"("workspace_id", "status");

-- CreateIndex
CREATE INDEX "dispute_days_dispute_id_idx" ON "dispute_days"("dispute_id");

-- CreateIndex
CREATE INDEX "dispute_days_workspace_id_idx" ON "dispute_days"("workspace_id");

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dispute_days" ADD CONSTRAINT "dispute_days_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dispute_days" ADD CONSTRAINT "dispute_days_dispute_id_fkey" FOREIGN KEY ("dispute_id") REFERENCES "disputes"("id") ON DELETE CASCADE ON UPDATE CASCADE;
