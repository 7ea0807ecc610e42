-- CreateTable
CREATE TABLE "container_route_maps" (
    "container_id" UUID NOT NULL,
    "workspace_id" UUID NOT NULL,
    "geojson" JSONB NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "container_route_maps_pkey" PRIMARY KEY ("container_id")
);

-- CreateIndex
CREATE INDEX "container_route_maps_workspace_id_idx" ON "container_route_maps"("workspace_id");

-- AddForeignKey
ALTER TABLE "container_route_maps" ADD CONSTRAINT "container_route_maps_workspace_id_fkey" FOREIGN KEY ("workspace_id") REFERENCES "workspaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "container_route_maps" ADD CONSTRAINT "container_route_maps_container_id_fkey" FOREIGN KEY ("container_id") REFERENCES "containers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
