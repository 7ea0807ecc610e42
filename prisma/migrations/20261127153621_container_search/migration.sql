-- CreateTable
CREATE TABLE "container_search" (
    "container_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "bill_of_lading" TEXT,
    "ref_numbers" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "container_search_pkey" PRIMARY KEY ("container_id")
);

-- AddForeignKey
ALTER TABLE "container_search" ADD CONSTRAINT "container_search_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "containers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Search by any part of a container, BOL or reference number (lib/server/containers/search-ids.ts): trigram
-- indexes serve `ILIKE '%…%'` from three characters on, where a pattern with a leading wildcard read every row.
-- They live on this narrow table, written only when a box's numbers change: on the containers table itself every
-- write that is not a HOT update (most of them: the passes' own columns are indexed) would add a dozen trigram
-- entries per number to three GIN indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "container_search_number_trgm_idx" ON "container_search" USING gin ("number" gin_trgm_ops);
CREATE INDEX "container_search_bill_of_lading_trgm_idx" ON "container_search" USING gin ("bill_of_lading" gin_trgm_ops);
CREATE INDEX "container_search_ref_numbers_trgm_idx" ON "container_search" USING gin ("ref_numbers" gin_trgm_ops);

-- The migration engine splits a script at every semicolon, even inside quotes, so the body's are written \073.
-- chr(31) is the unit separator between references. A row written without references holds NULL there.
CREATE FUNCTION containers_search_row() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO container_search (container_id, workspace_id, number, bill_of_lading, ref_numbers)
  VALUES (NEW.id, NEW.workspace_id, NEW.number, NEW.bill_of_lading, coalesce(array_to_string(NEW.ref_numbers, chr(31)), ''''))
  ON CONFLICT (container_id) DO UPDATE SET workspace_id = EXCLUDED.workspace_id, number = EXCLUDED.number,
    bill_of_lading = EXCLUDED.bill_of_lading, ref_numbers = EXCLUDED.ref_numbers\073
  RETURN NULL\073
END ';

CREATE TRIGGER containers_search_insert AFTER INSERT ON containers
  FOR EACH ROW EXECUTE FUNCTION containers_search_row();
CREATE TRIGGER containers_search_update AFTER UPDATE ON containers
  FOR EACH ROW WHEN (OLD.number IS DISTINCT FROM NEW.number OR OLD.bill_of_lading IS DISTINCT FROM NEW.bill_of_lading
    OR OLD.ref_numbers IS DISTINCT FROM NEW.ref_numbers OR OLD.workspace_id IS DISTINCT FROM NEW.workspace_id)
  EXECUTE FUNCTION containers_search_row();

INSERT INTO container_search (container_id, workspace_id, number, bill_of_lading, ref_numbers)
  SELECT id, workspace_id, number, bill_of_lading, coalesce(array_to_string(ref_numbers, chr(31)), '') FROM containers;
