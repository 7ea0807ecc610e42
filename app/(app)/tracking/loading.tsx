import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// Track one, track many, then the request queue (TrackingScreen; readers see only the queue).
export default function TrackingLoading() {
  return (
    <PageSkeleton title="Tracking" label="Loading tracking">
      <div className="grid max-w-6xl gap-6">
        <CardSkeleton rows={1} />
        <CardSkeleton rows={6} />
        <CardSkeleton rows={6} />
      </div>
    </PageSkeleton>
  );
}
