-- CreateIndex
CREATE INDEX "containers_settle_requested_at_idx" ON "containers"("settle_requested_at");
