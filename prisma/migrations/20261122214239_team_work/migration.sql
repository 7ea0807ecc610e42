-- CreateTable
CREATE TABLE "container_work" (
    "container_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "assignee_id" UUID,
    "planned_pickup_date" DATE,
    "planned_pickup_zone" TEXT,
    "planned_pickup_start" TEXT,
    "planned_pickup_end" TEXT,
    "appointment_number" TEXT,
    "trucker" TEXT,
    "planned_return_date" DATE,
    "planned_return_depot" TEXT,
    "customer_reference" TEXT,
    "tags" TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "container_work_pkey" PRIMARY KEY ("container_id")
);

-- CreateTable
CREATE TABLE "container_watches" (
    "container_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "container_watches_pkey" PRIMARY KEY ("container_id","user_id")
);

-- CreateTable
CREATE TABLE "container_notes" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "container_id" UUID NOT NULL,
    "author_id" UUID,
    "body" TEXT NOT NULL,
    "mentions" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "edited_at" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "container_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "workspace_id" UUID NOT NULL,
    "actor_id" UUID,
    "actor_label" TEXT NOT NULL,
    "container_id" UUID,
    "container_number" TEXT,
    "kind" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bulk_jobs" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "action" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "total" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "succeeded" TEXT[],
    "failed" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "bulk_jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "container_work_workspace_id_assignee_id_idx" ON "container_work"("workspace_id", "assignee_id");

-- CreateIndex
CREATE INDEX "container_work_workspace_id_planned_pickup_date_idx" ON "container_work"("workspace_id", "planned_pickup_date");

-- CreateIndex
CREATE INDEX "container_work_workspace_id_planned_return_date_idx" ON "container_work"("workspace_id", "planned_return_date");

-- CreateIndex
CREATE INDEX "container_work_assignee_id_idx" ON "container_work"("assignee_id");

-- CreateIndex
CREATE INDEX "container_watches_workspace_id_user_id_idx" ON "container_watches"("workspace_id", "user_id");

-- CreateIndex
CREATE INDEX "container_watches_user_id_idx" ON "container_watches"("user_id");

-- CreateIndex
CREATE INDEX "container_notes_workspace_id_container_id_created_at_idx" ON "container_notes"("workspace_id", "container_id", "created_at");

-- CreateIndex
CREATE INDEX "container_notes_container_id_idx" ON "container_notes"("container_id");

-- CreateIndex
CREATE INDEX "container_notes_author_id_idx" ON "container_notes"("author_id");

-- CreateIndex
CREATE INDEX "audit_events_workspace_id_id_idx" ON "audit_events"("workspace_id", "id");

-- CreateIndex
CREATE INDEX "audit_events_workspace_id_actor_id_id_idx" ON "audit_events"("workspace_id", "actor_id", "id");

-- CreateIndex
CREATE INDEX "audit_events_workspace_id_container_id_id_idx" ON "audit_events"("workspace_id", "container_id", "id");

-- CreateIndex
CREATE INDEX "audit_events_workspace_id_container_number_id_idx" ON "audit_events"("workspace_id", "container_number", "id");

-- CreateIndex
CREATE INDEX "audit_events_workspace_id_kind_id_idx" ON "audit_events"("workspace_id", "kind", "id");

-- CreateIndex
CREATE INDEX "audit_events_actor_id_idx" ON "audit_events"("actor_id");

-- CreateIndex
CREATE INDEX "audit_events_container_id_idx" ON "audit_events"("container_id");

-- CreateIndex
CREATE INDEX "bulk_jobs_workspace_id_idx" ON "bulk_jobs"("workspace_id");

-- CreateIndex
CREATE INDEX "bulk_jobs_user_id_idx" ON "bulk_jobs"("user_id");

-- CreateIndex
CREATE INDEX "containers_workspace_id_pickup_appointment_at_idx" ON "containers"("workspace_id", "pickup_appointment_at");

-- AddForeignKey
ALTER TABLE "container_work" ADD CONSTRAINT "container_work_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_work" ADD CONSTRAINT "container_work_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "containers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_work" ADD CONSTRAINT "container_work_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_watches" ADD CONSTRAINT "container_watches_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_watches" ADD CONSTRAINT "container_watches_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "containers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_watches" ADD CONSTRAINT "container_watches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_notes" ADD CONSTRAINT "container_notes_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_notes" ADD CONSTRAINT "container_notes_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "containers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_notes" ADD CONSTRAINT "container_notes_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "containers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bulk_jobs" ADD CONSTRAINT "bulk_jobs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
