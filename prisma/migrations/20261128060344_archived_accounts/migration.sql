-- AlterTable
ALTER TABLE "workspaces" ADD COLUMN     "archived_account" TEXT,
ADD COLUMN     "archived_at" TIMESTAMPTZ(3),
ADD COLUMN     "archived_from_id" UUID,
ADD COLUMN     "archived_label" TEXT;

-- CreateIndex
CREATE INDEX "workspaces_archived_from_id_idx" ON "workspaces"("archived_from_id");

-- AddForeignKey
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_archived_from_id_fkey" FOREIGN KEY ("archived_from_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Day records stay append-only, but an account switch moves the old account's records, unchanged, to its archive
-- (a workspace whose archived_from_id is the one they leave): any other UPDATE is still refused. The body's
-- semicolons are written \073 (the migration engine splits at every one).
CREATE OR REPLACE FUNCTION container_days_append_only() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF to_jsonb(NEW) - ''workspace_id'' = to_jsonb(OLD) - ''workspace_id''
     AND EXISTS (SELECT 1 FROM workspaces w WHERE w.id = NEW.workspace_id AND w.archived_from_id = OLD.workspace_id) THEN
    RETURN NEW\073
  END IF\073
  RAISE EXCEPTION ''day records are append-only: add a correction instead of updating record %'', OLD.id\073
END ';
