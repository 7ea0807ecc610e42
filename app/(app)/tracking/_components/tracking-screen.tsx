"use client";

import { useLiveUpdates } from "@/components/live/use-live-updates";
import { FreshnessBanner } from "@/components/sync/freshness-banner";
import { useSyncStatus } from "@/lib/queries/sync-queries";

import { AddOneForm } from "./add-one-form";
import { BulkIntake } from "./bulk-intake";
import { RequestQueue } from "./request-queue";

export function TrackingScreen({ canWrite }: { canWrite: boolean }) {
  // Request outcomes arrive as live events; the queue refetches without a reload.
  useLiveUpdates();
  const status = useSyncStatus();
  return (
    <div className="grid max-w-6xl gap-6">
      {/* Said before anyone types: a request sent now may go unanswered until the service is back. */}
      {status.data ? (
        <FreshnessBanner freshness={status.data.freshness} now={status.data.now}>
          A request you send now may wait for the service&rsquo;s answer; one that went out is shown as sent, and the
          queue shows it once the service answers.
        </FreshnessBanner>
      ) : null}
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
