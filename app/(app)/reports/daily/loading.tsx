import { Skeleton } from "@/components/ui/skeleton";

// The printable report: its heading and counts, then the two tables.
export default function DailyReportLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the daily LFD report" className="mx-auto max-w-5xl">
      <Skeleton className="mb-4 h-5 w-32" />
      <Skeleton className="h-7 w-96 max-w-full" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <Skeleton className="mt-6 h-64" />
      <Skeleton className="mt-6 h-64" />
    </div>
  );
}
