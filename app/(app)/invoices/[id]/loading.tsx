import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The verdict card, the day table, the invoice's items.
export default function InvoiceLoading() {
  return (
    <PageSkeleton title="Invoice check" label="Checking the invoice">
      <div className="grid grid-cols-1 gap-6">
        <CardSkeleton rows={1} titled={false} />
        <CardSkeleton rows={8} />
        <CardSkeleton rows={5} />
      </div>
    </PageSkeleton>
  );
}
