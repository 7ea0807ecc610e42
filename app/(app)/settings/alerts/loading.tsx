import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// Team channels, watchdog thresholds, then the delivery log.
export default function AlertSettingsLoading() {
  return (
    <PageSkeleton title="Alert settings" label="Loading alert settings">
      <div className="grid max-w-5xl gap-6">
        <CardSkeleton rows={5} />
        <CardSkeleton rows={4} />
        <CardSkeleton rows={6} />
      </div>
    </PageSkeleton>
  );
}
