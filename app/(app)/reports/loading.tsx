import { Card } from "@/components/ui/card";
import { CardSkeleton, FiltersSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The filter card, then the eight report cards two abreast.
export default function ReportsLoading() {
  return (
    <PageSkeleton title="Reports" label="Loading reports">
      <Card className="mb-6 px-4 pt-4">
        <FiltersSkeleton fields={5} />
      </Card>
      <div className="grid gap-6 xl:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <CardSkeleton key={index} rows={9} />
        ))}
      </div>
    </PageSkeleton>
  );
}
