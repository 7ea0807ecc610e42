import { Skeleton } from "@/components/ui/skeleton";

/** The calendar before its entries: the toolbar's heading, buttons and kind toggles, then a week's grid. */
export function CalendarSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the calendar" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-xl font-semibold tracking-tight">Calendar</h1>
          <Skeleton className="h-3 w-96 max-w-full" />
        </div>
        <Skeleton className="h-9 w-64" />
      </div>
      <div className="flex flex-wrap gap-1">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-32" />
        ))}
      </div>
      <Skeleton className="h-3 w-[36rem] max-w-full" />
      <div className="grid h-[460px] grid-cols-7 gap-px overflow-hidden rounded-card border border-border bg-border">
        {Array.from({ length: 7 }, (_, index) => (
          <div key={index} className="space-y-2 bg-surface p-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-10" />
          </div>
        ))}
      </div>
    </div>
  );
}
