import type { ReactNode } from "react";

import { cn } from "@/lib/shared/cn";

import { Card } from "./card";

/** A pulsing block where content will be. Hidden from screen readers: the page's one status says "Loading". */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn("animate-pulse rounded bg-surface-muted", className)} />;
}

/**
 * A page on its way (a route's loading.tsx): its PageHeader, with the title when it is known before the data,
 * then `children` in the shape of its body, so nothing jumps when the page arrives.
 */
export function PageSkeleton({ title, label, children }: { title?: string; label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <div className="mb-6 space-y-2">
        {title ? <h1 className="text-xl font-semibold tracking-tight">{title}</h1> : <Skeleton className="h-7 w-64" />}
        <Skeleton className="h-4 w-full max-w-2xl" />
      </div>
      {children}
    </div>
  );
}

/** A card of `rows` lines, under a title bar like CardHeader's unless `titled` is false. */
export function CardSkeleton({
  rows = 4,
  titled = true,
  className,
}: {
  rows?: number;
  titled?: boolean;
  className?: string;
}) {
  return (
    <Card className={className}>
      {titled ? (
        <div className="space-y-2 border-b border-border px-5 py-4">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : null}
      <div className="space-y-3 px-5 py-4">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} className={index % 3 === 2 ? "h-4 w-2/3" : "h-4 w-full"} />
        ))}
      </div>
    </Card>
  );
}

/** A row of labelled filter fields, like the filter forms of reports, activity and documents. */
export function FiltersSkeleton({ fields = 4, className }: { fields?: number; className?: string }) {
  return (
    <div className={cn("mb-4 flex flex-wrap items-end gap-3", className)}>
      {Array.from({ length: fields }, (_, index) => (
        <div key={index} className="space-y-1.5">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-9 w-44" />
        </div>
      ))}
    </div>
  );
}
