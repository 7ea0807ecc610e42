"use client";

import { useLiveUpdates } from "@/components/live/use-live-updates";

import { AddOneForm } from "./add-one-form";
import { BulkIntake } from "./bulk-intake";
import { RequestQueue } from "./request-queue";

export function TrackingScreen({ canWrite }: { canWrite: boolean }) {
  // Request outcomes arrive as live events; the queue refetches without a reload.
  useLiveUpdates();
  return (
    <div className="grid max-w-6xl gap-6">
      {canWrite ? (
        <>
          <AddOneForm />
          <BulkIntake />
        </>
      ) : null}
      <RequestQueue canWrite={canWrite} />
    </div>
  );
}
