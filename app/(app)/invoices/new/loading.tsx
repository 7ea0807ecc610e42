import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The invoice's items, then its lines.
export default function NewInvoiceLoading() {
  return (
    <PageSkeleton title="Enter an invoice" label="Loading the invoice form">
      <div className="grid grid-cols-1 gap-6">
        <CardSkeleton rows={6} />
        <CardSkeleton rows={3} />
      </div>
    </PageSkeleton>
  );
}
