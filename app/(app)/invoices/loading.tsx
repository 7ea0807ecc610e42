import { CardSkeleton, PageSkeleton } from "@/components/ui/skeleton";

// The stake line, then the table of invoices.
export default function InvoicesLoading() {
  return (
    <PageSkeleton title="Invoices" label="Loading invoices">
      <CardSkeleton rows={8} titled={false} />
    </PageSkeleton>
  );
}
