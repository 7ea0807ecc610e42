-- CreateTable
CREATE TABLE "worker_heartbeats" (
    "id" TEXT NOT NULL,
    "host" TEXT NOT NULL,
    "pid" INTEGER NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "beat_at" TIMESTAMPTZ(3) NOT NULL,
    "stopping" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "worker_heartbeats_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "worker_heartbeats_beat_at_idx" ON "worker_heartbeats"("beat_at");
