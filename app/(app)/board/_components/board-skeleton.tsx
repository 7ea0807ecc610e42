import { Skeleton } from "@/components/ui/skeleton";

import { TableSkeleton } from "./board-table";

/**
 * The board before its first rows (loading.tsx, and the page's Suspense while the screen hydrates): the compact
 * heading, the lens cards, the filter bar and the count line where BoardScreen draws them, then the table.
 */
export function BoardSkeleton() {
  return (
    <div className="flex h-[calc(100vh-6rem)] min-h-[560px] flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h1 className="text-lg font-semibold tracking-tight">Board</h1>
        <Skeleton className="h-3 w-96 max-w-full" />
      </div>
      <div className="flex items-stretch gap-1.5">
        <Skeleton className="h-[70px] w-24 shrink-0 rounded-md" />
        <div className="grid flex-1 grid-cols-5 gap-1.5 xl:grid-cols-10">
          {Array.from({ length: 10 }, (_, index) => (
            <Skeleton key={index} className="h-[70px] rounded-md" />
          ))}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Skeleton className="h-9 w-52" />
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-9 w-24" />
        ))}
      </div>
      <div className="flex items-center justify-between">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-8 w-72" />
      </div>
      <TableSkeleton />
    </div>
  );
}
