-- CreateTable
CREATE TABLE "shipments" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "bill_of_lading" TEXT,
    "normalized_number" TEXT,
    "shipping_line_scac" TEXT,
    "shipping_line_name" TEXT,
    "customer_name" TEXT,
    "ref_numbers" TEXT[],
    "tags" TEXT[],
    "pod_locode" TEXT,
    "pod_name" TEXT,
    "pod_terminal_upstream_id" TEXT,
    "pod_eta_at" TIMESTAMPTZ(3),
    "pod_ata_at" TIMESTAMPTZ(3),
    "destination_eta_at" TIMESTAMPTZ(3),
    "line_tracking_stopped_at" TIMESTAMPTZ(3),
    "line_tracking_stopped_reason" TEXT,
    "raw" JSONB NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shipments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "containers" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "shipment_upstream_id" TEXT,
    "pod_terminal_upstream_id" TEXT,
    "pickup_facility_upstream_id" TEXT,
    "current_status" TEXT,
    "seal_number" TEXT,
    "ref_numbers" TEXT[],
    "equipment_type" TEXT,
    "equipment_length" INTEGER,
    "equipment_height" TEXT,
    "weight_in_lbs" DOUBLE PRECISION,
    "available_for_pickup" BOOLEAN,
    "availability_known" BOOLEAN,
    "holds" JSONB,
    "fees" JSONB,
    "pickup_lfd" TIMESTAMPTZ(3),
    "lfd_line" TIMESTAMPTZ(3),
    "lfd_terminal" TIMESTAMPTZ(3),
    "lfd_rail" TIMESTAMPTZ(3),
    "import_deadlines" JSONB,
    "pickup_appointment_at" TIMESTAMPTZ(3),
    "location_at_pod_terminal" TEXT,
    "pod_timezone" TEXT,
    "final_destination_timezone" TEXT,
    "empty_terminated_timezone" TEXT,
    "pod_arrived_at" TIMESTAMPTZ(3),
    "pod_discharged_at" TIMESTAMPTZ(3),
    "pod_full_out_at" TIMESTAMPTZ(3),
    "final_destination_full_out_at" TIMESTAMPTZ(3),
    "empty_terminated_at" TIMESTAMPTZ(3),
    "terminal_checked_at" TIMESTAMPTZ(3),
    "pod_rail_carrier_scac" TEXT,
    "ind_rail_carrier_scac" TEXT,
    "pod_rail_loaded_at" TIMESTAMPTZ(3),
    "pod_rail_departed_at" TIMESTAMPTZ(3),
    "ind_eta_at" TIMESTAMPTZ(3),
    "ind_ata_at" TIMESTAMPTZ(3),
    "ind_rail_unloaded_at" TIMESTAMPTZ(3),
    "ind_facility_holds" JSONB,
    "ind_facility_fees" JSONB,
    "ind_facility_lfd_on" TIMESTAMPTZ(3),
    "bill_of_lading" TEXT,
    "shipping_line_scac" TEXT,
    "shipping_line_name" TEXT,
    "customer_name" TEXT,
    "tags" TEXT[],
    "pod_eta_at" TIMESTAMPTZ(3),
    "line_tracking_stopped_at" TIMESTAMPTZ(3),
    "line_tracking_stopped_reason" TEXT,
    "terminal_name" TEXT,
    "terminal_firms_code" TEXT,
    "bucket" TEXT NOT NULL,
    "bucket_rank" INTEGER NOT NULL,
    "governing_lfd" TIMESTAMPTZ(3),
    "governing_lfd_date" DATE,
    "lfd_source" TEXT,
    "fees_posted" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "hold_names" TEXT[],
    "flag_ready" BOOLEAN NOT NULL DEFAULT false,
    "flag_blocked" BOOLEAN NOT NULL DEFAULT false,
    "flag_pending_hold" BOOLEAN NOT NULL DEFAULT false,
    "flag_conflict" BOOLEAN NOT NULL DEFAULT false,
    "flag_stale" BOOLEAN NOT NULL DEFAULT false,
    "flag_urgency_unknown" BOOLEAN NOT NULL DEFAULT false,
    "evaluated_at" TIMESTAMPTZ(3) NOT NULL,
    "raw" JSONB NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "containers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "terminals" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT,
    "nickname" TEXT,
    "firms_code" TEXT,
    "port_upstream_id" TEXT,
    "raw" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "terminals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ports" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "code" TEXT,
    "name" TEXT,
    "timezone" TEXT,
    "raw" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shipping_lines" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "scac" TEXT,
    "name" TEXT,
    "raw" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "shipping_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tracking_requests" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "request_number" TEXT NOT NULL,
    "request_type" TEXT,
    "scac" TEXT,
    "status" TEXT NOT NULL,
    "failed_reason" TEXT,
    "tracked_object_type" TEXT,
    "tracked_object_upstream_id" TEXT,
    "upstream_created_at" TIMESTAMPTZ(3),
    "upstream_updated_at" TIMESTAMPTZ(3),
    "raw" JSONB NOT NULL,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tracking_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "transport_events" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "container_upstream_id" TEXT,
    "event" TEXT NOT NULL,
    "timestamp" TIMESTAMPTZ(3),
    "value" TEXT,
    "data_source" TEXT,
    "location_locode" TEXT,
    "timezone" TEXT,
    "raw" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "transport_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "name" TEXT,
    "document_type" TEXT,
    "email_submission_upstream_id" TEXT,
    "parent_upstream_id" TEXT,
    "upstream_created_at" TIMESTAMPTZ(3),
    "raw" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_representations" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "document_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "raw" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_representations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_submissions" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "upstream_id" TEXT NOT NULL,
    "subject" TEXT,
    "from_address" TEXT,
    "received_at" TIMESTAMPTZ(3),
    "raw" JSONB NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "container_changes" (
    "id" BIGSERIAL NOT NULL,
    "workspace_id" UUID NOT NULL,
    "container_upstream_id" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "old_value" JSONB,
    "new_value" JSONB,
    "source" TEXT NOT NULL,
    "source_ref" TEXT,
    "observed_at" TIMESTAMPTZ(3) NOT NULL,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "container_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_inbox" (
    "id" BIGSERIAL NOT NULL,
    "workspace_id" UUID NOT NULL,
    "notification_id" TEXT NOT NULL,
    "event" TEXT,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_inbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workspace_syncs" (
    "workspace_id" UUID NOT NULL,
    "last_sync_at" TIMESTAMPTZ(3),
    "backfilled_at" TIMESTAMPTZ(3),
    "upstream_reachable" BOOLEAN NOT NULL DEFAULT true,
    "upstream_down_since" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "webhook_upstream_id" TEXT,
    "webhook_url" TEXT,
    "webhook_secret_ciphertext" TEXT,
    "webhook_connected_at" TIMESTAMPTZ(3),
    "webhook_account" TEXT,
    "last_evaluated_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "workspace_syncs_pkey" PRIMARY KEY ("workspace_id")
);

-- CreateTable
CREATE TABLE "upstream_grants" (
    "id" BIGSERIAL NOT NULL,
    "account" TEXT NOT NULL,
    "bucket" TEXT NOT NULL,
    "background" BOOLEAN NOT NULL DEFAULT false,
    "granted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upstream_grants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "upstream_pauses" (
    "account" TEXT NOT NULL,
    "bucket" TEXT NOT NULL,
    "paused_until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "upstream_pauses_pkey" PRIMARY KEY ("account","bucket")
);

-- CreateIndex
CREATE INDEX "shipments_workspace_id_bill_of_lading_idx" ON "shipments"("workspace_id", "bill_of_lading");

-- CreateIndex
CREATE UNIQUE INDEX "shipments_workspace_id_upstream_id_key" ON "shipments"("workspace_id", "upstream_id");

-- CreateIndex
CREATE INDEX "containers_workspace_id_bucket_rank_governing_lfd_date_fees_idx" ON "containers"("workspace_id", "bucket_rank", "governing_lfd_date", "fees_posted", "number");

-- CreateIndex
CREATE INDEX "containers_workspace_id_bucket_idx" ON "containers"("workspace_id", "bucket");

-- CreateIndex
CREATE INDEX "containers_workspace_id_governing_lfd_date_idx" ON "containers"("workspace_id", "governing_lfd_date");

-- CreateIndex
CREATE INDEX "containers_workspace_id_terminal_firms_code_idx" ON "containers"("workspace_id", "terminal_firms_code");

-- CreateIndex
CREATE INDEX "containers_workspace_id_current_status_idx" ON "containers"("workspace_id", "current_status");

-- CreateIndex
CREATE INDEX "containers_workspace_id_number_idx" ON "containers"("workspace_id", "number");

-- CreateIndex
CREATE INDEX "containers_workspace_id_shipment_upstream_id_idx" ON "containers"("workspace_id", "shipment_upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "containers_workspace_id_upstream_id_key" ON "containers"("workspace_id", "upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "terminals_workspace_id_upstream_id_key" ON "terminals"("workspace_id", "upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "ports_workspace_id_upstream_id_key" ON "ports"("workspace_id", "upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "shipping_lines_workspace_id_upstream_id_key" ON "shipping_lines"("workspace_id", "upstream_id");

-- CreateIndex
CREATE INDEX "tracking_requests_workspace_id_status_idx" ON "tracking_requests"("workspace_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "tracking_requests_workspace_id_upstream_id_key" ON "tracking_requests"("workspace_id", "upstream_id");

-- CreateIndex
CREATE INDEX "transport_events_workspace_id_container_upstream_id_timesta_idx" ON "transport_events"("workspace_id", "container_upstream_id", "timestamp");

-- CreateIndex
CREATE UNIQUE INDEX "transport_events_workspace_id_upstream_id_key" ON "transport_events"("workspace_id", "upstream_id");

-- CreateIndex
CREATE INDEX "documents_workspace_id_email_submission_upstream_id_idx" ON "documents"("workspace_id", "email_submission_upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "documents_workspace_id_upstream_id_key" ON "documents"("workspace_id", "upstream_id");

-- CreateIndex
CREATE INDEX "document_representations_document_id_idx" ON "document_representations"("document_id");

-- CreateIndex
CREATE UNIQUE INDEX "document_representations_workspace_id_upstream_id_key" ON "document_representations"("workspace_id", "upstream_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_submissions_workspace_id_upstream_id_key" ON "email_submissions"("workspace_id", "upstream_id");

-- CreateIndex
CREATE INDEX "container_changes_workspace_id_container_upstream_id_observ_idx" ON "container_changes"("workspace_id", "container_upstream_id", "observed_at");

-- CreateIndex
CREATE INDEX "container_changes_workspace_id_field_recorded_at_idx" ON "container_changes"("workspace_id", "field", "recorded_at");

-- CreateIndex
CREATE INDEX "webhook_inbox_status_next_attempt_at_idx" ON "webhook_inbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "webhook_inbox_workspace_id_status_idx" ON "webhook_inbox"("workspace_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_inbox_workspace_id_notification_id_key" ON "webhook_inbox"("workspace_id", "notification_id");

-- CreateIndex
CREATE INDEX "upstream_grants_account_bucket_granted_at_idx" ON "upstream_grants"("account", "bucket", "granted_at");

-- AddForeignKey
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "containers" ADD CONSTRAINT "containers_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "terminals" ADD CONSTRAINT "terminals_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ports" ADD CONSTRAINT "ports_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shipping_lines" ADD CONSTRAINT "shipping_lines_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tracking_requests" ADD CONSTRAINT "tracking_requests_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "transport_events" ADD CONSTRAINT "transport_events_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_representations" ADD CONSTRAINT "document_representations_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_representations" ADD CONSTRAINT "document_representations_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_submissions" ADD CONSTRAINT "email_submissions_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_changes" ADD CONSTRAINT "container_changes_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "webhook_inbox" ADD CONSTRAINT "webhook_inbox_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workspace_syncs" ADD CONSTRAINT "workspace_syncs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;
