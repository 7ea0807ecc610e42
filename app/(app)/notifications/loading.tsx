import { CardSkeleton, PageSkeleton, Skeleton } from "@/components/ui/skeleton";

// The links to the settings and digest, then the list with its "Mark all read" bar (NotificationsScreen).
export default function NotificationsLoading() {
  return (
    <PageSkeleton title="Notifications" label="Loading notifications">
      <Skeleton className="-mt-3 mb-6 h-4 w-96 max-w-full" />
      <CardSkeleton rows={12} />
    </PageSkeleton>
  );
}
