import { CardSkeleton, FiltersSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The filters (who, which box, what kind), then the trail.
export default function ActivityLoading() {
  return (
    <PageSkeleton title="Activity" label="Loading the activity trail">
      <FiltersSkeleton fields={3} />
      <CardSkeleton titled={false} rows={10} />
    </PageSkeleton>
  );
}
