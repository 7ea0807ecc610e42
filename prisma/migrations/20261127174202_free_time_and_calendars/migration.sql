-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "extension_days_line" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "extension_days_terminal" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "first_available_at" TIMESTAMPTZ(3),
ADD COLUMN     "lfd_disagreement_days" INTEGER;

-- CreateTable
CREATE TABLE "free_time_rules" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "rule_id" UUID NOT NULL,
    "scope" TEXT NOT NULL,
    "scope_key" TEXT NOT NULL,
    "customer_key" TEXT,
    "equipment_length" INTEGER,
    "free_days" INTEGER NOT NULL,
    "day_kind" TEXT NOT NULL,
    "skip_saturday" BOOLEAN NOT NULL,
    "skip_sunday" BOOLEAN NOT NULL,
    "skip_holidays" BOOLEAN NOT NULL,
    "skip_closures" BOOLEAN NOT NULL,
    "clock_start" TEXT NOT NULL,
    "first_day" TEXT NOT NULL,
    "effective_from" DATE NOT NULL,
    "effective_to" DATE,
    "rule_ref" TEXT,
    "rule_url" TEXT,
    "created_by_id" UUID,
    "created_by_label" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "free_time_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "terminal_calendars" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "terminal_key" TEXT NOT NULL,
    "name" TEXT,
    "timezone" TEXT NOT NULL,
    "gate_days" INTEGER[],
    "holiday_sets" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "terminal_calendars_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_holidays" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "set_key" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "calendar_holidays_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "terminal_closures" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "terminal_key" TEXT NOT NULL,
    "date" DATE NOT NULL,
    "whole_day" BOOLEAN NOT NULL,
    "from_time" TEXT,
    "to_time" TEXT,
    "reason" TEXT NOT NULL,
    "source" TEXT,
    "created_by_id" UUID,
    "created_by_label" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "removed_at" TIMESTAMPTZ(3),
    "removed_by_label" TEXT,

    CONSTRAINT "terminal_closures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "free_time_extensions" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "container_id" UUID NOT NULL,
    "source" TEXT NOT NULL,
    "days" INTEGER NOT NULL,
    "granted_by" TEXT NOT NULL,
    "note" TEXT,
    "document_id" UUID,
    "created_by_id" UUID,
    "created_by_label" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "free_time_extensions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "free_time_rules_workspace_id_scope_scope_key_idx" ON "free_time_rules"("workspace_id", "scope", "scope_key");

-- CreateIndex
CREATE INDEX "free_time_rules_workspace_id_rule_id_idx" ON "free_time_rules"("workspace_id", "rule_id");

-- CreateIndex
CREATE UNIQUE INDEX "terminal_calendars_workspace_id_terminal_key_key" ON "terminal_calendars"("workspace_id", "terminal_key");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_holidays_workspace_id_set_key_date_key" ON "calendar_holidays"("workspace_id", "set_key", "date");

-- CreateIndex
CREATE INDEX "terminal_closures_workspace_id_terminal_key_date_idx" ON "terminal_closures"("workspace_id", "terminal_key", "date");

-- CreateIndex
CREATE INDEX "terminal_closures_workspace_id_date_idx" ON "terminal_closures"("workspace_id", "date");

-- CreateIndex
CREATE INDEX "free_time_extensions_container_id_idx" ON "free_time_extensions"("container_id");

-- CreateIndex
CREATE INDEX "free_time_extensions_workspace_id_idx" ON "free_time_extensions"("workspace_id");

-- CreateIndex
CREATE INDEX "containers_workspace_id_lfd_disagreement_days_idx" ON "containers"("workspace_id", "lfd_disagreement_days");

-- AddForeignKey
ALTER TABLE "free_time_rules" ADD CONSTRAINT "free_time_rules_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "terminal_calendars" ADD CONSTRAINT "terminal_calendars_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_holidays" ADD CONSTRAINT "calendar_holidays_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "terminal_closures" ADD CONSTRAINT "terminal_closures_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "free_time_extensions" ADD CONSTRAINT "free_time_extensions_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "free_time_extensions" ADD CONSTRAINT "free_time_extensions_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "containers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
