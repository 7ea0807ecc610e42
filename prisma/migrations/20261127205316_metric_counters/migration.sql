-- CreateTable
CREATE TABLE "metric_counters" (
    "name" TEXT NOT NULL,
    "labels" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "metric_counters_pkey" PRIMARY KEY ("name","labels")
);
