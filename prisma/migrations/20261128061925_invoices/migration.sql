-- CreateTable
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "invoice_number" TEXT,
    "billing_party" TEXT,
    "billed_on" DATE,
    "due_on" DATE,
    "bills_of_lading" TEXT[],
    "port_of_discharge" TEXT,
    "free_days" INTEGER,
    "free_time_start" DATE,
    "free_time_end" DATE,
    "available_on" DATE,
    "picked_up_on" DATE,
    "returned_on" DATE,
    "tariff_rule" TEXT,
    "dispute_contact" TEXT,
    "dispute_url" TEXT,
    "certified_compliance" BOOLEAN,
    "certified_performance" BOOLEAN,
    "source" TEXT NOT NULL,
    "document_id" UUID,
    "created_by_id" UUID,
    "created_by_label" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_lines" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "container_number" TEXT,
    "kind" TEXT NOT NULL,
    "dates" DATE[],
    "days" INTEGER,
    "rate_per_day" DECIMAL(14,3),
    "currency" TEXT,
    "amount" DECIMAL(14,3),
    "tariff_rule" TEXT,

    CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "invoices_workspace_id_created_at_id_idx" ON "invoices"("workspace_id", "created_at" DESC, "id");

-- CreateIndex
CREATE INDEX "invoices_workspace_id_document_id_idx" ON "invoices"("workspace_id", "document_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_workspace_id_billing_party_invoice_number_key" ON "invoices"("workspace_id", "billing_party", "invoice_number");

-- CreateIndex
CREATE INDEX "invoice_lines_workspace_id_container_number_idx" ON "invoice_lines"("workspace_id", "container_number");

-- CreateIndex
CREATE UNIQUE INDEX "invoice_lines_invoice_id_position_key" ON "invoice_lines"("invoice_id", "position");

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
