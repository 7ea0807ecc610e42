import { CardSkeleton, FiltersSkeleton, PageSkeleton, Skeleton } from "@/components/ui/skeleton";

// The upload area, then the inbox's filters and table (DocumentsScreen).
export default function DocumentsLoading() {
  return (
    <PageSkeleton title="Documents" label="Loading documents">
      <Skeleton className="mb-6 h-20 rounded-card" />
      <Skeleton className="mb-4 h-5 w-16" />
      <FiltersSkeleton fields={6} />
      <CardSkeleton titled={false} rows={8} />
    </PageSkeleton>
  );
}
