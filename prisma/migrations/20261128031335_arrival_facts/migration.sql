-- AlterTable
ALTER TABLE "shipments" ADD COLUMN     "pod_vessel_imo" TEXT,
ADD COLUMN     "pod_vessel_name" TEXT,
ADD COLUMN     "pod_voyage_number" TEXT;

-- AlterTable
ALTER TABLE "containers" ADD COLUMN     "arrival_eta_at" TIMESTAMPTZ(3),
ADD COLUMN     "hazmat" BOOLEAN,
ADD COLUMN     "pod_vessel_imo" TEXT,
ADD COLUMN     "pod_vessel_name" TEXT,
ADD COLUMN     "pod_voyage_number" TEXT,
ADD COLUMN     "size_type" TEXT;

-- CreateTable
CREATE TABLE "shipment_etas" (
    "id" BIGSERIAL NOT NULL,
    "workspace_id" UUID NOT NULL,
    "shipment_upstream_id" TEXT NOT NULL,
    "eta_at" TIMESTAMPTZ(3) NOT NULL,
    "seen_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "shipment_etas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vessels" (
    "id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "imo" TEXT NOT NULL,
    "upstream_id" TEXT,
    "name" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "speed_knots" DOUBLE PRECISION,
    "heading_degrees" DOUBLE PRECISION,
    "position_at" TIMESTAMPTZ(3),
    "fetched_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vessels_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "shipment_etas_workspace_id_shipment_upstream_id_seen_at_idx" ON "shipment_etas"("workspace_id", "shipment_upstream_id", "seen_at");

-- CreateIndex
CREATE UNIQUE INDEX "vessels_workspace_id_imo_key" ON "vessels"("workspace_id", "imo");

-- CreateIndex
CREATE INDEX "containers_workspace_id_arrival_eta_at_number_id_idx" ON "containers"("workspace_id", "arrival_eta_at", "number", "id");

-- CreateIndex
CREATE INDEX "containers_workspace_id_pod_vessel_name_idx" ON "containers"("workspace_id", "pod_vessel_name");

-- CreateIndex
CREATE INDEX "containers_workspace_id_size_type_idx" ON "containers"("workspace_id", "size_type");

-- AddForeignKey
ALTER TABLE "shipment_etas" ADD CONSTRAINT "shipment_etas_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hazmat is known on a few boxes: the filter "hazmat" and the sync's clearing of fields taken away read only them.
CREATE INDEX "containers_hazmat_idx" ON "containers"("workspace_id", "hazmat") WHERE "hazmat" IS NOT NULL;

-- The vessel and voyage were kept only in the shipments' raw attributes until now: copied out once here, the
-- sync writes them from now on.
UPDATE "shipments" SET
  "pod_vessel_name" = NULLIF("raw"->'attributes'->>'pod_vessel_name', ''),
  "pod_vessel_imo" = NULLIF("raw"->'attributes'->>'pod_vessel_imo', ''),
  "pod_voyage_number" = NULLIF("raw"->'attributes'->>'pod_voyage_number', '');

-- Each box takes its shipment's copy, and every box is due for re-evaluation: the evaluation writes the new
-- columns (the ETA the Arriving card sorts by, the size/type) from the domain's rules, which SQL does not restate.
UPDATE "containers" c SET
  "pod_vessel_name" = s."pod_vessel_name",
  "pod_vessel_imo" = s."pod_vessel_imo",
  "pod_voyage_number" = s."pod_voyage_number",
  "reevaluate_at" = 'epoch'::timestamptz
FROM "shipments" s
WHERE s."workspace_id" = c."workspace_id" AND s."upstream_id" = c."shipment_upstream_id";

UPDATE "containers" SET "reevaluate_at" = 'epoch'::timestamptz WHERE "shipment_upstream_id" IS NULL;

-- What the history starts from: each shipment's current ETA, seen when the shipment was last read.
INSERT INTO "shipment_etas" ("workspace_id", "shipment_upstream_id", "eta_at", "seen_at")
SELECT "workspace_id", "upstream_id", "pod_eta_at", "observed_at" FROM "shipments" WHERE "pod_eta_at" IS NOT NULL;
